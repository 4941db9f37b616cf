// @vitest-environment node
// statsFile.ts: the stats query allow-lists come from x-stats, x-groupable, x-measurable and the list filters;
// a wrong annotation stops codegen with the file and the reason.
import { describe, expect, it } from 'vitest';
import type { LoadedSchema } from './schemaModel';
import { statsFile, statsMeta } from './statsFile';

function schema(extra: Record<string, unknown> = {}, props: Record<string, unknown> = {}): LoadedSchema {
  return {
    file: 'thing.schema.json',
    schema: {
      $id: 'thing',
      title: 'Thing',
      type: 'object',
      'x-key': 'code',
      'x-privilege': 'tag',
      'x-stats': { table: 'things', time: 'seenAt', store: 'storeCode' },
      'x-list': { filters: ['kind', { field: 'code', op: '~' }, { field: 'startDate' }] },
      properties: {
        code: { type: 'string' },
        storeCode: { type: 'string', 'x-groupable': true },
        kind: { type: 'string', 'x-filter': '==', 'x-groupable': true },
        weight: { type: 'number', 'x-measurable': true },
        secret: { type: 'string', 'x-internal': true },
        seenAt: { type: 'string', format: 'date-time' },
        ...props,
      },
      ...extra,
    } as LoadedSchema['schema'],
  };
}

describe('statsEntities.ts', () => {
  it('writes the table, store column, time fields and each field with its uses', () => {
    const { file, schema: thing } = schema();
    const meta = statsMeta(file, thing);
    expect(meta).toMatchObject({ entity: 'thing', table: 'things', store: 'storeCode', time: 'seenAt' });
    expect(meta.timeFields).toEqual(['seenAt']);
    const fields = meta.fields as Array<Record<string, unknown>>;
    expect(fields.map((f) => f.name)).toEqual(['code', 'storeCode', 'kind', 'weight', 'seenAt']);
    expect(fields.find((f) => f.name === 'kind')).toMatchObject({
      groupable: true,
      measurable: false,
      filter: '==',
    });
    expect(fields.find((f) => f.name === 'code')).toMatchObject({ groupable: false, filter: '~' });
    expect(fields.find((f) => f.name === 'weight')).toMatchObject({ measurable: true, type: 'number' });
    expect(fields.find((f) => f.name === 'seenAt')).toMatchObject({ type: 'time' });
    expect(statsFile([schema()])).toContain(
      'export const statsEntities: Record<string, StatsEntityMeta> = {',
    );
  });

  it('leaves out schemas without x-stats', () => {
    const { schema: plain } = schema();
    delete (plain as Record<string, unknown>)['x-stats'];
    expect(statsFile([{ file: 'thing.schema.json', schema: plain }])).not.toContain('things');
  });

  it('refuses a measurable text, a groupable object, a time field that is none, a bad table name', () => {
    expect(() => statsFile([schema({}, { label: { type: 'string', 'x-measurable': true } })])).toThrow(
      /thing\.schema\.json label: x-measurable needs an integer or number/,
    );
    expect(() => statsFile([schema({}, { info: { type: 'object', 'x-groupable': true } })])).toThrow(
      /x-groupable needs a plain value/,
    );
    expect(() =>
      statsFile([schema({ 'x-stats': { table: 'things', time: 'code', store: 'storeCode' } })]),
    ).toThrow(/x-stats time must name a date-time property/);
    expect(() =>
      statsFile([schema({ 'x-stats': { table: 'things; drop', time: 'seenAt', store: 'storeCode' } })]),
    ).toThrow(/x-stats table must be a SQL name/);
    expect(() =>
      statsFile([
        schema({
          'x-stats': {
            table: 'things',
            time: 'seenAt',
            store: 'storeCode',
            rollups: [{ table: 'r', count: 'n', columns: { nope: 'x' } }],
          },
        }),
      ]),
    ).toThrow(/x-stats rollups must be/);
  });
});
