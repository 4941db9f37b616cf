// OpenEPaperLink driver (issue 27 §3) against our simulated access point (tests/support/oeplSim.ts): the tag
// database read across get_db pages, an image upload and a command accepted, a tag going offline, the AP
// disappearing, and a hostile AP's answers refused.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setOutgoingAllowList } from '../../server/net/outgoingHttp.ts';
import { OeplClient, OeplError, oeplBaseUrl, parseOeplTag } from '../../server/oepl/client.ts';
import { tagsOfMessage, watchOepl } from '../../server/oepl/watch.ts';
import { startOeplSim, type OeplSim } from '../support/oeplSim.ts';
import { TEST_OUTGOING_ALLOW } from './helpers.ts';

const MAC_A = '0000021A2B3C4D5E';
const MAC_B = '0000021A2B3C4D5F';
const MAC_C = '0000021A2B3C4D60';

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
    expect(a).toMatchObject({ hwType: 0x33, batteryMv: 2950, rssi: -58, pending: false });
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

  it('uploads a JPEG for a tag (pending on the AP) and sends LED and refresh commands', async () => {
    sim.addTag({ mac: MAC_A });
    const client = new OeplClient(sim.address);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    await client.uploadImage(MAC_A, jpeg);
    expect(sim.uploads).toHaveLength(1);
    expect(sim.uploads[0]).toMatchObject({ mac: MAC_A, dither: '0', contentType: 'image/jpeg' });
    expect([...sim.uploads[0].bytes]).toEqual([...jpeg]);
    expect((await client.tags()).tags[0].pending).toBe(true);
    await client.command(MAC_A, 'ledflash');
    await client.command(MAC_A, 'refresh');
    expect(sim.commands).toEqual([
      { mac: MAC_A, cmd: 'ledflash' },
      { mac: MAC_A, cmd: 'refresh' },
    ]);
  });

  it('reports the AP refusing an unknown tag, and refuses bad MACs, commands and images itself', async () => {
    const client = new OeplClient(sim.address);
    await expectOeplError(client.uploadImage(MAC_A, new Uint8Array([0xff, 0xd8])), 'refused');
    await expectOeplError(client.uploadImage('not-a-mac', new Uint8Array([1])), 'invalid');
    await expectOeplError(client.uploadImage(MAC_A, new Uint8Array(0)), 'invalid');
    await expectOeplError(client.command(MAC_A, 'selfdestruct' as 'refresh'), 'invalid');
    expect(sim.uploads).toHaveLength(0);
  });

  it('reads the AP identity', async () => {
    expect(await new OeplClient(sim.address).sysInfo()).toEqual({
      alias: 'sim AP',
      buildVersion: '2.0-sim',
      apState: 1,
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
      continu: 0,
    });
    const { tags, dropped } = await client.tags();
    expect(tags.map((t) => t.mac)).toEqual([MAC_A]);
    expect(dropped).toBe(3);
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
