// Sends the mail outbox through the SMTP settings (server/mail/smtpSettings.ts) with nodemailer: claims due rows
// (MailOutboxRepository.claim: one instance per row), sends each with a Message-ID of its row, and records
// sent, a retry with exponential backoff, or failed after the last attempt. While SMTP is not enabled nothing
// is claimed (mails wait, without using attempts). SEND E-MAIL FAILURE is raised once per outage: the first
// mail that fails for good raises it (system_config 'mailFailureRaised'), the next successful send re-arms it.
import { hostname } from 'node:os';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/db.ts';
import { AlarmsRepository } from '../repositories/alarms.ts';
import { MailOutboxRepository } from '../repositories/mailOutbox.ts';
import { raiseMailFailureOnce, rearmMailFailure } from './mailFailureAlarm.ts';
import { loadSmtp, senderOf, smtpKey, transportOf } from './smtpSettings.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { backoffDelay, QueuePoller, type QueueLogger } from '../jobs/queuePoller.ts';

export interface OutboxSenderOptions {
  /** ms between polls of the outbox */
  pollMs: number;
  /** attempts of one mail before it fails for good */
  maxAttempts: number;
  /** first retry delay; doubled at each attempt up to maxBackoffMs */
  backoffMs: number;
  maxBackoffMs: number;
  /** rows claimed at once */
  batch: number;
  /** SMTP connection, greeting and socket time-out */
  timeoutMs: number;
}

export const OUTBOX_DEFAULTS: OutboxSenderOptions = {
  pollMs: 2_000,
  maxAttempts: 8,
  backoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  batch: 20,
  timeoutMs: 15_000,
};

export class OutboxSender extends QueuePoller {
  readonly options: OutboxSenderOptions;
  private readonly outbox: MailOutboxRepository;
  private readonly alarms: AlarmsRepository;
  private transport: { key: string; transporter: Transporter } | undefined;

  constructor(
    private readonly db: Db,
    private readonly instanceId: string,
    options: Partial<OutboxSenderOptions> = {},
    log?: QueueLogger,
  ) {
    super('mail outbox', log);
    this.options = { ...OUTBOX_DEFAULTS, ...options };
    this.outbox = repositoriesOf(db).mailOutbox;
    this.alarms = repositoriesOf(db).alarms;
  }

  protected get pollMs(): number {
    return this.options.pollMs;
  }

  /** Stops polling and waits for the mails being sent (a clean stop leaves no row 'sending'). */
  override async stop(): Promise<void> {
    await super.stop();
    this.transport?.transporter.close();
    this.transport = undefined;
  }

  /** Sends due mails until none is due (or the sender stops); answers how many were sent. */
  protected async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      if (this.stopped) return sent;
      const settings = await loadSmtp(this.db);
      if (!settings.enable || !settings.server) return sent;
      const mails = await this.outbox.claim(this.instanceId, this.options.batch);
      if (mails.length === 0) return sent;
      const key = smtpKey(settings);
      if (this.transport?.key !== key) {
        this.transport?.transporter.close();
        this.transport = { key, transporter: transportOf(settings, this.options.timeoutMs) };
      }
      const from = senderOf(settings);
      for (const mail of mails) {
        try {
          await this.transport.transporter.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.body,
            messageId: `<outbox-${mail.id}@${hostname()}>`,
          });
          await this.outbox.sent(mail.id, this.instanceId);
          await this.rearm();
          sent += 1;
        } catch (error) {
          await this.failed(mail.id, mail.attempts, error);
        }
      }
    }
  }

  private async failed(id: number, attempts: number, error: unknown): Promise<void> {
    const text = error instanceof Error ? error.message : String(error);
    const last = attempts >= this.options.maxAttempts;
    const failed = await this.outbox.attemptFailed(
      id,
      this.instanceId,
      text,
      last ? null : backoffDelay(attempts, this.options),
    );
    this.log?.warn({ id, attempts, error: text, failed }, 'mail not sent');
    if (failed) await raiseMailFailureOnce(this.db, this.alarms, { mailId: id, attempts, error: text });
  }

  private async rearm(): Promise<void> {
    await rearmMailFailure(this.db);
  }
}
