// Mails of a server started with MAIL_DIR (tests/e2e/support/server.ts): each queued mail is a file there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';

/** the password link (reset or choose) of the newest mail to `email` in `dir`, once it is there */
export async function mailedLink(dir: string, email: string): Promise<string> {
  return vi.waitFor(
    () => {
      const mails = readdirSync(dir)
        .sort()
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .filter((text) => text.startsWith(`To: ${email}\n`));
      const link = /(http\S+#\/reset-password\?\S+)/.exec(mails.at(-1) ?? '')?.[1];
      if (!link) throw new Error(`no password link mail to ${email} yet`);
      return link;
    },
    { timeout: 15_000, interval: 200 },
  );
}
