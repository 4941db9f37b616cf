// One websocket address for any number of instances (issue 23): the tag-status-collecting websocket is served at
// /api/ws on the main HTTP port (so a proxy in front of several instances forwards it with the API), and
// PUBLIC_WS_URL is the address /config.json and the CSP name instead of this host's WS_PORT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../server/config.ts';
import { backends, createTestApp, login, MANAGER, type TestApp } from './helpers.ts';

interface Message {
  type: number;
  storeList: Array<{ storeCode: string }>;
}

/** the messages of a websocket, one at a time */
async function connect(url: string) {
  const socket = new WebSocket(url);
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
        : new Promise<Message>((resolve) => waiting.push(resolve)),
    close: () => socket.close(),
  };
}

describe.each(backends)('the collection websocket on the main port on $name', (backend) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { config: { publicWsUrl: '/api/ws' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('sends the running collections at /api/ws, and their changes', async () => {
    const ws = await connect(`${base.replace(/^http/, 'ws')}/api/ws`);
    expect(await ws.next()).toEqual({ type: 1, storeList: [] });
    const manager = await login(t.app, MANAGER);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/tag/status/check',
      headers: manager,
      payload: { storeCode: 'KR001', cmd: 1 },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await ws.next()).storeList.map((s) => s.storeCode)).toEqual(['KR001']);
    await t.app.inject({
      method: 'POST',
      url: '/api/tag/status/check/stop',
      headers: manager,
      payload: { storeCode: 'KR001' },
    });
    expect(await ws.next()).toEqual({ type: 1, storeList: [] });
    ws.close();
  });

  it('answers a plain GET of /api/ws (no Upgrade) with 426 and a message', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/ws' });
    expect(answer.statusCode).toBe(426);
    expect(answer.json()).toMatchObject({ message: 'This address takes a websocket connection.' });
  });

  it('names PUBLIC_WS_URL in /config.json and the CSP', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(answer.json()).toMatchObject({ wsUrl: '/api/ws' });
    const csp = String(answer.headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
    expect(connect).not.toMatch(/:8801/);
  });
});

describe('PUBLIC_WS_URL', () => {
  it('is a ws(s) address or a path, nothing else', () => {
    expect(loadConfig({ PUBLIC_WS_URL: 'wss://esl.example/api/ws' }).publicWsUrl).toBe(
      'wss://esl.example/api/ws',
    );
    expect(loadConfig({ PUBLIC_WS_URL: '/api/ws' }).publicWsUrl).toBe('/api/ws');
    expect(loadConfig({}).publicWsUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_WS_URL: 'https://esl.example/ws' })).toThrow(/PUBLIC_WS_URL/);
    expect(() => loadConfig({ PUBLIC_WS_URL: '//esl.example/ws' })).toThrow(/PUBLIC_WS_URL/);
  });
});
