// The console's real data provider over a request that answers the same page of `rows` to every call and records
// each call's path and body: what a component test of a schema list checks the search against.
import { resources } from '../../domain/generated/resources';
import { createDataProvider } from '../providers/dataProvider';

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

export function recordedDataProvider(rows: Array<Record<string, unknown>>, total = rows.length) {
  const calls: RecordedCall[] = [];
  const dataProvider = createDataProvider(resources, <T>(path: string, options: { body?: unknown } = {}) => {
    calls.push({ path, body: (options.body ?? {}) as Record<string, unknown> });
    return Promise.resolve({ recordsTotal: total, recordsFiltered: total, data: rows } as T);
  });
  return { dataProvider, calls };
}
