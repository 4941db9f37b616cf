// OpenEPaperLink driver (issue 27 §3) against our simulated access point (tests/support/oeplSim.ts): the tag
// database read across get_db pages, an image upload and a command accepted, a tag going offline, the AP
// disappearing, and a hostile AP's answers refused.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setOutgoingAllowList } from '../../server/net/outgoingHttp.ts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OEPL_VALID_EPOCH, OeplError, parseOeplTag } from '../../server/oepl/answers.ts';
import { OeplClient, oeplBaseUrl } from '../../server/oepl/client.ts';
import { ledPattern } from '../../server/oepl/led.ts';
import { forgetOeplPanels, resolveOeplPanel } from '../../server/oepl/tagTypes.ts';
import { tagsOfMessage, watchOepl } from '../../server/oepl/watch.ts';
import { startOeplSim, type OeplSim } from '../support/oeplSim.ts';
import { TEST_OUTGOING_ALLOW } from './helpers.ts';

const MAC_A = '0000021A2B3C4D5E';
const MAC_B = '0000021A2B3C4D5F';
const MAC_C = '0000021A2B3C4D60';
/** a baseline JPEG's markers (SOI, APP0, SOF0, EOI), and the same with a progressive frame (SOF2) */
const BASELINE_JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2, 0xff, 0xc0, 0, 5, 8, 0, 1, 0xff, 0xd9,
]);
const PROGRESSIVE_JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2, 0xff, 0xc2, 0, 5, 8, 0, 1, 0xff, 0xd9,
]);
const mac = (i: number) => `0000021A2B3C${i.toString(16).toUpperCase().padStart(4, '0')}`;

/** an HTTP server on loopback that answers 404 to everything (an AP firmware without a call) */
async function startNotFoundServer(): Promise<{ address: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let sim: OeplSim;
let stopped = false;

// no app here: the allow list the test apps get (the simulated AP is on loopback)
beforeAll(() => setOutgoingAllowList(TEST_OUTGOING_ALLOW));
beforeEach(async () => {
  sim = await startOeplSim();
  stopped = false;
});
afterEach(async () => {
  if (!stopped) await sim.stop();
});

async function expectOeplError(promise: Promise<unknown>, reason: OeplError['reason']): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OeplError);
  expect((error as OeplError).reason).toBe(reason);
}

describe('OEPL client', () => {
  it('reads every tag across get_db pages with battery, signal and last seen', async () => {
    sim.addTag({ mac: MAC_A, batteryMv: 2950, RSSI: -58, lastseen: 1_800_000_000 });
    sim.addTag({ mac: MAC_B, hwType: 0x34 });
    sim.addTag({ mac: MAC_C });
    const { tags, dropped } = await new OeplClient(sim.address).tags();
    expect(dropped).toBe(0);
    expect(tags.map((t) => t.mac).sort()).toEqual([MAC_A, MAC_B, MAC_C]);
    const a = tags.find((t) => t.mac === MAC_A)!;
    expect(a).toMatchObject({ hwType: 0x33, batteryMv: 2950, rssi: -58, pending: 0 });
    expect(a.lastSeen?.toISOString()).toBe(new Date(1_800_000_000_000).toISOString());
    expect(tags.find((t) => t.mac === MAC_B)!.hwType).toBe(0x34);
  });

  it('sees a new tag appear and an offline tag keep its last contact', async () => {
    const client = new OeplClient(sim.address);
    sim.addTag({ mac: MAC_A, lastseen: 1_700_000_000 });
    expect((await client.tags()).tags).toHaveLength(1);
    sim.addTag({ mac: MAC_B });
    sim.seeTag(MAC_B, 1_800_000_500);
    const { tags } = await client.tags();
    expect(tags).toHaveLength(2);
    // A stopped checking in: its last seen did not move
    expect(tags.find((t) => t.mac === MAC_A)!.lastSeen?.getTime()).toBe(1_700_000_000_000);
    expect(tags.find((t) => t.mac === MAC_B)!.lastSeen?.getTime()).toBe(1_800_000_500_000);
  });

  it('uploads a JPEG for a tag (queued on the AP) and sends an LED flash; the tag takes one item per check-in', async () => {
    sim.addTag({ mac: MAC_A });
    const client = new OeplClient(sim.address);
    await client.uploadImage(MAC_A, BASELINE_JPEG);
    expect(sim.uploads).toHaveLength(1);
    expect(sim.uploads[0]).toMatchObject({
      mac: MAC_A,
      dither: '0',
      contentType: 'image/jpeg',
      queued: true,
    });
    expect([...sim.uploads[0].bytes]).toEqual([...BASELINE_JPEG]);
    await client.ledFlash(MAC_A, new Uint8Array([0x11, 0xe0, 0x11, 20, 0, 0, 0, 0, 0, 0, 2, 0]));
    expect(sim.commands).toEqual([{ mac: MAC_A, cmd: 'led_flash', pattern: '11E011140000000000000200' }]);
    // two items queued: a count, as the firmware reports it
    expect((await client.tags()).tags[0]).toMatchObject({ pending: 2, updateCount: 0, updateLast: null });
    await client.setTime(new Date());
    sim.seeTag(MAC_A);
    const once = (await client.tags()).tags[0];
    expect(once).toMatchObject({ pending: 1, updateCount: 1 });
    expect(once.updateLast?.getTime()).toBe(sim.now() * 1000);
    sim.seeTag(MAC_A);
    expect((await client.tags()).tags[0]).toMatchObject({ pending: 0, updateCount: 2 });
  });

  it('keeps a tag with several items pending (a count, not a flag)', () => {
    expect(parseOeplTag({ mac: MAC_A, hwType: 0x33, pending: 2 })?.pending).toBe(2);
    expect(parseOeplTag({ mac: MAC_A, hwType: 0x33, pending: 65535 })?.pending).toBe(65535);
    expect(parseOeplTag({ mac: MAC_A, hwType: 0x33, pending: true })?.pending).toBe(1);
    expect(parseOeplTag({ mac: MAC_A, hwType: 0x33, pending: 65536 })).toBeNull();
  });

  it("sets the AP's clock (it starts in 1970 without NTP): a check-in before that has no date", async () => {
    sim.addTag({ mac: MAC_A });
    const client = new OeplClient(sim.address);
    expect(sim.now()).toBeLessThan(OEPL_VALID_EPOCH);
    expect((await client.tags()).tags[0].lastSeen).toBeNull();
    const now = new Date('2026-03-01T12:00:00Z');
    expect(await client.setTime(now)).toBe(true);
    expect(Math.abs(sim.now() - now.getTime() / 1000)).toBeLessThanOrEqual(1);
    sim.seeTag(MAC_A);
    const seen = (await client.tags()).tags[0].lastSeen!.getTime();
    expect(Math.abs(seen - now.getTime())).toBeLessThanOrEqual(1000);
    // an AP without the call (older firmware, on NTP): no clock set, no failure
    const old = await startNotFoundServer();
    expect(await new OeplClient(old.address).setTime(now)).toBe(false);
    await old.close();
  });

  it("reads the AP's definition of a hardware type, and refuses one that does not fit", async () => {
    const client = new OeplClient(sim.address);
    sim.tagTypes.set(0x61, {
      version: 4,
      name: 'HS BWR 3.5"',
      width: 384,
      height: 184,
      colortable: { white: [255, 255, 255], black: [0, 0, 0], red: [255, 0, 0] },
      options: ['led'],
    });
    sim.tagTypes.set(0x62, { name: 'huge', width: 100_000, height: 184 });
    sim.tagTypes.set(0x63, JSON.stringify({ name: 'x'.repeat(20_000), width: 10, height: 10 }));
    sim.tagTypes.set(0x64, '<html>');
    expect(await client.tagType(0x61)).toEqual({
      name: 'HS BWR 3.5"',
      width: 384,
      height: 184,
      colors: ['white', 'black', 'red'],
      led: true,
    });
    expect(await client.tagType(0x62)).toBeNull();
    expect(await client.tagType(0x63)).toBeNull();
    expect(await client.tagType(0x64)).toBeNull();
    // the AP has no definition: 404
    expect(await client.tagType(0x65)).toBeNull();
  });

  it('reports the AP refusing an unknown tag, and refuses bad MACs, commands and images itself', async () => {
    const client = new OeplClient(sim.address);
    await expectOeplError(client.uploadImage(MAC_A, BASELINE_JPEG), 'refused');
    await expectOeplError(client.ledFlash(MAC_A, new Uint8Array(12)), 'refused');
    await expectOeplError(client.uploadImage('not-a-mac', new Uint8Array([1])), 'invalid');
    await expectOeplError(client.uploadImage(MAC_A, new Uint8Array(0)), 'invalid');
    await expectOeplError(client.command(MAC_A, 'selfdestruct' as 'clear'), 'invalid');
    await expectOeplError(client.ledFlash(MAC_A, new Uint8Array(11)), 'invalid');
    expect(sim.uploads).toHaveLength(0);
  });

  it('reads the AP identity', async () => {
    expect(await new OeplClient(sim.address).sysInfo()).toEqual({
      alias: 'sim AP',
      buildVersion: '2.0-sim',
      apState: null,
    });
  });

  it('says offline when the AP disappears', async () => {
    const client = new OeplClient(sim.address, 1000);
    await sim.stop();
    stopped = true;
    await expectOeplError(client.tags(), 'offline');
    await expectOeplError(client.sysInfo(), 'offline');
  });

  it('refuses a hostile AP: no JSON, wrong shapes, oversized answers, tags that do not fit', async () => {
    const client = new OeplClient(sim.address);
    sim.garbage = '<html>';
    await expectOeplError(client.tags(), 'invalid');
    sim.garbage = JSON.stringify({ tags: 'x' });
    await expectOeplError(client.tags(), 'invalid');
    sim.garbage = JSON.stringify({ alias: 5 });
    await expectOeplError(client.sysInfo(), 'invalid');
    sim.garbage = JSON.stringify({ tags: [], pad: 'x'.repeat(2 * 1024 * 1024) });
    await expectOeplError(client.tags(), 'invalid');
    sim.garbage = JSON.stringify({
      tags: [
        { mac: MAC_A, hwType: 0x33 },
        { mac: '../../etc', hwType: 1 },
        { mac: MAC_B, hwType: 'x' },
        { mac: MAC_C, hwType: 1, batteryMv: 1e9 },
      ],
    });
    const { tags, dropped } = await client.tags();
    expect(tags.map((t) => t.mac)).toEqual([MAC_A]);
    expect(dropped).toBe(3);
  });

  it('reads a database paged as the firmware pages it: cut after 5,000 bytes, continu only when cut', async () => {
    for (let i = 0; i < 40; i++) sim.addTag({ mac: mac(i), alias: `shelf ${i}` });
    const pages: string[] = [];
    const client = new OeplClient(sim.address);
    const { tags, dropped, complete } = await client.tags();
    expect(tags.map((t) => t.mac)).toEqual(Array.from({ length: 40 }, (_, i) => mac(i)));
    expect([dropped, complete]).toEqual([0, true]);
    // the simulator pages like the firmware: every page but the last past 5,000 bytes by one tag
    let pos = 0;
    for (;;) {
      const text = await (await fetch(`http://${sim.address}/get_db?pos=${pos}`)).text();
      pages.push(text);
      const page = JSON.parse(text) as { tags: unknown[]; continu?: number };
      if (page.continu === undefined) break;
      expect(Buffer.byteLength(text)).toBeGreaterThan(5000);
      expect(Buffer.byteLength(JSON.stringify({ tags: page.tags.slice(0, -1) }))).toBeLessThanOrEqual(5000);
      pos = page.continu;
    }
    expect(pages.length).toBeGreaterThan(2);
  });

  it('refuses a hostile paging: uncut pages that continue, pages past their cut, endless tags', async () => {
    const client = new OeplClient(sim.address);
    const junk = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ mac: mac(from + i), hwType: 0x33, pending: 0 }));
    // 200 pages of 25 tags each (5,000 tags): a page of 25 small tags is never cut
    let calls = 0;
    sim.garbage = (url) => {
      calls++;
      const pos = Number(url.searchParams.get('pos'));
      return JSON.stringify({ tags: junk(pos, 25), continu: pos + 25 });
    };
    await expectOeplError(client.tags(), 'invalid');
    expect(calls).toBe(1);
    // a page that runs on after its cut
    sim.garbage = JSON.stringify({ tags: junk(0, 200), continu: 200 });
    await expectOeplError(client.tags(), 'invalid');
    // cut pages that never end: positions stop at 255
    sim.garbage = (url) => {
      const pos = Number(url.searchParams.get('pos'));
      const tags = junk(pos * 100, 1).map((t) => ({ ...t, modecfgjson: 'x'.repeat(5100) }));
      return JSON.stringify({ tags, continu: pos + 1 });
    };
    const { tags, complete } = await client.tags();
    expect(complete).toBe(false);
    expect(tags).toHaveLength(256);
    // tiny tags in cut pages, 85 a page up to position 255: 340 tags, more than OEPL_MAX_TAGS
    sim.garbage = (url) => {
      const pos = Number(url.searchParams.get('pos'));
      const tags = junk(pos * 100, 85).map((t, i) =>
        i === 84 ? { ...t, modecfgjson: 'x'.repeat(4000) } : t,
      );
      return JSON.stringify({ tags, continu: pos + 85 });
    };
    await expectOeplError(client.tags(), 'invalid');
    // an oversized page
    sim.garbage = JSON.stringify({ tags: [{ mac: MAC_A, hwType: 1, alias: 'x'.repeat(40_000) }] });
    await expectOeplError(client.tags(), 'invalid');
  });

  it("answers as the firmware: a tag record's 25 fields, imgupload and tag_cmd answers, one item per check-in", async () => {
    sim.addTag({ mac: MAC_A });
    const base = `http://${sim.address}`;
    const [record] = ((await (await fetch(`${base}/get_db?pos=0`)).json()) as { tags: object[] }).tags;
    expect(Object.keys(record)).toHaveLength(25);
    // the file part before the mac: the firmware does not know the mac yet
    const late = new FormData();
    late.set('file', new Blob([BASELINE_JPEG], { type: 'image/jpeg' }), 'x.jpg');
    late.set('mac', MAC_A);
    const incomplete = await fetch(`${base}/imgupload`, { method: 'POST', body: late });
    expect([incomplete.status, await incomplete.text()]).toEqual([400, 'parameters incomplete']);
    const upload = async (to: string, jpeg: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set('mac', to);
      form.set('file', new Blob([jpeg], { type: 'image/jpeg' }), 'x.jpg');
      const answer = await fetch(`${base}/imgupload`, { method: 'POST', body: form });
      return [answer.status, await answer.text()];
    };
    expect(await upload(MAC_B, BASELINE_JPEG)).toEqual([400, 'mac not found']);
    expect(await upload(MAC_A, BASELINE_JPEG)).toEqual([200, 'Ok, saved']);
    // a progressive JPEG is taken, but the firmware cannot decode it: nothing queued
    expect(await upload(MAC_A, PROGRESSIVE_JPEG)).toEqual([200, 'Ok, saved']);
    expect(sim.uploads.map((u) => u.queued)).toEqual([true, false]);
    // tag_cmd: POST parameters only
    const query = await fetch(`${base}/tag_cmd?mac=${MAC_A}&cmd=reboot`, { method: 'POST' });
    expect([query.status, await query.text()]).toEqual([500, 'param error']);
    const cmd = (c: string) =>
      fetch(`${base}/tag_cmd`, { method: 'POST', body: new URLSearchParams({ mac: MAC_A, cmd: c }) });
    expect(await (await cmd('reboot')).text()).toBe('Ok, done');
    // refresh redraws the content mode: the JPEG was deleted once converted, nothing more is queued
    await cmd('refresh');
    expect(sim.tags.get(MAC_A)!.pending).toBe(2);
    sim.seeTag(MAC_A);
    expect(sim.tags.get(MAC_A)).toMatchObject({ pending: 1, updatecount: 1 });
    sim.seeTag(MAC_A);
    sim.seeTag(MAC_A);
    expect(sim.tags.get(MAC_A)).toMatchObject({ pending: 0, updatecount: 2 });
  });

  it("remembers each AP's definitions apart: a hostile AP's panel is not another AP's", async () => {
    forgetOeplPanels();
    const other = await startOeplSim();
    try {
      sim.tagTypes.set(0x61, {
        name: 'HS BWR 3.5"',
        width: 384,
        height: 184,
        colortable: { red: [255, 0, 0] },
      });
      other.tagTypes.set(0x61, { name: 'liar', width: 2000, height: 2000, options: ['led'] });
      const mine = await resolveOeplPanel(new OeplClient(sim.address), 0x61);
      const theirs = await resolveOeplPanel(new OeplClient(other.address), 0x61);
      expect(mine).toMatchObject({ width: 384, height: 184, inches: 3.5, accent: 'red', led: false });
      expect(theirs).toMatchObject({ width: 2000, height: 2000, accent: null, led: true });
      // remembered: the AP's later answers do not change it until the entry expires
      sim.tagTypes.set(0x61, { name: 'changed', width: 10, height: 10 });
      expect(await resolveOeplPanel(new OeplClient(sim.address), 0x61)).toEqual(mine);
      // a type our table knows is never asked for
      expect(await resolveOeplPanel(new OeplClient('127.0.0.1:9'), 0x33)).toMatchObject({
        width: 384,
        height: 168,
      });
    } finally {
      await other.stop();
    }
  });

  it('maps the console LED command to the firmware pattern', () => {
    const hex = (led: Parameters<typeof ledPattern>[0]) =>
      Buffer.from(ledPattern(led)).toString('hex').toUpperCase();
    // the defaults of POST /tag/led: red, the shortest flash, every 2 s for 5 s (3 flashes)
    expect(hex({})).toBe('01E011140000000000000200');
    // blue, brightness 16 (lit time capped at 14), every 3 s for an hour (capped at 256 flashes)
    expect(hex({ ledState: 2, ledBrightness: 16, blinkingSpeed: 3, duration: 3600 })).toBe(
      'E103111E000000000000FF00',
    );
    // brightness 0: mode 0, the LED off
    expect(hex({ ledBrightness: 0 })).toBe('000000000000000000000000');
  });

  it('accepts only plain http addresses', () => {
    expect(oeplBaseUrl('192.168.1.20')).toBe('http://192.168.1.20');
    expect(oeplBaseUrl('http://ap.local:8080/')).toBe('http://ap.local:8080');
    expect(oeplBaseUrl('ftp://x')).toBeNull();
    expect(oeplBaseUrl('http://u:p@x')).toBeNull();
    expect(oeplBaseUrl('x/get_db')).toBeNull();
    expect(oeplBaseUrl('')).toBeNull();
    expect(parseOeplTag({ mac: 'aabbccddeeff', hwType: 1 })?.mac).toBe('AABBCCDDEEFF');
  });
});

describe('OEPL websocket', () => {
  it('delivers tag messages and tells when the AP goes away', async () => {
    const seen: string[] = [];
    let closed = false;
    const gotTag = new Promise<void>((resolve) => {
      const watch = watchOepl(sim.address, {
        onTags: (tags) => {
          seen.push(...tags.map((t) => t.mac));
          resolve();
        },
        onClose: () => {
          closed = true;
        },
      });
      void watch;
    });
    // the socket opens asynchronously: keep adding until a message arrives
    await expect
      .poll(() => {
        sim.addTag({ mac: MAC_A });
        return seen.length;
      })
      .toBeGreaterThan(0);
    await gotTag;
    expect(seen[0]).toBe(MAC_A);
    await sim.stop();
    stopped = true;
    await expect.poll(() => closed).toBe(true);
  });

  it('ignores other and malformed messages', () => {
    expect(tagsOfMessage('{"sys":{"heap":1}}')).toEqual([]);
    expect(tagsOfMessage('{"logMsg":"x"}')).toEqual([]);
    expect(tagsOfMessage('nope')).toEqual([]);
    expect(
      tagsOfMessage(JSON.stringify({ tags: [{ mac: MAC_A, hwType: 1 }, { mac: 1 }] })).map((t) => t.mac),
    ).toEqual([MAC_A]);
  });
});
