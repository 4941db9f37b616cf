// The demo's battery histories (server/seed/batteryHistory.ts): a tag's seeded readings replaced by those of its
// drain line, and its battery set to the line's level now.
import type { Queryable } from '../../db/db.ts';
import { LOW_BATTERY } from '../../../domain/battery.ts';

export class SeedBatteryHistoryRepository {
  constructor(private readonly db: Queryable) {}

  /** the start of the next ISO week (Monday 00:00, the database's time zone) after `now`, epoch ms */
  async nextWeekStart(now: Date): Promise<number> {
    const [row] = await this.db.query<{ at: Date }>(
      `SELECT (date_trunc('week', $1::timestamptz) + interval '7 days') AS at`,
      [now.toISOString()],
    );
    return new Date(row.at).getTime();
  }

  /** drops the tags' battery readings (their seeded lines replace them) */
  async dropReadings(tagIds: string[]): Promise<void> {
    await this.db.query(`DELETE FROM tag_battery_history WHERE "tagId" = ANY($1::text[])`, [tagIds]);
  }

  /** the tags' battery now (battStatus LOW under LOW_BATTERY) */
  async setBatteries(levels: Array<{ tagId: string; battery: number }>): Promise<void> {
    await this.db.query(
      `UPDATE tags t SET battery = u.battery, "battStatus" = CASE WHEN u.battery < $3 THEN 'LOW' ELSE 'GOOD' END
       FROM unnest($1::text[], $2::int[]) AS u(id, battery) WHERE t."tagId" = u.id`,
      [levels.map((l) => l.tagId), levels.map((l) => l.battery), LOW_BATTERY],
    );
  }
}
