// Sends the webhook queue (server/repositories/webhookDeliveries.ts; model: server/mail/outboxSender.ts): claims
// due deliveries (each the oldest unsent one of its subscription: in order per subscription, one instance per
// row), POSTs each through outgoingHttp (address rules on the address connected to, no redirects, a deadline),
// signed (signature.ts). 2xx = sent; anything else is retried with exponential backoff for 24 hours after the
// first attempt, then failed with WEBHOOK DELIVERY FAILURE raised. A subscription failing for 24 hours is paused
// and its owner mailed through the mail outbox.
import type { Db } from '../db/db.ts';
import { OutgoingError, outgoingHttp } from '../net/outgoingHttp.ts';
import { repositoriesOf } from '../repositories/index.ts';
import type { AttemptOutcome, ClaimedDelivery } from '../repositories/webhookDeliveries.ts';
import { signatureHeaders } from './signature.ts';
import { backoffDelay, QueuePoller, type QueueLogger } from '../jobs/queuePoller.ts';

export const WEBHOOK_DELIVERY_FAILURE = 'WEBHOOK DELIVERY FAILURE';

export interface WebhookSenderOptions {
  /** ms between polls of the queue (0 = no sending) */
  pollMs: number;
  /** deadline of one delivery */
  timeoutMs: number;
  /** first retry delay, doubled at each attempt up to maxBackoffMs */
  backoffMs: number;
  maxBackoffMs: number;
  /** retries go on this long after the first attempt, then the delivery fails */
  retryForMs: number;
  /** a subscription failing this long is paused */
  pauseAfterMs: number;
  /** deliveries claimed at once (at most one per subscription) */
  batch: number;
  /** http URLs allowed (WEBHOOK_ALLOW_HTTP) */
  allowHttp: boolean;
}

const DAY_MS = 24 * 3_600_000;

export const WEBHOOK_SENDER_DEFAULTS: WebhookSenderOptions = {
  pollMs: 250,
  timeoutMs: 10_000,
  backoffMs: 10_000,
  maxBackoffMs: 3_600_000,
  retryForMs: DAY_MS,
  pauseAfterMs: DAY_MS,
  batch: 50,
  allowHttp: false,
};

/** the answer body read at most (a receiver's answer is not kept) */
const MAX_ANSWER_BYTES = 16 * 1024;

/** why the URL is refused before any connection (its scheme), or undefined */
export function urlRefusal(url: string, allowHttp: boolean): string | undefined {
  if (!URL.canParse(url)) return 'not a URL';
  const { protocol } = new URL(url);
  if (protocol === 'https:') return undefined;
  if (protocol === 'http:')
    return allowHttp ? undefined : 'http URLs are refused: only https unless WEBHOOK_ALLOW_HTTP=true';
  return `${protocol} URLs are refused: only https`;
}

export class WebhookSender extends QueuePoller {
  readonly options: WebhookSenderOptions;

  constructor(
    private readonly db: Db,
    private readonly instanceId: string,
    options: Partial<WebhookSenderOptions> = {},
    log?: QueueLogger,
  ) {
    super('webhook queue', log);
    this.options = { ...WEBHOOK_SENDER_DEFAULTS, ...options };
  }

  protected get pollMs(): number {
    return this.options.pollMs;
  }

  protected async drain(): Promise<number> {
    const queue = repositoriesOf(this.db).webhookDeliveries;
    let sent = 0;
    while (!this.stopped) {
      const claimed = await queue.claim(this.instanceId, this.options.batch);
      if (claimed.length === 0) return sent;
      const results = await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
      sent += results.filter(Boolean).length;
    }
    return sent;
  }

  /** one attempt, its outcome recorded; answers whether it was sent */
  private async deliver(delivery: ClaimedDelivery): Promise<boolean> {
    const outcome = await this.attempt(delivery);
    const repos = repositoriesOf(this.db);
    if (outcome.error === null) {
      await repos.webhookDeliveries.sent(delivery.id, this.instanceId, outcome);
      return true;
    }
    const delay = backoffDelay(delivery.attempts, this.options);
    const status = await repos.webhookDeliveries.attemptFailed(
      delivery.id,
      this.instanceId,
      outcome,
      delay,
      this.options.retryForMs,
    );
    this.log?.warn(
      { id: delivery.id, attempts: delivery.attempts, error: outcome.error, status },
      'webhook not delivered',
    );
    await repos.webhookSubscriptions.failing(delivery.subscriptionId);
    // paused first: a subscription failing for 24 hours is not sent the alarm of its own failure
    await this.pauseIfFailing(delivery.subscriptionId);
    if (status === 'failed') await this.raiseFailure(delivery, outcome);
    return false;
  }

  private async attempt(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const refusal = urlRefusal(delivery.url, this.options.allowHttp);
    if (refusal) return { answerCode: null, durationMs: 0, error: refusal };
    const body = JSON.stringify(delivery.payload);
    const started = performance.now();
    const duration = () => Math.round(performance.now() - started);
    try {
      const answer = await outgoingHttp(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ESL-Webhooks/1',
          ...signatureHeaders(delivery.eventId, body, delivery.secrets),
        },
        body,
        deadlineMs: this.options.timeoutMs,
        maxBodyBytes: MAX_ANSWER_BYTES,
      });
      const ok = answer.status >= 200 && answer.status < 300;
      return {
        answerCode: answer.status,
        durationMs: duration(),
        error: ok ? null : `the receiver answered ${answer.status}`,
      };
    } catch (error) {
      const text =
        error instanceof OutgoingError ? `${error.failure}: ${error.message}` : (error as Error).message;
      return { answerCode: null, durationMs: duration(), error: text };
    }
  }

  private async raiseFailure(delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<void> {
    await repositoriesOf(this.db).alarms.raise({
      location: delivery.store ?? 'SYSTEM',
      type: WEBHOOK_DELIVERY_FAILURE,
      class: 2,
      sourceType: 'server',
      data: {
        subscriptionId: delivery.subscriptionId,
        deliveryId: delivery.id,
        eventId: delivery.eventId,
        attempts: delivery.attempts,
        error: outcome.error,
      },
    });
  }

  private async pauseIfFailing(subscriptionId: number): Promise<void> {
    const repos = repositoriesOf(this.db);
    const paused = await repos.webhookSubscriptions.pauseIfFailingFor(
      subscriptionId,
      this.options.pauseAfterMs,
    );
    if (!paused || paused.createdBy.startsWith('token:')) return;
    await repos.mailOutbox.queue({
      to: paused.createdBy,
      subject: `[ESL] Webhook "${paused.name}" paused`,
      body:
        `Deliveries to your webhook "${paused.name}" (subscription ${subscriptionId}) have failed for 24 hours, ` +
        'so it is paused. Check its deliveries on the Webhooks page of the console, fix the receiver, and resume it.\n',
    });
  }
}
