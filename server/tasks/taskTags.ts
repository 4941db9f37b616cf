// The tags of one update task (doc 2 §3 Task tag row): tag, product, layout, the product info pushed (prInfo and
// prInfo_{index}), result (null while the radio works it, OK, NG, CANCEL without updatedAt), times. The fail
// list is the NG rows. A row not yet answered of a product change shows the info and layout the change carries
// (product_updates), since the tag's snapshot is only taken when it answers. The SQL is the task tags'
// repository's (server/repositories/updateTaskTags.ts).
import type { TaskTagRow } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** prInfo [a, b, ...] also as prInfo_0, prInfo_1, ... */
export function withPrInfo<T extends { prInfo?: unknown }>(row: T): T & Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  if (Array.isArray(row.prInfo)) row.prInfo.forEach((value, index) => (out[`prInfo_${index}`] = value));
  return out as T & Record<string, unknown>;
}

function renamed(body: SearchBody): SearchBody {
  // the table calls the status `result`: accept both names for the filter and the sort
  const out: SearchBody = { ...body };
  if (out.filter_result !== undefined && out.filter_status === undefined)
    out.filter_status = out.filter_result;
  if (Array.isArray(out.order))
    out.order = out.order.map((o: unknown) =>
      typeof o === 'object' && o !== null && (o as { column?: unknown }).column === 'result'
        ? { ...o, column: 'status' }
        : o,
    );
  return out;
}

export interface TaskTagsQuery {
  taskId: number;
  /** only the failed (NG) rows */
  failedOnly?: boolean;
  body: SearchBody;
  defaultLength: number;
}

const taskTags = (db: Queryable) => repositoriesOf(db).updateTaskTags;

export async function searchTaskTags(db: Queryable, query: TaskTagsQuery): Promise<SearchResult<TaskTagRow>> {
  const page = await taskTags(db).searchTask({ ...query, body: renamed(query.body) });
  return { ...page, data: page.data.map(withPrInfo) };
}

/** the failed rows of a task among the named tags (POST /task/fail/list) */
export async function failedTagsOf(
  db: Queryable,
  taskId: number,
  names: { tagIdList?: string[]; tagMacList?: string[] },
): Promise<TaskTagRow[]> {
  const ids = names.tagIdList ?? [];
  const macs = (names.tagMacList ?? []).map((m) => m.toUpperCase());
  return (await taskTags(db).failed(taskId, ids, macs)).map(withPrInfo);
}
