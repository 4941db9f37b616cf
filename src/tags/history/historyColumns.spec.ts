import { describe, expect, it } from 'vitest';
import type { UpdateHistoryRow } from './api';
import { prInfoColumns } from './historyColumns';

const row = (extra: Record<string, string>): UpdateHistoryRow =>
  ({
    taskId: 1,
    taskType: 'PRODUCT',
    prCode: 'P',
    nfc: null,
    layoutId: 'L01',
    pageNo: null,
    status: 'OK',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:05Z',
    ...extra,
  }) as UpdateHistoryRow;

describe('prInfoColumns', () => {
  it('heads prInfo_{index} with the alias names, in index order', () => {
    const columns = prInfoColumns(
      [
        { index: 1, name: 'Price', key: false, chart: true },
        { index: 0, name: 'Product Name', key: true, chart: false },
      ],
      [row({ prInfo_0: 'Milk', prInfo_1: '199' })],
    );
    expect(columns).toEqual([
      { field: 'prInfo_0', index: 0, header: 'Product Name' },
      { field: 'prInfo_1', index: 1, header: 'Price' },
    ]);
  });

  it('adds the indexes the rows carry without alias, headed by the field name', () => {
    const columns = prInfoColumns(
      [{ index: 0, name: ' ', key: true, chart: false }],
      [row({ prInfo_3: 'x' })],
    );
    expect(columns.map((c) => c.header)).toEqual(['prInfo_0', 'prInfo_3']);
  });
});
