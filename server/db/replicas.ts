// The read replicas of the PostgreSQL primary (DATABASE_READ_URL, issue 37): a pool per replica and a probe per
// replica on an interval. A replica serves reads while its last probe found it a standby that answers and lags at
// most READ_REPLICA_MAX_LAG_MS; one that fails a probe or a read is skipped until a probe finds it good again.
//
// The lag rule: every probe reads the primary's WAL position (pg_current_wal_lsn) and keeps it with the time it
// was read. A replica that has replayed up to the primary's position of this probe lags 0; otherwise it lags since
// the oldest kept position it has not replayed yet was read (to the probe's interval). WAL positions, not
// `now() - pg_last_xact_replay_timestamp()`: that grows while the primary is idle although nothing is missing.
import type { Db, Queryable } from './db.ts';
import { openPostgres } from './postgres.ts';

/** the application_name of the replicas' connections (pg_stat_activity on a replica) */
export const READ_APPLICATION_NAME = 'esl-read';

export interface ReadReplicaOptions {
  /** a replica lagging more is skipped (READ_REPLICA_MAX_LAG_MS) */
  maxLagMs: number;
  /** milliseconds between probes (READ_REPLICA_PROBE_MS) */
  probeMs: number;
  poolSize?: number;
  statementTimeoutMs?: number;
}

export interface ReplicaState {
  url: string;
  healthy: boolean;
  /** the lag of the last probe in milliseconds; undefined when it failed */
  lagMs?: number;
  /** reads (statements and transactions) this replica served */
  reads: number;
  /** why the replica is skipped, when it is */
  reason?: string;
}

interface Replica extends ReplicaState {
  db: Db;
}

/** a WAL position ('16/B374D848') as a number of bytes */
function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Errors after which the read is answered by the primary instead: the replica is unreachable or shutting down
 * (a socket error, the pg client's lost or timed-out connection, SQLSTATE class 08 or 57P01-03), the statement
 * wrote (25006 read-only transaction), or recovery cancelled it (40001 conflict with recovery). Anything else (a
 * statement timeout, bad SQL, a refusal of the caller's code) is the read's own error.
 */
export function isReplicaFailure(error: unknown): { down: boolean } | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const lost = code === undefined && /Connection terminated|trying to connect/.test(String(message));
  if (lost || (typeof code === 'string' && /^(E[A-Z]+|08...|57P0[1-3])$/.test(code))) return { down: true };
  if (code === '25006' || code === '40001') return { down: false };
  return undefined;
}

export class ReadReplicas {
  private readonly replicas: Replica[];
  private readonly primaryWal: Array<{ lsn: bigint; at: number }> = [];
  private next = 0;
  private timer?: NodeJS.Timeout;
  private probing?: Promise<void>;

  private constructor(
    private readonly primary: Queryable,
    replicas: Replica[],
    private readonly options: ReadReplicaOptions,
  ) {
    this.replicas = replicas;
  }

  /** opens a pool per replica (a replica down now is skipped until it answers) and probes them once */
  static async open(primary: Queryable, urls: string[], options: ReadReplicaOptions): Promise<ReadReplicas> {
    const replicas = await Promise.all(
      urls.map(async (url) => ({
        url,
        healthy: false,
        reads: 0,
        reason: 'not probed yet',
        db: await openPostgres(url, {
          poolSize: options.poolSize,
          statementTimeoutMs: options.statementTimeoutMs,
          applicationName: READ_APPLICATION_NAME,
          connectTimeoutMs: Math.max(1000, options.probeMs),
          failFast: false,
        }),
      })),
    );
    const set = new ReadReplicas(primary, replicas, options);
    await set.probe();
    // per instance on purpose (not a server job): each instance routes its own reads, so each must know for itself
    // whether it can reach a replica and how far behind it is
    set.timer = setInterval(() => void set.probe(), options.probeMs);
    set.timer.unref();
    return set;
  }

  /** the replicas as the last probe and reads left them (tests, logs) */
  states(): ReplicaState[] {
    return this.replicas.map(({ url, healthy, lagMs, reads, reason }) => ({
      url,
      healthy,
      lagMs,
      reads,
      reason,
    }));
  }

  /** probes every replica now (one probe at a time: a slow round is not doubled by the interval) */
  probe(): Promise<void> {
    this.probing ??= this.probeRound().finally(() => (this.probing = undefined));
    return this.probing;
  }

  private async probeRound(): Promise<void> {
    const now = Date.now();
    const [{ lsn }] = await this.primary
      .query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')
      .catch(() => [{ lsn: undefined }]);
    if (lsn === undefined) return; // the primary's outage is the primary's business: the replicas stay as they are
    const current = lsnBytes(lsn);
    this.primaryWal.push({ lsn: current, at: now });
    // positions older than the limit only ever say "too late": the oldest of them is enough
    while (this.primaryWal.length > 1 && now - this.primaryWal[1].at > this.options.maxLagMs)
      this.primaryWal.shift();
    await Promise.all(this.replicas.map((replica) => this.probeReplica(replica, current, now)));
  }

  private async probeReplica(replica: Replica, primaryLsn: bigint, now: number): Promise<void> {
    try {
      const [row] = await replica.db.query<{ standby: boolean; replayed: string | null }>(
        'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
      );
      if (!row.standby || row.replayed === null) return this.skip(replica, 'not a streaming standby');
      const replayed = lsnBytes(row.replayed);
      const missing = replayed >= primaryLsn ? undefined : this.primaryWal.find((p) => p.lsn > replayed);
      replica.lagMs = missing ? now - missing.at : 0;
      if (replica.lagMs > this.options.maxLagMs) return this.skip(replica, `lags ${replica.lagMs} ms`);
      replica.healthy = true;
      replica.reason = undefined;
    } catch (error) {
      replica.lagMs = undefined;
      this.skip(replica, (error as Error).message);
    }
  }

  private skip(replica: Replica, reason: string): void {
    replica.healthy = false;
    replica.reason = reason;
  }

  /** a healthy replica, taken in turn; undefined when none is */
  private pick(): Replica | undefined {
    for (let i = 0; i < this.replicas.length; i += 1) {
      const replica = this.replicas[(this.next + i) % this.replicas.length];
      if (replica.healthy) {
        this.next = (this.next + i + 1) % this.replicas.length;
        return replica;
      }
    }
    return undefined;
  }

  /**
   * Runs `read` on a healthy replica, or `fallback` (the primary) when none is or the replica fails
   * (isReplicaFailure): an unreachable replica is skipped until a probe finds it good again.
   */
  async read<T>(read: (replica: Db) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    const replica = this.pick();
    if (!replica) return fallback();
    try {
      const result = await read(replica.db);
      replica.reads += 1;
      return result;
    } catch (error) {
      const failure = isReplicaFailure(error);
      if (!failure) throw error;
      if (failure.down) this.skip(replica, (error as Error).message);
      return fallback();
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.probing;
    await Promise.all(this.replicas.map((replica) => replica.db.close()));
  }
}
