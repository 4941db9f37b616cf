// Folding the count rollups of the stats queries (x-stats.rollups; tags: migration 830; the stats-rollups server
// job, server/stats/query/rollups.ts): triggers append one delta row per group and statement; folding rewrites each
// group's rows as one, so a query sums about one row per group. Folding is one statement per rollup (DELETE ...
// RETURNING into INSERT): readers see the rows before or after it, and deltas appended meanwhile stay as they are,
// for the next run. The alarm history's hour counts (migration 996) are kept the same way, outside the stats queries.
import type { Queryable } from '../../db/db.ts';
import { ident } from '../../db/sql.ts';
import { statsEntities } from '../../generated/statsEntities.ts';
import type { StatsEntityMeta } from '../../stats/query/entityMeta.ts';
import { ALARM_HOUR_COUNTS } from '../alarmRangeCount.ts';

/** a rollup of delta rows: its table, the columns of a group, the count column */
export interface DeltaRollup {
  table: string;
  keys: string[];
  count: string;
}

/** the stats queries' rollups kept as delta rows (a keyed rollup's triggers add to its one row per group), and
 * the alarm history's hour counts */
function deltaRollups(entities: Record<string, StatsEntityMeta>): DeltaRollup[] {
  const rollups = Object.values(entities).flatMap((e) => e.rollups ?? []);
  return [
    ...rollups
      .filter((r) => !r.keyed)
      .map((r) => ({
        table: r.table,
        keys: [...new Set([...Object.values(r.columns), ...(r.day ? [r.day.column] : [])])],
        count: r.count,
      })),
    ALARM_HOUR_COUNTS,
  ];
}

/** Folds every rollup's rows to one per group; answers the rows removed (deltas folded). */
export async function foldRollups(
  db: Queryable,
  entities: Record<string, StatsEntityMeta> = statsEntities,
): Promise<number> {
  let folded = 0;
  for (const rollup of deltaRollups(entities)) {
    const keys = rollup.keys.map(ident);
    const count = ident(rollup.count);
    const table = ident(rollup.table);
    // only groups of more than one row are rewritten (no dead rows for the folded ones at every run); a group's
    // NULLs are one group, as in GROUP BY (PARTITION BY), and the rows are picked by ctid
    const [row] = await db.query<{ before: number; after: number }>(
      `WITH gone AS (DELETE FROM ${table} WHERE ctid IN (
                       SELECT id FROM (SELECT ctid AS id, count(*) OVER (PARTITION BY ${keys.join(', ')}) AS rows
                                       FROM ${table}) AS g WHERE rows > 1)
                     RETURNING *),
            kept AS (INSERT INTO ${table} (${keys.join(', ')}, ${count})
                     SELECT ${keys.join(', ')}, sum(${count}) FROM gone GROUP BY ${keys.join(', ')}
                     HAVING sum(${count}) <> 0 RETURNING 1)
       SELECT (SELECT count(*) FROM gone)::int AS before, (SELECT count(*) FROM kept)::int AS after`,
    );
    folded += row.before - row.after;
  }
  return folded;
}
