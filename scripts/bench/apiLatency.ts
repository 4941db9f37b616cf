// Latency of API calls, measured from this process over sequential requests (one connection at a time).
import { performance } from 'node:perf_hooks';
import { quantile } from './stats';

export interface Latency {
  p50: number;
  p95: number;
  count: number;
}

async function timeCalls(count: number, call: () => Promise<Response>): Promise<Latency> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const answer = await call();
    await answer.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!answer.ok) throw new Error(`benchmark call failed with HTTP ${answer.status}`);
    samples.push(elapsed);
  }
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), count };
}

const json = { 'Content-Type': 'application/json' };

export async function loginLatency(
  apiBase: string,
  email: string,
  password: string,
  count: number,
): Promise<Latency> {
  return timeCalls(count, () =>
    fetch(`${apiBase}/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    }),
  );
}

export async function memberSearchLatency(
  apiBase: string,
  email: string,
  password: string,
  count: number,
): Promise<Latency> {
  const login = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const session = (await login.json()) as { accessToken?: string };
  if (!login.ok || !session.accessToken)
    throw new Error(`login for the member search failed (${login.status})`);
  const headers = { ...json, 'Access-Token': session.accessToken, 'Access-Email': email };
  const queries = ['example', 'admin', 'manager', 'viewer', ''];
  let i = 0;
  return timeCalls(count, () => {
    const text = queries[i++ % queries.length];
    const body = {
      start: 0,
      length: 25,
      order: [{ column: 'email', dir: 'asc' }],
      ...(text ? { filter_email: text, condition_email: '~' } : {}),
    };
    return fetch(`${apiBase}/auth/account/search`, { method: 'POST', headers, body: JSON.stringify(body) });
  });
}
