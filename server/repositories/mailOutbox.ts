// Mails waiting for SMTP.
import type { Queryable } from '../db/db.ts';

export class MailOutboxRepository {
  constructor(readonly db: Queryable) {}

  async queue(mail: { to: string; subject: string; body: string }): Promise<void> {
    await this.db.query('INSERT INTO mail_outbox ("to", subject, body) VALUES ($1, $2, $3)', [
      mail.to,
      mail.subject,
      mail.body,
    ]);
  }

  pending(to?: string): Promise<Array<{ id: number; to: string; subject: string; body: string }>> {
    return this.db.query(
      `SELECT id::int AS id, "to", subject, body FROM mail_outbox WHERE "sentAt" IS NULL AND ($1::text IS NULL OR "to" = $1) ORDER BY id`,
      [to ?? null],
    );
  }
}
