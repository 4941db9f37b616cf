// The demo's tag history (server/seed/tagHistory.ts), generated in SQL from hashes of the tag id, so the same
// fleet gives the same history: one product update task per store and day with its tag rows and the product update
// history rows of the products it carried; battery, temperature and reset samples every SAMPLE_HOURS.
import type { Queryable } from '../../db/db.ts';

const SAMPLE_HOURS = 4;

/** a deterministic 0..99 value of a text (SQL) */
const roll = (text: string) => `(abs(hashtext(${text})) % 100)`;

/** an info entry moved by up to ±10 % on older days (numbers only), so the history charts have a shape */
const moved = (info: string, index: number) =>
  `(CASE WHEN u.day > 1 AND ${info}->>${index} ~ '^[0-9]+$' THEN jsonb_set(${info}, '{${index}}',
     to_jsonb(round((${info}->>${index})::numeric * (90 + ${roll(`p."prCode" || u.day || '${index}'`)} % 21) / 100)::text))
   ELSE ${info} END)`;

export interface SeededTask {
  taskId: number;
  storeCode: string;
  /** days before now */
  day: number;
}

export interface EndedTask {
  taskId: number;
  storeCode: string;
  failedTags: number;
  totalTags: number;
  at: string;
}

export class SeedTagHistoryRepository {
  constructor(readonly db: Queryable) {}

  /** A PRODUCT task per store (of these, with tags) and day, at 7 o'clock each day before `at`, by `createdBy`. */
  insertTasks(at: string, days: number, createdBy: string, stores: string[]): Promise<SeededTask[]> {
    return this.db.query<SeededTask>(
      `INSERT INTO update_tasks ("storeCode", "taskType", "createdBy", "productCount", "totalTags", "updatedTags",
         "failedTags", progress, "startTime", "endTime", "updatedAt")
       SELECT s."storeCode", 'PRODUCT', $3, 0, 0, 0, 0, 100,
         $1::timestamptz - make_interval(days => d) + interval '7 hours',
         $1::timestamptz - make_interval(days => d) + interval '7 hours 3 minutes',
         $1::timestamptz - make_interval(days => d) + interval '7 hours 3 minutes'
       FROM stores s CROSS JOIN generate_series(1, $2::int) AS d
       WHERE s."storeCode" = ANY($4::text[]) AND EXISTS (SELECT 1 FROM tags t WHERE t."storeCode" = s."storeCode")
       ORDER BY s."storeCode", d DESC
       RETURNING "taskId"::int AS "taskId", "storeCode",
         (extract(epoch FROM ($1::timestamptz - "startTime")) / 86400)::int AS day`,
      [at, days, createdBy, stores],
    );
  }

  /**
   * The product update history of the tasks (product_updates, source 'seed'): each product shown by a tag
   * changed in each day's task; the most recent day carries the product's current info, older days a price and
   * stock close to it.
   */
  async insertProductUpdates(tasks: SeededTask[], createdBy: string): Promise<void> {
    await this.db.query(
      `INSERT INTO product_updates ("storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "taskId", "updateId",
         source, "createdBy", "updatedAt")
       SELECT p."storeCode", p."prCode", p."prName", p."layoutId", p.nfc, ${moved(moved('p."prInfo"', 1), 6)},
         u.task, 'seed-' || u.task, 'seed', $4, x."startTime"
       FROM unnest($1::bigint[], $2::text[], $3::int[]) AS u(task, store, day)
       JOIN update_tasks x ON x."taskId" = u.task
       JOIN products p ON p."storeCode" = u.store
         AND EXISTS (SELECT 1 FROM tags t WHERE t."storeCode" = p."storeCode" AND t."prCode" = p."prCode")
       ORDER BY u.day DESC, p."prCode"`,
      [tasks.map((t) => t.taskId), tasks.map((t) => t.storeCode), tasks.map((t) => t.day), createdBy],
    );
  }

  /** The tasks' rows: every tag of the store with a product, OK or (a few) NG, with the info pushed. */
  async insertTaskTags(tasks: SeededTask[]): Promise<void> {
    await this.db.query(
      `INSERT INTO update_task_tags ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "tagType", "taskType", "prCode",
         "layoutId", nfc, "prInfo", status, "dueAt", "createdAt", "updatedAt")
       SELECT k.task, t."tagId", t."storeCode", t."tagMac", t."gwMac", t."tagType", 'PRODUCT', t."prCode",
         p."layoutId", p.nfc, coalesce(pu."prInfo", p."prInfo"), CASE WHEN ${roll(`t."tagId" || k.day`)} < 4 THEN 'NG' ELSE 'OK' END,
         k.st, k.st, k.st + make_interval(secs => 2 + ${roll(`t."tagId" || 's' || k.day`)} * 1.7)
       FROM unnest($1::bigint[], $2::text[], $3::int[]) AS u(task, store, day)
       CROSS JOIN LATERAL (SELECT u.task, u.day, x."startTime" AS st FROM update_tasks x WHERE x."taskId" = u.task) k
       JOIN tags t ON t."storeCode" = u.store AND t."prCode" IS NOT NULL
       LEFT JOIN products p ON p."storeCode" = t."storeCode" AND p."prCode" = t."prCode"
       LEFT JOIN product_updates pu ON pu."taskId" = k.task AND pu."prCode" = t."prCode"`,
      [tasks.map((t) => t.taskId), tasks.map((t) => t.storeCode), tasks.map((t) => t.day)],
    );
  }

  /** The tasks' counters from their rows; answers the tasks as they ended. */
  countTaskTags(taskIds: number[]): Promise<EndedTask[]> {
    return this.db.query<EndedTask>(
      `WITH c AS (
         SELECT "taskId", count(*)::int AS total, count(*) FILTER (WHERE status = 'NG')::int AS failed,
           count(DISTINCT "prCode")::int AS products
         FROM update_task_tags WHERE "taskId" = ANY($1::bigint[]) GROUP BY "taskId")
       UPDATE update_tasks t SET "totalTags" = c.total, "updatedTags" = c.total, "failedTags" = c.failed,
         "productCount" = c.products
       FROM c WHERE t."taskId" = c."taskId"
       RETURNING t."taskId"::int AS "taskId", t."storeCode", t."failedTags", t."totalTags", t."endTime" AS at`,
      [taskIds],
    );
  }

  /** The MACs of the NG tags of each task, in order. */
  async failedTagMacs(taskIds: number[]): Promise<Map<number, string[]>> {
    const rows = await this.db.query<{ taskId: number; tagMacs: string[] }>(
      `SELECT "taskId"::int AS "taskId", array_agg("tagMac" ORDER BY "tagMac") AS "tagMacs" FROM update_task_tags
       WHERE "taskId" = ANY($1::bigint[]) AND status = 'NG' GROUP BY "taskId"`,
      [taskIds],
    );
    return new Map(rows.map((m) => [m.taskId, m.tagMacs]));
  }

  /** battery (draining towards today's value) and temperature samples every SAMPLE_HOURS; a few resets */
  async insertSamples(stores: string[], days: number, at: string): Promise<void> {
    const steps = (days * 24) / SAMPLE_HOURS;
    const series = `FROM tags t CROSS JOIN generate_series(1, ${steps}) AS k
       CROSS JOIN LATERAL (SELECT $1::timestamptz - make_interval(hours => k * ${SAMPLE_HOURS}) AS time) w
       WHERE t."storeCode" = ANY($2::text[])`;
    await this.db.query(
      `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
       SELECT t."tagId", t."storeCode", least(100, coalesce(t.battery, 80) + (k * ${roll(`t."tagId"`)}) / 1500), w.time
       ${series}`,
      [at, stores],
    );
    await this.db.query(
      `INSERT INTO tag_temperature_history ("tagId", "storeCode", temperature, "updatedAt")
       SELECT t."tagId", t."storeCode",
         round((CASE WHEN left(t."tagType", 1) IN ('D', 'C', '5', '4') THEN -20 ELSE 21 END
           + (${roll(`t."tagId" || k`)} - 50) / 25.0 + 1.5 * sin(k * pi() / 3))::numeric, 1)::float8, w.time
       ${series}`,
      [at, stores],
    );
    await this.db.query(
      `INSERT INTO tag_reset_history ("tagId", "storeCode", cnt, last_time, "updatedAt")
       SELECT t."tagId", t."storeCode", row_number() OVER (PARTITION BY t."tagId" ORDER BY w.time), w.time, w.time
       ${series} AND ${roll(`t."tagId" || 'r' || k`)} < 3`,
      [at, stores],
    );
  }
}
