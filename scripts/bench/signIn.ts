// The demo super account's session headers for a bench's calls to a server it started (DEMO=1).
export const BENCH_ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

/** logs the demo admin in at `apiBase`; the JSON and session headers of its calls */
export async function signIn(apiBase: string): Promise<Record<string, string>> {
  const login = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const session = (await login.json()) as { accessToken?: string };
  if (!session.accessToken) throw new Error(`login failed (${login.status})`);
  return {
    'Content-Type': 'application/json',
    'Access-Token': session.accessToken,
    'Access-Email': BENCH_ADMIN.email,
  };
}
