// State waits of the failover drill and its test: a check polled until it holds, never a sleep standing for one.

/** polls `check` (an error counts as not yet) until it answers true; false once `limitMs` has passed */
export async function becomes(check: () => Promise<boolean>, limitMs = 120_000): Promise<boolean> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** as `becomes`, failing with "waited for <what>" when the state is not reached */
export async function waitFor(check: () => Promise<boolean>, what: string, limitMs = 120_000): Promise<void> {
  if (!(await becomes(check, limitMs))) throw new Error(`waited ${limitMs / 1000} s for ${what}`);
}
