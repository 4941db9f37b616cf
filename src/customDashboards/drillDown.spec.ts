import { describe, expect, it } from 'vitest';
import type { StatsQuery } from './api';
import { statsEntities } from '../../server/generated/statsEntities';
import { drillDownChoices, drillDownPath, drillRange, TARGETS } from './drillDown';
import { isoToLocal } from './model';

const local = (iso: string) => isoToLocal(iso).replace('T', ' ');
const withFilter = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const count = { fn: 'count' } as const;
const FROM = '2026-11-20T00:00:00.000Z';

describe('drillDownPath', () => {
  it('opens the clicked store tag list with the panel filters and its time range', () => {
    const query: StatsQuery = {
      entity: 'tag',
      measure: count,
      groupBy: ['storeCode'],
      filters: { status: 'ERROR' },
      stores: ['S1', 'S2'],
      from: FROM,
    };
    expect(drillDownPath(query, ['S2'])).toBe(
      withFilter('/tag/detail/S2', { status: 'ERROR', startDate: local(FROM) }),
    );
  });

  it('narrows a line point to its bucket, start to its last second', () => {
    const query: StatsQuery = {
      entity: 'tag',
      measure: count,
      bucket: { field: 'updatedAt', unit: 'day' },
      stores: ['S1'],
      from: FROM,
    };
    const day = '2026-11-22T00:00:00.000Z';
    expect(drillRange(query, [day])).toEqual({ from: day, to: '2026-11-22T23:59:59.000Z' });
    expect(drillDownPath(query, [day])).toBe(
      withFilter('/tag/detail/S1', { startDate: local(day), endDate: local('2026-11-22T23:59:59.000Z') }),
    );
    // the first bucket starts before the panel's range: the range's start is kept
    expect(drillRange(query, ['2026-11-19T00:00:00.000Z']).from).toBe(FROM);
  });

  it('keeps a bucket of another time field out of the list dates', () => {
    const query: StatsQuery = {
      entity: 'tag',
      measure: count,
      bucket: { field: 'respondedAt', unit: 'hour' },
      stores: ['S1'],
      from: FROM,
    };
    expect(drillDownPath(query, ['2026-11-22T03:00:00.000Z'])).toBe(
      withFilter('/tag/detail/S1', { startDate: local(FROM) }),
    );
  });

  it('opens the list of stores when the tags are of several stores', () => {
    expect(
      drillDownPath({ entity: 'tag', measure: count, groupBy: ['status'], stores: ['S1', 'S2'] }, ['OK']),
    ).toBe('/tag');
  });

  it('gives the task list its store and whole days', () => {
    const query: StatsQuery = {
      entity: 'updateTask',
      measure: count,
      groupBy: ['taskType'],
      stores: ['S1'],
      from: FROM,
    };
    const from = local(FROM);
    expect(drillDownPath(query, ['ASSIGN'])).toBe(
      withFilter('/task', { taskType: 'ASSIGN', storeCode: 'S1', startDate: from.slice(0, 10) }),
    );
  });

  it('opens a sensor history from a sensor sample group', () => {
    expect(
      drillDownPath({ entity: 'sensorSample', measure: count, groupBy: ['sensorMac'], stores: ['S1'] }, [
        'AA:01',
      ]),
    ).toBe('/sensor/S1/AA%3A01/history');
    expect(drillDownPath({ entity: 'sensorSample', measure: count, stores: ['S1'] }, [])).toBe(
      '/sensor/detail/S1',
    );
  });

  it('passes only the filters the target list offers (a gateway MAC as the store gateway list search)', () => {
    expect(
      drillDownPath({ entity: 'gateway', measure: count, groupBy: ['storeCode', 'gwMac'] }, ['S1', 'GW1']),
    ).toBe(withFilter('/store/detail/S1', { macOrIp: 'GW1' }));
    expect(drillDownPath({ entity: 'alarm', measure: count, groupBy: ['location'] }, ['S3'])).toBe(
      withFilter('/alarm/history', { location: 'S3' }),
    );
  });

  it('has a list for every catalogue entity', () => {
    const entities = [
      ['product', '/product/list/S1'],
      ['productUpdate', '/product/S1/update/task/list'],
      ['paperTaskRow', '/paper/task/S1'],
      ['plusDevice', '/plus/device/list/S1'],
      ['batteryForecast', '/battery/S1'],
      ['deliveryAttempt', '/delivery/S1'],
      ['sensor', '/sensor/detail/S1'],
      ['store', '/store'],
    ];
    for (const [entity, path] of entities)
      expect(drillDownPath({ entity, measure: count, stores: ['S1'] }, [])).toBe(path);
  });

  it('has a target list for every stats entity, filtering only by its fields', () => {
    for (const entity of Object.values(statsEntities)) {
      const target = TARGETS[entity.entity];
      expect(target, entity.entity).toBeDefined();
      const fields = entity.fields.map((field) => field.name);
      for (const field of Object.keys(target.filters)) expect(fields, entity.entity).toContain(field);
      if (target.dates) expect(target.dates.field).toBe(entity.time);
    }
  });
});

describe('drillDownChoices', () => {
  it("offers each of the panel's stores with the clicked slice's group and the panel's time", () => {
    const query: StatsQuery = {
      entity: 'tag',
      measure: count,
      groupBy: ['status'],
      stores: ['S1', 'S 2'],
      from: FROM,
    };
    expect(drillDownChoices(query, ['ERROR'], ['S9'])).toEqual([
      { store: 'S1', path: withFilter('/tag/detail/S1', { status: 'ERROR', startDate: local(FROM) }) },
      { store: 'S 2', path: withFilter('/tag/detail/S%202', { status: 'ERROR', startDate: local(FROM) }) },
    ]);
  });

  it("offers every store of the session when the panel names none, a point's hour kept", () => {
    const hour = '2026-11-22T03:00:00.000Z';
    const query: StatsQuery = {
      entity: 'tag',
      measure: count,
      groupBy: ['tagType'],
      bucket: { field: 'updatedAt', unit: 'hour' },
      from: FROM,
    };
    const dates = { startDate: local(hour), endDate: local('2026-11-22T03:59:59.000Z') };
    expect(drillDownChoices(query, ['T29', hour], ['S1', 'S2'])).toEqual([
      { store: 'S1', path: withFilter('/tag/detail/S1', { tagType: 'T29', ...dates }) },
      { store: 'S2', path: withFilter('/tag/detail/S2', { tagType: 'T29', ...dates }) },
    ]);
  });

  it('has nothing to offer when one address says it all', () => {
    const byStore: StatsQuery = {
      entity: 'tag',
      measure: count,
      groupBy: ['storeCode'],
      stores: ['S1', 'S2'],
    };
    expect(drillDownChoices(byStore, ['S2'], [])).toBeUndefined();
    expect(
      drillDownChoices({ entity: 'tag', measure: count, stores: ['S1'] }, [], ['S1', 'S2']),
    ).toBeUndefined();
    // alarms and stores have one list of every store
    expect(
      drillDownChoices({ entity: 'alarm', measure: count, groupBy: ['type'] }, ['X'], ['S1']),
    ).toBeUndefined();
    expect(drillDownChoices({ entity: 'store', measure: count }, [], ['S1'])).toBeUndefined();
  });
});
