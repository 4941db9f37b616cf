// Issue 38 defect 1: a dashboard shared with stores the viewer may not see draws the viewer's part of them.
import { describe, expect, it } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { coveredQuery } from './model';
import { viewerStores } from './viewerStores';

const manager = {
  role_id: 1,
  privilege: {},
  store: ['KR001', 'JP001'],
  systemConfig: {},
  enableWholeStore: false,
} as Permissions;

describe('viewerStores', () => {
  it("keeps the stores the session sees of those a dashboard's owner chose", () => {
    expect(viewerStores(manager, ['EU001', 'KR001'])).toEqual(['KR001']);
  });

  it('asks every store of the session when it sees none of them, and every store for the super role', () => {
    expect(viewerStores(manager, ['EU001'])).toEqual([]);
    expect(viewerStores({ ...manager, role_id: 0 }, ['EU001', 'KR001'])).toEqual(['EU001', 'KR001']);
  });
});

describe('coveredQuery', () => {
  const query = { entity: 'tag', measure: { fn: 'count' as const }, stores: ['EU001', 'KR001'] };

  it('is the query over the stores the figures cover (a drill-down opens only those)', () => {
    expect(coveredQuery(query, ['KR001']).stores).toEqual(['KR001']);
  });

  it('names no store when the figures cover every store of the viewer', () => {
    expect(coveredQuery(query, null)).toEqual({ entity: 'tag', measure: { fn: 'count' } });
  });
});
