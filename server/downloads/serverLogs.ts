// The log lines of every server instance in one place (issue 23): each instance sends the lines its logger writes,
// redacted as the download shows them (server/downloads/logRing.ts), to the server_logs table in batches (every
// FLUSH_MS or BATCH lines). Lines older than the retention (SERVER_LOG_RETENTION_HOURS) are dropped by the
// 'server-log-retention' server job, once across the instances. The server log download (type 0) reads the latest
// lines of all instances from there.
import type { Queryable } from '../db/db.ts';
import { type ServerLogLine } from '../repositories/serverLogs.ts';
import { repositoriesOf } from '../repositories/index.ts';

export type { ServerLogLine };

export const FLUSH_MS = 1000;
/** a line any instance logged is in the table this long after (its next flush, with the insert's time) */
export const SETTLE_MS = FLUSH_MS + 500;
export const BATCH = 500;
/** lines kept waiting while the database does not answer; older ones are dropped */
export const MAX_PENDING = 10_000;
/** the lines a server log download shows, newest kept */
export const DOWNLOAD_LINES = 5000;

export class ServerLogs {
  private pending: Array<{ time: Date; line: string }> = [];
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  private failing = false;

  constructor(
    private readonly db: Queryable,
    private readonly instanceId: string,
    /** told once when writing starts failing (not each time: its own log line would come back here) */
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  push(line: string): void {
    if (this.pending.length >= MAX_PENDING) this.pending.shift();
    this.pending.push({ time: new Date(), line });
    if (this.pending.length >= BATCH) void this.flush();
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** writes the waiting lines (after any write under way); never rejects */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.slice(0, BATCH);
        await repositoriesOf(this.db).serverLogs.insert(this.instanceId, batch);
        this.pending.splice(0, batch.length);
      }
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.onFailure(error);
      this.failing = true;
    }
  }

  /** the latest lines of every instance, oldest first, once every line logged before `asOf` is stored */
  async recent(db: Queryable, asOf: Date, limit = DOWNLOAD_LINES): Promise<ServerLogLine[]> {
    const wait = Math.min(SETTLE_MS, asOf.getTime() + SETTLE_MS - Date.now());
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await this.flush();
    return repositoriesOf(db).serverLogs.latest(limit);
  }
}
