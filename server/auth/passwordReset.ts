// The forgotten-password flow: a request mails a single-use, expiring reset link to an existing account and
// changes nothing else (the old password keeps working); the link sets a new password, unlocks the account and
// ends its sessions. Requests are handled after the answer, so known and unknown emails answer alike.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors.ts';
import type { Config } from '../config.ts';
import { inTransaction, type Repositories } from '../repositories/index.ts';
import { hashPassword, isWeakPassword } from './password.ts';

/** the console page of the link (src/login/ResetPasswordPage.tsx) */
export function resetLink(publicUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ email, token });
  return `${publicUrl}/#/reset-password?${query.toString()}`;
}

/** a mail carrying a single-use password link: its subject and its text around the link */
export interface LinkMail {
  subject: string;
  body(link: string, minutes: number): string;
}

export interface QueuedMail {
  to: string;
  subject: string;
  body: string;
}

const FORGOTTEN_PASSWORD: LinkMail = {
  subject: 'Password reset',
  body: (link, minutes) =>
    `A new password was asked for this account. To choose one, open this link within ${minutes} minutes:\n` +
    `${link}\n\n` +
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n',
};

/** Issues a link for the account (its older links die) and queues its mail, in the caller's transaction. */
export async function queueLinkMail(
  tx: Repositories,
  config: Pick<Config, 'publicUrl' | 'resetLinkMinutes'>,
  email: string,
  mail: LinkMail,
): Promise<QueuedMail> {
  const token = await tx.passwordResets.issue(email, config.resetLinkMinutes);
  const queued = {
    to: email,
    subject: mail.subject,
    body: mail.body(resetLink(config.publicUrl, email, token), config.resetLinkMinutes),
  };
  await tx.mailOutbox.queue(queued);
  return queued;
}

async function mailResetLink(app: FastifyInstance, email: string): Promise<void> {
  const { repos, appConfig } = app;
  const account = await repos.accounts.find(email);
  if (!account) return;
  const mail = await inTransaction(app.db, (tx) =>
    queueLinkMail(tx, appConfig, account.email, FORGOTTEN_PASSWORD),
  );
  if (appConfig.mailDir) await writeMailCopy(appConfig.mailDir, mail);
  app.log.info('password reset link queued');
}

/** MAIL_DIR (development and tests, no SMTP): each mail also lands there as a text file. */
export async function writeMailCopy(dir: string, mail: QueuedMail): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${Date.now()}-${randomBytes(4).toString('hex')}.txt`;
  await writeFile(path.join(dir, name), `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.body}`);
}

/**
 * Queues link mails after the answer (call while registering routes: the app waits for queued mails when it
 * closes). Answers the function that takes a request.
 */
export function passwordResetMailer(app: FastifyInstance): (email: string) => void {
  const jobs = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
  });
  return (email) => {
    const job = mailResetLink(app, email).catch((error: unknown) =>
      app.log.error({ err: error }, 'password reset link failed'),
    );
    jobs.add(job);
    void job.finally(() => jobs.delete(job));
  };
}

export async function resetPassword(
  app: FastifyInstance,
  change: { email: string; token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(change.password);
  const done = await inTransaction(app.db, async (tx) => {
    if (!(await tx.passwordResets.consume(change.email, change.token))) return false;
    await tx.accounts.setPassword(change.email, {
      passwordHash,
      weakPwd: isWeakPassword(change.password),
      forceChange: false,
      unlock: true,
    });
    await tx.sessions.deleteForEmail(change.email);
    return true;
  });
  if (!done) throw new HttpError(400, MESSAGES.resetLinkInvalid);
  app.log.info('password reset through a mailed link');
}
