import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRepositories } from '../../server/repositories/index.ts';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { createPrng } from '../../server/sim/prng.ts';
import {
  COLLECTION_TIMEOUT_MS,
  CollectionSimulation,
  collectionDurationMs,
} from '../../server/sim/collection.ts';
import { startCollectingSocket, type CollectingSocket } from '../../server/ws/collecting.ts';
import { backends, type Headers, signedInApp } from './helpers.ts';

interface Message {
  type: number;
  storeList: Array<{
    storeCode: string;
    storeName: string;
    cmd?: number;
    gwList: string[];
    tagList: string[];
    checkTime: string | null;
  }>;
}

/** a websocket client that queues the messages it receives */
async function client(port: number) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
  const queue: Message[] = [];
  const waiting: Array<(m: Message) => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    const next = waiting.shift();
    if (next) next(message);
    else queue.push(message);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    next: () =>
      queue.length
        ? Promise.resolve(queue.shift()!)
        : new Promise<Message>((resolve, reject) => {
            waiting.push(resolve);
            setTimeout(() => reject(new Error('no websocket message')), 5000);
          }),
    close: () => socket.close(),
  };
}

describe.each(backends)('tag status collection on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);
  let socket: CollectingSocket;

  beforeAll(async () => {
    socket = await startCollectingSocket({
      port: 0,
      host: '127.0.0.1',
      repo: t.app.repos.collecting,
      log: t.app.log,
    });
  });
  afterAll(async () => socket?.close());

  const start = (headers: Headers, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/tag/status/check', headers, payload: body });
  const stop = (headers: Headers, storeCode: string) =>
    t.app.inject({ method: 'POST', url: '/api/tag/status/check/stop', headers, payload: { storeCode } });
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/tag/status/collecting/store' })).json<{
      storeList: Message['storeList'];
    }>().storeList;

  it('start and stop go over the websocket as message type 1 and show in the public list', async () => {
    const ws = await client(socket.port);
    expect(await ws.next()).toEqual({ type: 1, storeList: [] });
    const started = await start(manager, { storeCode: 'KR001', cmd: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const gateways = (
      await t.db.query<{ gwMac: string }>(
        `SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR001' ORDER BY "gwMac"`,
      )
    ).map((g) => g.gwMac);
    const message = await ws.next();
    expect(message.type).toBe(1);
    expect(message.storeList).toEqual([
      expect.objectContaining({
        storeCode: 'KR001',
        storeName: expect.any(String),
        cmd: 1,
        gwList: gateways,
        tagList: [],
        checkTime: null,
      }),
    ]);
    expect(await list()).toEqual(message.storeList);
    expect((await start(admin, { storeCode: 'KR001' })).statusCode).toBe(409);
    const stopped = await stop(manager, 'KR001');
    expect(stopped.json()).toEqual({ storeCode: 'KR001', stopped: true });
    expect(await ws.next()).toEqual({ type: 1, storeList: [] });
    expect(await list()).toEqual([]);
    ws.close();
  });

  it('needs tag.write and the store; a tag list must match tags of the store', async () => {
    expect((await start(viewer, { storeCode: 'KR001' })).statusCode).toBe(403);
    expect((await start(manager, { storeCode: 'KR002' })).statusCode).toBe(403);
    expect((await stop(manager, 'KR002')).statusCode).toBe(403);
    const none = await start(admin, { storeCode: 'KR002', tagList: ['nope'] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'no matching tags' });
    expect((await start(admin, { storeCode: 'KR002', cmd: 7 })).json()).toMatchObject({
      message: 'validation error',
    });
    const [tag] = await t.db.query<{ tagId: string; gwMac: string }>(
      `SELECT "tagId", "gwMac" FROM tags WHERE "storeCode" = 'KR002' ORDER BY "tagId" LIMIT 1`,
    );
    const one = await start(admin, { storeCode: 'KR002', tagList: [tag!.tagId] });
    expect(one.json()).toMatchObject({ gwList: [tag!.gwMac], tagList: [tag!.tagId] });
    expect((await list()).find((s) => s.storeCode === 'KR002')?.cmd).toBeUndefined();
    await stop(admin, 'KR002');
  });

  it('the simulator works the collection in batches over 30 to 90 s and removes it when done', async () => {
    const repos = createRepositories(t.db);
    const sim = new CollectionSimulation(t.db, repos.collecting, repos.alarms, createPrng(3), 5000);
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "storeCode" = 'JP001'`);
    expect((await start(admin, { storeCode: 'JP001' })).statusCode).toBe(200);
    const begin = new Date((await repos.collecting.get('JP001'))!.startTime).getTime();
    let now = begin;
    const seen: number[] = [];
    while (await repos.collecting.get('JP001')) {
      now += 5000;
      await sim.tick(new Date(now));
      const row = await repos.collecting.get('JP001');
      if (row) {
        seen.push(row.processed);
        expect(new Date(row.checkTime!).getTime()).toBe(now);
      }
      expect(now - begin).toBeLessThan(120_000);
    }
    expect(seen.length).toBeGreaterThan(1);
    expect(now - begin).toBeGreaterThanOrEqual(Math.min(collectionDurationMs('JP001'), 30_000) - 5000);
    const stale = await t.db.query(`SELECT 1 FROM tags WHERE "storeCode" = 'JP001' AND "respondedAt" <= $1`, [
      new Date(begin).toISOString(),
    ]);
    expect(stale).toEqual([]);
    const log = await t.db.query<{ message: string }>(
      `SELECT message FROM gateway_log WHERE message LIKE 'All Tag Status Collect%' ORDER BY id`,
    );
    expect(log.map((l) => l.message.split(' (')[0])).toEqual(
      expect.arrayContaining(['All Tag Status Collect started', 'All Tag Status Collect finished']),
    );
  });

  it('keeps the maintained statistics equal to a full recount when a collection finds tags and drains batteries', async () => {
    const repos = createRepositories(t.db);
    const sim = new CollectionSimulation(t.db, repos.collecting, repos.alarms, createPrng(5), 5000);
    const first = (offset: number, limit: number) =>
      `SELECT "tagId" FROM tags WHERE "storeCode" = 'KR001' ORDER BY "tagId" OFFSET ${offset} LIMIT ${limit}`;
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "storeCode" = 'KR001'`);
    await t.db.query(`UPDATE tags SET status = 'MISSING' WHERE "tagId" IN (${first(0, 8)})`);
    await t.db.query(
      `UPDATE tags SET battery = 20, "battStatus" = 'GOOD' WHERE "tagId" IN (${first(8, 40)})`,
    );
    await new StatsRefreshRepository(t.db).refresh();
    expect((await start(admin, { storeCode: 'KR001' })).statusCode).toBe(200);
    for (let now = Date.now(); await repos.collecting.get('KR001');) {
      now += 5000;
      await sim.tick(new Date(now));
    }
    const [moved] = await t.db.query<{ found: number; low: number }>(
      `SELECT count(*) FILTER (WHERE status = 'OK' AND "tagId" IN (${first(0, 8)}))::int AS found,
         count(*) FILTER (WHERE "battStatus" = 'LOW' AND "tagId" IN (${first(8, 40)}))::int AS low
       FROM tags WHERE "storeCode" = 'KR001'`,
    );
    expect(moved.found).toBeGreaterThan(0);
    expect(moved.low).toBeGreaterThan(0);
    const read = () =>
      t.db.query(
        `SELECT "storeCode", success, inprogress, error, "lowBattery" FROM store_tag_stats WHERE "storeCode" = 'KR001'`,
      );
    const incremental = await read();
    await new StatsRefreshRepository(t.db).refresh();
    expect(incremental).toEqual(await read());
  });

  it('a collection running too long raises TAG STATUS CHECK TIME OUT and ends', async () => {
    const repos = createRepositories(t.db);
    const sim = new CollectionSimulation(t.db, repos.collecting, repos.alarms, createPrng(3), 5000);
    expect((await start(admin, { storeCode: 'KR001', cmd: 0 })).statusCode).toBe(200);
    const begin = new Date((await repos.collecting.get('KR001'))!.startTime).getTime();
    await sim.tick(new Date(begin + COLLECTION_TIMEOUT_MS + 1000));
    expect(await repos.collecting.get('KR001')).toBeUndefined();
    const alarms = await t.db.query<{ location: string; class: number }>(
      `SELECT location, class FROM alarm_history WHERE type = 'TAG STATUS CHECK TIME OUT'`,
    );
    expect(alarms).toEqual([{ location: 'KR001', class: 2 }]);
  });
});
