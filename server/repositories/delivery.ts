// Delivery attempts and their daily rollups (issue 27 §1; schemas/deliveryAttempt.schema.json, migration 840;
// docs/api.md "Delivery service levels"). The radio (or a driver of real access points) records each tag update
// it carries out: scheduled() when the gateway takes it, finished() when the tag confirms it or the radio gives up.
// A day of a store is judged in the database's time zone by the store's target (deliveryTargetPercent within
// deliveryTargetMinutes, else the server default): count the attempts asked that day (updates a newer task
// cancelled excepted), withinTarget those confirmed within the minutes, successRate their share, p50/p95/p99 the
// seconds from asked to confirmed of the confirmed ones, failures by cause. Open attempts count in count only.
import type { Queryable } from '../db/db.ts';
import { DELIVERY_CAUSES, type DeliveryCause } from '../../domain/delivery.ts';

import { DAY_FIGURES_SQL, DAY_OF, ROLLUP_STORES, type DayFigures } from './deliveryFigures.ts';

export { DELIVERY_CAUSES, type DeliveryCause };
export { DAY_OF, ROLLUP_STORES, type DayFigures } from './deliveryFigures.ts';

/** a day's figures are final this long after its end (late confirmations of its updates still count) */
export const CLOSE_AFTER_MS = 60 * 60_000;
/** the retries a failed update used up, unless the tag refused it at once */
export const FAILED_TRIES = 4;

export interface DeliveryTarget {
  percent: number;
  minutes: number;
}

/** the server config's default target (DELIVERY_TARGET_PERCENT, DELIVERY_TARGET_MINUTES), for the demo seed */
export const DEFAULT_DELIVERY_TARGET: DeliveryTarget = { percent: 95, minutes: 10 };

export interface ScheduledAttempt {
  taskId: number;
  tagId: string;
  storeCode: string;
  tagMac: string | null;
  gwMac: string | null;
  taskType: string;
  askedAt: string;
  /** null: the gateway did not take it (OFFLINE) */
  takenAt: string | null;
  tries: number;
}

export interface FinishedAttempt {
  taskId: number;
  tagId: string;
  ok: boolean;
  cause: DeliveryCause | null;
  /** when the tag answered (ISO), if not at the call's `at` (an access point's tag checked in earlier) */
  at?: string;
}

/** new attempts from the arrays of attemptArrays() */
const INSERT_ATTEMPTS = `
  INSERT INTO delivery_attempts ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "taskType", "askedAt", "takenAt", tries)
  SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
    $7::timestamptz[], $8::timestamptz[], $9::int[])`;

const attemptArrays = (rows: ScheduledAttempt[]) => [
  rows.map((r) => r.taskId),
  rows.map((r) => r.tagId),
  rows.map((r) => r.storeCode),
  rows.map((r) => r.tagMac),
  rows.map((r) => r.gwMac),
  rows.map((r) => r.taskType),
  rows.map((r) => r.askedAt),
  rows.map((r) => r.takenAt),
  rows.map((r) => r.tries),
];

export class DeliveryRepository {
  constructor(readonly db: Queryable) {}

  /** the gateway took these updates: one attempt per task row (a row sent again keeps its askedAt, adds its tries) */
  async scheduled(rows: ScheduledAttempt[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.query(
      `${INSERT_ATTEMPTS}
       ON CONFLICT ("taskId", "tagId") DO UPDATE SET "takenAt" = EXCLUDED."takenAt", "gwMac" = EXCLUDED."gwMac",
         tries = delivery_attempts.tries + EXCLUDED.tries, "confirmedAt" = NULL, "failedAt" = NULL, cause = NULL,
         seconds = NULL`,
      attemptArrays(rows),
    );
  }

  /** updates asked and not taken (their gateway does not answer): recorded once, an attempt already there stays */
  async asked(rows: ScheduledAttempt[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.query(`${INSERT_ATTEMPTS} ON CONFLICT ("taskId", "tagId") DO NOTHING`, attemptArrays(rows));
  }

  /** the tags answered at `at` (or a row's own): confirmed, or failed with a cause (a retried failure used up its
   * tries); an attempt its OFFLINE gateway had not taken was taken by then */
  async finished(rows: FinishedAttempt[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    await this.db.query(
      `UPDATE delivery_attempts d SET "takenAt" = coalesce(d."takenAt", u.at),
         "confirmedAt" = CASE WHEN u.ok THEN u.at END,
         seconds = CASE WHEN u.ok THEN extract(epoch FROM u.at - d."askedAt")::float8 END,
         "failedAt" = CASE WHEN u.ok THEN NULL ELSE u.at END,
         cause = CASE WHEN u.ok THEN NULL ELSE u.cause END,
         tries = CASE WHEN u.ok OR u.cause = 'refused' THEN d.tries ELSE greatest(d.tries, $6) END
       FROM (SELECT task, tag, ok, cause, coalesce(own, $5::timestamptz) AS at
         FROM unnest($1::bigint[], $2::text[], $3::boolean[], $4::text[], $7::timestamptz[])
           AS x(task, tag, ok, cause, own)) u
       WHERE d."taskId" = u.task AND d."tagId" = u.tag`,
      [
        rows.map((r) => r.taskId),
        rows.map((r) => r.tagId),
        rows.map((r) => r.ok),
        rows.map((r) => r.cause),
        at.toISOString(),
        FAILED_TRIES,
        rows.map((r) => r.at ?? null),
      ],
    );
  }

  /**
   * Open attempts past their store's target whose tag's gateway is OFFLINE fail with cause gatewayOffline (a
   * confirmation once the gateway is back still counts, late). Answers how many.
   */
  async failOffline(now: Date, target: DeliveryTarget): Promise<number> {
    const rows = await this.db.query(
      `UPDATE delivery_attempts d SET "failedAt" = $1, cause = 'gatewayOffline'
       FROM stores s, tags t, gateways g
       WHERE d."confirmedAt" IS NULL AND d."failedAt" IS NULL AND s."storeCode" = d."storeCode"
         AND t."tagId" = d."tagId" AND g."gwMac" = t."gwMac" AND g.status = 'OFFLINE'
         AND d."askedAt" < $1::timestamptz - make_interval(secs => coalesce(s."deliveryTargetMinutes", $2) * 60)
       RETURNING 1`,
      [now.toISOString(), target.minutes],
    );
    return rows.length;
  }

  /** the figures of days `from` to `to` (yyyy-mm-dd) of the stores (undefined: every store), computed now */
  figures(
    stores: string[] | undefined,
    from: string,
    to: string,
    target: DeliveryTarget,
  ): Promise<DayFigures[]> {
    return this.db.query<DayFigures>(`${DAY_FIGURES_SQL} ORDER BY 1, 2`, [
      stores ?? null,
      from,
      to,
      target.percent,
      target.minutes,
    ]);
  }

  /**
   * Rolls up days `from` to `to` into delivery_daily (a store's row of a day without attempts goes), a day ended
   * CLOSE_AFTER_MS before `now` closed. Answers the rows written. Every store (no `stores`): ROLLUP_STORES stores a
   * statement, so that a chain's day stays within the statement timeout.
   */
  async rollup(
    now: Date,
    from: string,
    to: string,
    target: DeliveryTarget,
    stores?: string[],
    storesPerStatement = ROLLUP_STORES,
  ): Promise<number> {
    let written = 0;
    for (const slice of stores ? [stores] : await this.storeSlices(storesPerStatement))
      written += await this.rollupStores(now, from, to, target, slice);
    // (every row this call wrote has "rolledAt" = now: the rows it did not write are the stores' days without any)
    await this.db.query(
      `DELETE FROM delivery_daily d WHERE d.day BETWEEN $2::date AND $3::date
         AND ($1::text[] IS NULL OR d."storeCode" = ANY($1::text[])) AND d."rolledAt" < $4::timestamptz`,
      [stores ?? null, from, to, now.toISOString()],
    );
    return written;
  }

  /** every store's code, in slices of `size` */
  private async storeSlices(size: number): Promise<string[][]> {
    const rows = await this.db.query<{ storeCode: string }>(
      `SELECT "storeCode" FROM stores ORDER BY "storeCode"`,
    );
    const slices: string[][] = [];
    for (let i = 0; i < rows.length; i += size) slices.push(rows.slice(i, i + size).map((r) => r.storeCode));
    return slices;
  }

  /** the rollup's rows of these stores' days, written; answers how many */
  private async rollupStores(
    now: Date,
    from: string,
    to: string,
    target: DeliveryTarget,
    stores: string[],
  ): Promise<number> {
    const params = [stores, from, to, target.percent, target.minutes, now.toISOString(), CLOSE_AFTER_MS];
    const written = await this.db.query(
      `INSERT INTO delivery_daily ("storeCode", day, count, confirmed, "withinTarget", failed, open, p50, p95, p99,
         causes, "targetPercent", "targetMinutes", closed, "rolledAt")
       SELECT f."storeCode", f.day::date, f.count, f.confirmed, f."withinTarget", f.failed, f.open, f.p50, f.p95,
         f.p99, f.causes, f."targetPercent", f."targetMinutes",
         $6::timestamptz >= (f.day::date + 1)::timestamptz + make_interval(secs => $7::float8 / 1000), $6::timestamptz
       FROM (${DAY_FIGURES_SQL}) f
       ON CONFLICT ("storeCode", day) DO UPDATE SET count = EXCLUDED.count, confirmed = EXCLUDED.confirmed,
         "withinTarget" = EXCLUDED."withinTarget", failed = EXCLUDED.failed, open = EXCLUDED.open,
         p50 = EXCLUDED.p50, p95 = EXCLUDED.p95, p99 = EXCLUDED.p99, causes = EXCLUDED.causes,
         "targetPercent" = EXCLUDED."targetPercent", "targetMinutes" = EXCLUDED."targetMinutes",
         closed = EXCLUDED.closed, "rolledAt" = EXCLUDED."rolledAt"
       RETURNING 1`,
      params,
    );
    return written.length;
  }

  /** the days from..to not closed yet (yyyy-mm-dd), oldest first */
  async openDays(from: string, to: string): Promise<string[]> {
    const rows = await this.db.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($1::date, $2::date, interval '1 day') d
       WHERE NOT EXISTS (SELECT 1 FROM delivery_daily x WHERE x.day = d::date AND x.closed)
       ORDER BY d`,
      [from, to],
    );
    return rows.map((r) => r.day);
  }

  /** closed days that missed their target and raised no alarm yet: claimed (alarmedAt set) and answered */
  claimMissed(now: Date): Promise<Array<DayFigures & { successRate: number }>> {
    return this.db.query(
      `UPDATE delivery_daily SET "alarmedAt" = $1
       WHERE closed AND "alarmedAt" IS NULL AND count > 0
         AND delivery_status("withinTarget", count, "targetPercent") = 'MISSED'
       RETURNING "storeCode", to_char(day, 'YYYY-MM-DD') AS day, count, confirmed, "withinTarget", failed, open,
         p50, p95, p99, causes, "targetPercent", "targetMinutes",
         delivery_success_rate("withinTarget", count) AS "successRate"`,
      [now.toISOString()],
    );
  }

  /** today in the database's time zone for `now` (yyyy-mm-dd), and the day before */
  async today(now: Date): Promise<{ today: string; yesterday: string }> {
    const [row] = await this.db.query<{ today: string; yesterday: string }>(
      `SELECT to_char(${DAY_OF('$1')}, 'YYYY-MM-DD') AS today,
         to_char(${DAY_OF('$1')} - 1, 'YYYY-MM-DD') AS yesterday`,
      [now.toISOString()],
    );
    return row;
  }
}
