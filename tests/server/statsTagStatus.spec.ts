// The tag status of each store in the store tag stats (GET /status/store/tag, POST /status/store/pagination/1):
// the map markers of the tag status page follow the stores' tags (error, in progress, all OK), not their gateways.
import { beforeAll, describe, expect, it } from 'vitest';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { backends, signedInApp } from './helpers.ts';

interface Row {
  storeCode: string;
  status: string;
  error: number;
  inprogress: number;
  tagStatus: string;
}

describe.each(backends)('tag status of the stores on $name', (backend) => {
  const { t, admin } = signedInApp(backend);
  beforeAll(async () => {
    // KR001 all OK behind an offline gateway, KR002 one tag in progress, JP001 one in error and one in progress
    await t.db.query(`UPDATE tags SET status = 'OK' WHERE "storeCode" IN ('KR001', 'KR002', 'JP001')`);
    await t.db.query(`UPDATE stores SET status = 'OFFLINE' WHERE "storeCode" = 'KR001'`);
    const first = `(SELECT min("tagId") FROM tags WHERE "storeCode" = $1)`;
    const last = `(SELECT max("tagId") FROM tags WHERE "storeCode" = $1)`;
    await t.db.query(`UPDATE tags SET status = 'WIP' WHERE "tagId" = ${first}`, ['KR002']);
    await t.db.query(`UPDATE tags SET status = 'UPDATE' WHERE "tagId" = ${first}`, ['JP001']);
    await t.db.query(`UPDATE tags SET status = 'NG' WHERE "tagId" = ${last}`, ['JP001']);
    await new StatsRefreshRepository(t.db).refresh();
  });

  it('answers ERROR with error tags, INPROGRESS with tags in progress, NORMAL when all are OK', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/status/store/tag', headers: admin });
    expect(response.statusCode).toBe(200);
    const rows = new Map(response.json<{ data: Row[] }>().data.map((r) => [r.storeCode, r]));
    expect(rows.get('KR001')).toMatchObject({
      status: 'OFFLINE',
      error: 0,
      inprogress: 0,
      tagStatus: 'NORMAL',
    });
    expect(rows.get('KR002')).toMatchObject({ error: 0, inprogress: 1, tagStatus: 'INPROGRESS' });
    expect(rows.get('JP001')).toMatchObject({ error: 1, inprogress: 1, tagStatus: 'ERROR' });
    for (const row of rows.values()) expect(['NORMAL', 'INPROGRESS', 'ERROR']).toContain(row.tagStatus);
  });

  it('carries the same tag status in the paged table rows', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/status/store/pagination/1',
      headers: admin,
      payload: { start: 0, length: -1, filter_storeCode: 'JP001' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Row[] }>().data.map((r) => [r.storeCode, r.tagStatus])).toEqual([
      ['JP001', 'ERROR'],
    ]);
  });
});
