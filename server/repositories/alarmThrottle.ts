// Alarms raised at most once per key and window across the instances (migration 893, table alarm_throttle;
// issue 38 defect 3): a raise first claims its key's window in one statement, an insert or the move of an expired
// window, which only one caller can win however many instances race for it.
import type { Queryable } from '../db/db.ts';

export class AlarmThrottleRepository {
  constructor(readonly db: Queryable) {}

  /**
   * Claims `key` for the next `windowMs` (database clock): true when no window of the key is open (the caller
   * raises), false while one is. Now and then drops the windows over a day old.
   */
  async claim(key: string, windowMs: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO alarm_throttle (key, "windowUntil")
       VALUES ($1, now() + make_interval(secs => $2::float8 / 1000))
       ON CONFLICT (key) DO UPDATE SET "windowUntil" = excluded."windowUntil"
         WHERE alarm_throttle."windowUntil" <= now()
       RETURNING 1`,
      [key, windowMs],
    );
    if (rows.length > 0 && Math.random() < 0.01)
      await this.db.query(`DELETE FROM alarm_throttle WHERE "windowUntil" < now() - interval '1 day'`);
    return rows.length > 0;
  }
}
