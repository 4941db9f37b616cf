// The durable mail outbox (table generated from schemas/mailOutbox.schema.json; indexes in migrations 003, 500): every mail of the server (password reset links, alarm
// notifications) is a row; server/mail/outboxSender.ts claims due rows, sends them and records the outcome.
// pending -> sending (claimed by one instance, attempts + 1) -> sent | pending again at "nextAttemptAt" | failed.
import type { Queryable } from '../db/db.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import type { MailOutboxRecord } from '../../domain/generated/rows.ts';
import { MailOutboxTableBase } from '../generated/repositories.ts';
import { queueBacklog, type Backlog } from './queueBacklog.ts';
import { deadOwner } from './serverInstances.ts';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  attempts: number;
}

/** The error of a row whose sending instance died mid-send: never sent again (it may have gone out). */
export const INTERRUPTED_SEND = 'Interrupted by a server restart while sending: not sent again.';

/** the outbox table (its columns, filters and sorts from schemas/mailOutbox.schema.json) and the sender's steps */
export class MailOutboxRepository extends MailOutboxTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  async queue(mail: { to: string; subject: string; body: string }): Promise<void> {
    await this.db.query('INSERT INTO mail_outbox ("to", subject, body) VALUES ($1, $2, $3)', [
      mail.to,
      mail.subject,
      mail.body,
    ]);
  }

  /** the unsent mails: pending and being sent, and the oldest pending one's age */
  backlog(): Promise<Backlog> {
    return queueBacklog(this.db, 'mail_outbox');
  }

  pending(to?: string): Promise<Array<{ id: number; to: string; subject: string; body: string }>> {
    return this.db.query(
      `SELECT id::int AS id, "to", subject, body FROM mail_outbox WHERE status = 'pending' AND ($1::text IS NULL OR "to" = $1) ORDER BY id`,
      [to ?? null],
    );
  }

  /** Claims up to `limit` due rows for `instance` (one statement: no two instances claim the same row). */
  claim(instance: string, limit: number): Promise<OutboxMail[]> {
    return this.db.query<OutboxMail>(
      `UPDATE mail_outbox SET status = 'sending', "claimedBy" = $1, "claimedAt" = now(), attempts = attempts + 1
       WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND "nextAttemptAt" <= now()
                    ORDER BY "nextAttemptAt", id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id::int AS id, "to", subject, body, attempts`,
      [instance, limit],
    );
  }

  async sent(id: number, instance: string): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET status = 'sent', "sentAt" = now(), error = NULL
       WHERE id = $1 AND status = 'sending' AND "claimedBy" = $2`,
      [id, instance],
    );
  }

  /** Back to pending after `delayMs`, or failed for good; answers whether it failed for good. */
  async attemptFailed(id: number, instance: string, error: string, delayMs: number | null): Promise<boolean> {
    const rows = await this.db.query<{ status: MailStatus }>(
      `UPDATE mail_outbox SET error = $3,
         status = CASE WHEN $4::double precision IS NULL THEN 'failed' ELSE 'pending' END,
         "nextAttemptAt" = CASE WHEN $4::double precision IS NULL THEN "nextAttemptAt"
                           ELSE now() + make_interval(secs => $4::double precision / 1000) END
       WHERE id = $1 AND status = 'sending' AND "claimedBy" = $2 RETURNING status`,
      [id, instance, error.slice(0, 2000), delayMs],
    );
    return rows[0]?.status === 'failed';
  }

  /** Rows a dead instance was sending: failed (they may have gone out), never sent twice; answers their ids
   * (server/mail/interruptedSends.ts tells the operator). */
  async failInterruptedSends(self: string, staleSeconds: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE mail_outbox SET status = 'failed', error = $3
       WHERE status = 'sending' AND ${deadOwner('mail_outbox."claimedBy"', '$1', '$2')} RETURNING id::int AS id`,
      [self, staleSeconds, INTERRUPTED_SEND],
    );
    return rows.map((row) => row.id);
  }

  /** deletes sent and failed mails created before `before` (the history retention); pending ones stay */
  async purgeBefore(before: Date): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM mail_outbox WHERE status IN ('sent', 'failed') AND "createdAt" < $1 RETURNING 1`,
      [before.toISOString()],
    );
    return rows.length;
  }

  /** the outbox table (role 0): its list's filters (status, to, alarm type), 25 a page, newest first; its times
   * are Dates, sent as the console's MailOutboxRow ISO strings */
  override search(body: SearchBody): Promise<SearchResult<MailOutboxRecord>> {
    return super.search(body, { defaultLength: 25 });
  }
}
