// The plans the planner tests read: EXPLAIN (FORMAT JSON) of a statement, its nodes flattened (the root first, each
// node before its children). PGlite answers the plan as a JSON text, PostgreSQL as parsed JSON.
import type { Queryable } from '../../server/db/db.ts';

export interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** the node and every node under it, depth first */
export const planNodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(planNodes)];

/** the planner's plan of `sql` (not run), as its nodes in order */
export async function explainNodes(db: Queryable, sql: string, values: unknown[] = []): Promise<PlanNode[]> {
  const [row] = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    values,
  );
  const json = row['QUERY PLAN'];
  return planNodes((typeof json === 'string' ? JSON.parse(json) : json)[0].Plan);
}
