// The weekly swap-list mail of each member (battery_mail_members, migration 885; server/battery/swapMail.ts sends
// it): opted in or out, the week it went, and the stores and tags it lists.
import type { Queryable } from '../db/db.ts';
import { LOCATION_ALIAS } from '../../domain/battery.ts';
import { LIST_SQL, type BatteryListRow } from './batteryLists.ts';

export interface SwapMailStore {
  storeCode: string;
  storeName: string | null;
  /** the store's members due a mail and the interface language each last signed in with (null: not told yet) */
  members: Array<{ email: string; locale: string | null }>;
}

/** the weekly swap-list mail of each member (battery_mail_members, migration 885): opted in or out, the week it went */
export class BatteryMailRepository {
  constructor(private readonly db: Queryable) {}

  /** an account's opt-in and the ISO week (IYYY-IW) its mails went out last */
  async member(email: string): Promise<{ enabled: boolean; sentWeek: string | null }> {
    const [row] = await this.db.query<{ sentWeek: string | null }>(
      `SELECT "sentWeek" FROM battery_mail_members WHERE email = $1`,
      [email],
    );
    return { enabled: row !== undefined, sentWeek: row?.sentWeek ?? null };
  }

  /** opts an account in (kept as it was when already in) or out */
  async setMember(email: string, enabled: boolean): Promise<void> {
    if (enabled)
      await this.db.query(
        `INSERT INTO battery_mail_members (email) VALUES ($1) ON CONFLICT (email) DO NOTHING`,
        [email],
      );
    else await this.db.query(`DELETE FROM battery_mail_members WHERE email = $1`, [email]);
  }

  /** the members opted in whose mails of `week` have not gone yet, now marked as gone (a claim: one job run each) */
  async claimWeek(week: string): Promise<string[]> {
    const rows = await this.db.query<{ email: string }>(
      `UPDATE battery_mail_members SET "sentWeek" = $1 WHERE "sentWeek" IS DISTINCT FROM $1 RETURNING email`,
      [week],
    );
    return rows.map((row) => row.email);
  }

  /** the ISO week, ISO weekday (1 = Monday) and hour of `now` in the database's time zone */
  async clock(now: Date): Promise<{ week: string; weekday: number; hour: number }> {
    const [row] = await this.db.query<{ week: string; weekday: number; hour: number }>(
      `SELECT to_char($1::timestamptz, 'IYYY-IW') AS week, extract(isodow FROM $1::timestamptz)::int AS weekday,
         extract(hour FROM $1::timestamptz)::int AS hour`,
      [now.toISOString()],
    );
    return row;
  }

  /** the stores with tags due within 7 days of `now` (or low), each with those of `emails` that are its members:
   * accounts whose store list holds it, or that see every store (role 0, enableWholeStore) */
  storesDue(now: Date, emails: string[]): Promise<SwapMailStore[]> {
    return this.db.query<SwapMailStore>(
      `SELECT s."storeCode", s."storeName",
         coalesce((SELECT jsonb_agg(jsonb_build_object('email', a.email, 'locale', a.locale) ORDER BY a.email)
           FROM accounts a WHERE a.email = ANY($2::text[]) AND a.email LIKE '%@%'
             AND (a.role_id = 0 OR a."enableWholeStore" IS TRUE OR a.store @> jsonb_build_array(s."storeCode"))),
           '[]') AS members
       FROM stores s
       WHERE EXISTS (SELECT 1 FROM battery_forecasts f WHERE f."storeCode" = s."storeCode"
         AND f.state IN ('forecast', 'low') AND f."forecastAt" < $1::timestamptz + interval '7 days')
       ORDER BY s."storeCode"`,
      [now.toISOString(), emails],
    );
  }

  /** a store's tags due within 7 days of `now`, by aisle then forecast date */
  dueTags(storeCode: string, now: Date): Promise<BatteryListRow[]> {
    return this.db.query<BatteryListRow>(
      `SELECT * FROM (${LIST_SQL}) x WHERE x.state IN ('forecast', 'low')
         AND x."forecastAt" < $3::timestamptz + interval '7 days'
       ORDER BY aisle ASC NULLS LAST, "forecastAt", "tagId"`,
      [storeCode, LOCATION_ALIAS.source, now.toISOString()],
    );
  }
}
