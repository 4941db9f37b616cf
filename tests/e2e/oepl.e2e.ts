// An OpenEPaperLink access point end to end (issue 27 §3): our simulated AP (tests/support/oeplSim.ts) on
// 127.0.0.1 is registered for a store through the store detail's dialog (a bad address first: its message), shows
// as an OpenEPaperLink gateway online, its tags appear in the store's tag list, and the new price of a product
// linked to one of them reaches the AP as a new image: the label our renderer draws for the tag now.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOeplSim, type OeplSim, type SimUpload } from '../support/oeplSim';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { GatewaysPage } from './support/pages/GatewaysPage';
import { OeplRegisterDialog } from './support/pages/OeplRegisterDialog';
import { TagStatusPages } from './support/pages/TagStatusPages';

const STORE = 'EU002';
const SHOTS = '/tmp/oepl-shots';
/** the dispatch job runs every 5 s and renders on a busy machine: generous, never asserted as a time */
const REACH_WITHIN_MS = 90_000;
/** the console's answer to a click or a filter on a busy machine */
const UI = { timeout: 30_000 };

/** mean absolute difference of two images of one size, per channel, 0 to 255 */
async function difference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [ia, ib] = await Promise.all([loadImage(Buffer.from(a)), loadImage(Buffer.from(b))]);
  expect([ia.width, ia.height]).toEqual([ib.width, ib.height]);
  const pixels = (image: typeof ia) => {
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, image.width, image.height);
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height).data;
  };
  const [pa, pb] = [pixels(ia), pixels(ib)];
  let sum = 0;
  for (let i = 0; i < pa.length; i += 4) for (let c = 0; c < 3; c++) sum += Math.abs(pa[i + c] - pb[i + c]);
  return sum / ((pa.length / 4) * 3);
}

describe('an OpenEPaperLink access point', () => {
  const page = pagePerTest();
  let sim: OeplSim;
  let api: Api;
  const run = Date.now().toString(16).slice(-10).toUpperCase().padStart(10, '0');
  const macs = [`E2E0${run}01`, `E2E0${run}02`];
  let gwMac: string | undefined;

  beforeAll(async () => {
    sim = await startOeplSim();
    for (const mac of macs) sim.addTag({ mac, batteryMv: 2900, RSSI: -55 });
    api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
  });
  afterAll(async () => {
    if (gwMac) await api.call('DELETE', `/config/store/${STORE}/gw/oepl/${gwMac}`).catch(() => undefined);
    await sim.stop();
  });

  it('is registered for a store, its tags are listed, and a new price reaches it as the new label', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const gw = new GatewaysPage(page(), baseUrl());
    await gw.openStore(STORE);
    const dialog = await new OeplRegisterDialog(page(), gw.t, STORE).open();
    await dialog.register('ap.local:99999');
    await expect
      .poll(() => dialog.problem().textContent())
      .toBe('Enter a port from 1 to 65535 after the host.');
    await dialog.register('');
    await expect.poll(() => dialog.problem().textContent(), UI).toBe('Fill in Access Point Address!');
    await dialog.address().fill(sim.address);
    await page().screenshot({ path: `${SHOTS}/oepl-register-dialog.png` });
    await dialog.register(sim.address);
    await dialog.waitUntilClosed();

    // the AP is a gateway of the store: OpenEPaperLink, online (NORMAL), its address in the IP column
    const store = await api.call<{ objList: Array<{ gwMac: string; kind: string }> }>(
      'GET',
      `/status/store/${STORE}`,
    );
    gwMac = store.objList.find((g) => g.kind === 'oepl')?.gwMac;
    expect(gwMac).toBeDefined();
    const row = gw.row(gwMac!);
    await row.waitFor();
    expect(await row.getByTestId('gateway-kind').getAttribute('data-kind')).toBe('oepl');
    expect(await row.getByTestId('gateway-kind').textContent()).toBe('OpenEPaperLink');
    expect(await row.getByTestId('gateway-ip').textContent()).toBe(sim.address);
    await expect
      .poll(() => row.locator('[data-status]').first().getAttribute('data-status'), UI)
      .toBe('NORMAL');
    await page().screenshot({ path: `${SHOTS}/oepl-gateway-list.png` });

    // its tags are in the store's tag list, behind it, with the type of their hardware
    const tags = new TagStatusPages(page(), baseUrl());
    await tags.openDetail(STORE);
    // the tags behind the AP: the gateway filter
    await tags.pick('gateway', gwMac!);
    await expect.poll(() => tags.rowIds().then((ids) => ids.sort()), UI).toEqual(macs);
    expect(await tags.row(macs[0]).textContent()).toContain('OEPL-33');
    await page().screenshot({ path: `${SHOTS}/oepl-tag-list.png` });

    // a product linked to the first tag: its label goes to the AP
    const products = await api.call<{
      data: Array<{ prCode: string; layoutId: string; nfc: string | null; prInfo: string[] }>;
    }>('POST', `/status/store/${STORE}/product/search`, { start: 0, length: 1 });
    const product = products.data[0];
    expect(product).toBeDefined();
    await api.call('POST', '/tag/assign', {
      storeCode: STORE,
      tagList: [{ tagId: macs[0], prCode: product.prCode }],
    });
    const uploadsOf = (): SimUpload[] => sim.uploads.filter((u) => u.mac === macs[0]);
    await expect
      .poll(() => uploadsOf().length, { timeout: REACH_WITHIN_MS, interval: 1000 })
      .toBeGreaterThan(0);
    const assigned = uploadsOf().at(-1)!;

    // the price changes: a new image reaches the AP, and it is the label the tag should show now
    const price = String(Number(product.prInfo[1] || 100) + 4321);
    const prInfo = [...product.prInfo];
    prInfo[1] = price;
    await api.call('POST', '/product', {
      taskId: -1,
      priorTaskId: -1,
      storeCode: STORE,
      product: [{ prCode: product.prCode, layoutId: product.layoutId, nfc: product.nfc ?? '', prInfo }],
    });
    const before = uploadsOf().length;
    await expect
      .poll(() => uploadsOf().length, { timeout: REACH_WITHIN_MS, interval: 1000 })
      .toBeGreaterThan(before);
    const priced = uploadsOf().at(-1)!;
    expect(priced.contentType).toBe('image/jpeg');
    const { width, height } = await loadImage(Buffer.from(priced.bytes));
    // the M3 2.9" panel of hwType 0x33
    expect([width, height]).toEqual([384, 168]);
    // the tag's preview (what it shows once the update is recorded, as the job's transaction commits)
    const preview = async () => {
      const { encodedImage } = await api.call<{ encodedImage: string }>(
        'GET',
        `/preview/store/${STORE}/tag/${macs[0]}`,
      );
      return Buffer.from(encodedImage.replace(/^data:image\/\w+;base64,/, ''), 'base64');
    };
    await expect
      .poll(async () => difference(priced.bytes, await preview()), {
        timeout: REACH_WITHIN_MS,
        interval: 1000,
      })
      .toBeLessThan(8);
    const shown = await preview();
    expect(await difference(priced.bytes, shown)).toBeLessThan(await difference(assigned.bytes, shown));
  });
});
