// The polling loop of a durable queue's sender (the mail outbox, the webhooks; DESIGN.md §3a "Durable queues"):
// a pass every pollMs (0: this instance sends nothing), never two passes at once, and a stop that waits for the pass
// in flight, so a clean stop leaves no row 'sending'. A pass (drain) works until nothing is due or the loop stops.
// Every instance polls on purpose (unlike the periodic jobs of server/jobs/scheduler.ts, run once across instances):
// the queues are shared work, each row claimed by one instance with FOR UPDATE SKIP LOCKED, so instances add
// throughput and one that dies stops no delivery; a pass is a few indexed statements when nothing is due.

export interface QueueLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** the delay before a retry: `backoffMs` doubled at each attempt after the first, at most `maxBackoffMs` */
export function backoffDelay(attempts: number, options: { backoffMs: number; maxBackoffMs: number }): number {
  return Math.min(options.maxBackoffMs, options.backoffMs * 2 ** Math.max(0, attempts - 1));
}

export abstract class QueuePoller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** set by stop(): a pass ends after the item in hand */
  protected stopped = false;

  protected constructor(
    /** what the log calls a failed pass */
    private readonly what: string,
    protected readonly log?: QueueLogger,
  ) {}

  /** ms between passes (0 = none) */
  protected abstract get pollMs(): number;

  /** one pass: sends what is due until nothing is (or the loop stops); answers how many were sent */
  protected abstract drain(): Promise<number>;

  start(): void {
    this.stopped = false;
    if (this.timer || this.pollMs <= 0) return;
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  /** stops polling and waits for the pass in flight */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => 0);
  }

  /** one pass unless one runs already (then that one's answer); answers how many were sent */
  poll(): Promise<number> {
    if (!this.running) {
      this.running = this.drain()
        .catch((error: unknown) => {
          this.log?.error({ err: error }, `${this.what} pass failed`);
          return 0;
        })
        .finally(() => (this.running = undefined));
    }
    return this.running;
  }
}
