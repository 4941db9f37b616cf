// The signage operator's story of issue 14, in order, in one store no other test uses for signage (doc 3 §2, §4,
// §5 Signage; docs/api.md 'Signage media', 'Signage templates', 'Signage devices', 'Signage shows', 'Signage
// pictures'): two images and a video uploaded; a 23.1 template built by dragging an image and two product slots;
// the template applied to two devices with the device table's bulk action; the simulated devices report it and
// the server's picture of what one shows has the image where the template put it; one device's show edited
// (custom); the image's delete refused, naming both devices; a product assigned with a MAC+index entry (it
// appears in its slot of the device's picture); blink; the bulk actions without and with a selection.
// What the story made is removed at the end and the two devices get their shows and products back.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import {
  plusDevice,
  plusDevices,
  PlusPages,
  png,
  productCodes,
  recordVideo,
  type ShowingNow,
} from './support/pages/PlusPages';

const SHOTS = '/tmp/shots-plusstory';
mkdirSync(SHOTS, { recursive: true });
/** the signage tests plusMedia, plusShow and plusDevices work in KR001 */
const STORE = 'EU003';
const SCREEN_231 = ['IP231A', 'IP231TA', 'IP231TB'];
const RED = '255,0,0';
const BLACK = '0,0,0';
const WHITE = '255,255,255';

interface DeviceShowView {
  template: string | null;
  custom: boolean;
  screenWidth: number;
  screenHeight: number;
  syncedAt: string | null;
  show: unknown[];
}

/** removes what the story made, gives the devices back their shows, and answers what failed on the way */
async function cleanUp(
  api: Api,
  tag: string,
  template: string,
  shows: Map<string, DeviceShowView>,
  assigned: string[],
): Promise<string[]> {
  const failures: string[] = [];
  const attempt = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      failures.push(`${what}: ${(error as Error).message}`);
    }
  };
  for (const id of assigned)
    await attempt(`deassign ${id}`, () =>
      api.call('POST', '/plus/deassign', { storeCode: STORE, devList: [{ mac: id }] }),
    );
  for (const [mac, view] of shows)
    await attempt(`show of ${mac}`, () =>
      api.call('POST', `/plus/store/${STORE}/device/${mac}/show`, {
        screenWidth: view.screenWidth,
        screenHeight: view.screenHeight,
        show: view.show,
      }),
    );
  const templates = await api.call<{ data: Array<{ _id: string }> }>(
    'GET',
    `/plus/store/${STORE}/template/list`,
  );
  if (templates.data.some((t) => t._id === template))
    await attempt(`template ${template}`, () =>
      api.call('POST', `/plus/store/${STORE}/template/delete`, { idList: [template] }),
    );
  for (const kind of ['image', 'video'] as const) {
    const list = await api.call<{ data: Array<{ id: number; name: string }> }>(
      'GET',
      `/plus/store/${STORE}/${kind}/list`,
    );
    for (const file of list.data.filter((f) => f.name.includes(tag)))
      await attempt(`${kind} ${file.name}`, () =>
        api.call('DELETE', `/plus/store/${STORE}/${kind}/file/${file.id}`),
      );
  }
  return failures;
}

describe('signage operator story', () => {
  const page = pagePerTest();

  it('uploads media, builds a template, applies it to two devices that report it, makes one custom, is refused the used image delete, assigns, blinks and runs the bulk actions', async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 1000 });
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const tag = `${Date.now() % 1_000_000}`;
    const image = `story-red-${tag}.png`;
    const template = `Story ${tag}`;

    // two ONLINE displays of the 23.1 inch screen the template is made for
    const [a, b] = (await plusDevices(api, STORE)).filter(
      (d) => SCREEN_231.includes(d.model) && d.status === 'ONLINE',
    );
    expect(b, `two ONLINE 23.1 inch devices in ${STORE}`).toBeDefined();
    const shows = new Map<string, DeviceShowView>();
    const showOf = (mac: string) =>
      api.call<DeviceShowView>('GET', `/plus/store/${STORE}/device/${mac}/show`);
    for (const d of [a, b]) shows.set(d.mac, await showOf(d.mac));
    const [prCode] = await productCodes(api, STORE, 1);
    /** when each device last fetched its show (null: a write waits for it) */
    const syncedAt = (macs: string[]) => Promise.all(macs.map(async (mac) => (await showOf(mac)).syncedAt));
    const assigned: string[] = [];

    let passed = false;
    try {
      await signIn(p, demoAccounts.admin);
      const plus = new PlusPages(p, baseUrl(), STORE);

      // 1. two images at once, then a video recorded in the browser
      await plus.openMediaList('image');
      await plus.upload([
        { name: image, mimeType: 'image/png', buffer: png(300, 158, '#ff0000') },
        { name: `story-blue-${tag}.png`, mimeType: 'image/png', buffer: png(600, 158, '#0033cc') },
      ]);
      await plus.mediaRow('image', image).waitFor();
      await plus.mediaRow('image', `story-blue-${tag}.png`).waitFor();
      expect(await plus.mediaRow('image', image).innerText()).toContain('300');
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/1-images.png` });
      await plus.openMediaList('video');
      await plus.upload([
        { name: `story-clip-${tag}.webm`, mimeType: 'video/webm', buffer: await recordVideo(p) },
      ]);
      await plus.mediaRow('video', `story-clip-${tag}.webm`).waitFor();
      expect(await plus.mediaRow('video', `story-clip-${tag}.webm`).innerText()).toContain('320');
      // its view plays the file the store numbers 1, whatever the server's row number
      await plus.viewVideo(`story-clip-${tag}.webm`);
      await p.keyboard.press('Escape');
      await p.getByTestId('plus-view-dialog').waitFor({ state: 'detached' });

      // 2. the 23.1 template: the red image and two product slots placed by dragging, saved
      const placed = await plus.buildTemplate(template, image);
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/2-template.png` });
      const [[, imageLeft], [, productLeft]] = placed;
      // the picture's pixels read below: in the image as the template places it, 350 px right of its left edge
      // (after the image, before the first product), and in the bottom left corner of product slot 3
      expect(productLeft).toBeGreaterThan(imageLeft + 360);
      const points: Record<string, [number, number]> = {
        inImage: [imageLeft + 50, 120],
        rightOfImage: [imageLeft + 350, 120],
        slot3: [productLeft + 184, 154],
      };
      const pictureWhen = (expected: object) => plus.showingNowWhen(points, expected);

      // 3. the device table's bulk action 'apply template' on two selected rows
      await plus.openDeviceList();
      await plus.select(a.mac, b.mac);
      await plus.bulkButton('template').click();
      await plus.bulkDialog().getByText('2 devices selected').waitFor();
      await plus.pickInBulkDialog(`${template} (23.1)`);
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/3-apply-template.png` });
      await plus.confirmBulk();
      await expect
        .poll(() => plus.rowsState([a.mac, b.mac], 'template'))
        .toEqual([
          { text: template, checked: false },
          { text: template, checked: false },
        ]);
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/3-applied.png` });

      // 4. both simulated devices fetch it and report it; the picture of what each shows has the red image
      //    where the template put it
      let reported: ShowingNow | null = null;
      for (const d of [a, b]) {
        const editor = await plus.openShowEditor(d.mac);
        expect(await editor.getAttribute('data-template')).toBe(template);
        expect(await editor.getAttribute('data-custom')).toBe('false');
        reported = await pictureWhen({
          synced: 'true',
          width: 1920,
          height: 158,
          at: { inImage: RED, rightOfImage: BLACK },
        });
      }
      // a real picture: black ground, the red image, white product slots with their text
      expect(reported!.colours).toBeGreaterThanOrEqual(3);
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/4-showing-now.png`, fullPage: true });

      // 5. device a's show edited: the image dragged 100 screen pixels (200 on the screen) right and saved;
      //    it differs from the template, so the device is custom and shows the edit
      await plus.openShowEditor(a.mac);
      const before = (await pictureWhen({ synced: 'true', at: { inImage: RED } })).syncedAt;
      const first = plus.templateObjects().first();
      await plus.drag(first, 100, 0);
      await expect.poll(() => first.getAttribute('data-left')).toBe(String(imageLeft + 200));
      await plus.saveCustomShow();
      const edited = await pictureWhen({ synced: 'true', at: { inImage: BLACK, rightOfImage: RED } });
      expect(edited.syncedAt).not.toBe(before);
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/5-custom.png`, fullPage: true });
      // b's show editor, opened from a's: b still follows the template and has its layout
      const other = await plus.openShowEditor(b.mac);
      expect(await other.getAttribute('data-template')).toBe(template);
      await expect.poll(() => plus.placed()).toEqual(placed);
      // the device table: a follows no template, b still the story's; a's info says custom
      await plus.openDeviceList();
      await expect
        .poll(() => plus.rowsState([a.mac, b.mac], 'template'))
        .toEqual([
          { text: '', checked: false },
          { text: template, checked: false },
        ]);
      await plus.deviceRow(a.mac).getByTestId('plus-device-info').click();
      await expect.poll(() => p.getByTestId('plus-device-facts').innerText()).toMatch(/Template\s+Custom/);
      await p.getByTestId('plus-device-info-close').click();
      await p.getByTestId('plus-device-info-dialog').waitFor({ state: 'detached' });

      // 6. the image is in use (b follows the template, a's own show has it): its delete is refused, naming both
      await plus.openMediaList('image');
      const refusal = await plus.deleteRefused('image', image);
      expect(refusal).toMatch(/^There are devices that use this image file\./);
      expect(refusal).toContain(a.mac);
      expect(refusal).toContain(b.mac);
      expect(refusal).toContain(`Template: ${template}`);
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/6-delete-refused.png` });
      await p.getByTestId('error-dialog').getByRole('button', { name: 'OK' }).click();
      await p.getByTestId('error-dialog').waitFor({ state: 'detached' });
      expect(await plus.mediaRow('image', image).count()).toBe(1);
      // the template b follows: its delete is refused too, naming b
      await plus.open(`/plus/template/list/${STORE}`, 'plus-template-list');
      await p.getByTestId('plus-template-row').filter({ hasText: template }).getByRole('checkbox').check();
      await p.getByTestId('plus-template-delete').click();
      const templateRefusal = p.getByTestId('error-dialog-message');
      await templateRefusal.waitFor();
      const templateMessage = await templateRefusal.innerText();
      expect(templateMessage).toMatch(/^There are devices that use this template\.\n/);
      expect(templateMessage).toContain(b.mac);
      await p.getByTestId('error-dialog').getByRole('button', { name: 'OK' }).click();
      await p.getByTestId('error-dialog').waitFor({ state: 'detached' });
      expect(await p.getByTestId('plus-template-row').filter({ hasText: template }).count()).toBe(1);

      // 7. a product assigned to b's slot 3 with a MAC+index entry: the device info lists it and b shows it
      await plus.openDeviceList();
      await p.getByTestId('plus-device-open-assign').click();
      await plus.assignAtIndex(b.mac, 3, prCode);
      assigned.push(`${b.mac}3`);
      await plus.closeTool('assign');
      await plus.deviceRow(b.mac).getByTestId('plus-device-info').click();
      await expect
        .poll(() => p.getByTestId('plus-device-info-products').innerText())
        .toContain(`3: ${prCode}`);
      await p.getByTestId('plus-device-info-close').click();
      await p.getByTestId('plus-device-info-dialog').waitFor({ state: 'detached' });
      await plus.openShowEditor(b.mac);
      await pictureWhen({ synced: 'true', at: { inImage: RED, slot3: WHITE } });
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/7-assigned.png`, fullPage: true });

      // blink: the devices showing the product flash
      await plus.openDeviceList();
      await plus.blink(prCode);
      expect((await plusDevice(api, STORE, b.mac)).blinkUntil).toBeTruthy();

      // the bulk actions without a selected row are refused; with the two rows they run
      await plus.expectNoRowRefusals();
      await plus.select(a.mac, b.mac);
      await plus.bulkButton('setShowIdx').click();
      await p.getByTestId('plus-device-showIdx-input').fill('0');
      await plus.confirmBulk();
      await expect
        .poll(() => plus.rowsState([a.mac, b.mac], 'showIdx'))
        .toEqual([
          { text: '0', checked: false },
          { text: '0', checked: false },
        ]);
      await plus.select(a.mac, b.mac);
      await plus.bulkButton('unsetShowIdx').click();
      await expect
        .poll(() => plus.rowsState([a.mac, b.mac], 'showIdx'))
        .toEqual([
          { text: '', checked: false },
          { text: '', checked: false },
        ]);
      await plus.select(a.mac, b.mac);
      await plus.bulkButton('infoView').click();
      await p.getByTestId('plus-device-infoView-input').fill('60');
      await plus.confirmBulk();
      await plus.select(a.mac, b.mac);
      await plus.bulkButton('mode').click();
      await plus.pickInBulkDialog('Mode 1');
      await plus.confirmBulk();
      for (const d of [a, b]) {
        const after = await plusDevice(api, STORE, d.mac);
        expect({ infoViewDuration: after.infoViewDuration, mode: after.mode }).toEqual({
          infoViewDuration: 60,
          mode: 1,
        });
      }
      // sync: both devices fetch their show again (a new syncedAt once they had synced the writes above)
      await expect.poll(() => syncedAt([a.mac, b.mac]), { timeout: 30_000 }).not.toContain(null);
      const synced = await syncedAt([a.mac, b.mac]);
      await plus.select(a.mac, b.mac);
      await plus.bulkButton('sync').click();
      await expect
        .poll(() => plus.rowsState([a.mac, b.mac], 'mac'))
        .toEqual([
          { text: a.mac, checked: false },
          { text: b.mac, checked: false },
        ]);
      await plus.settled();
      await p.screenshot({ path: `${SHOTS}/7-bulk.png` });
      await expect
        .poll(async () => (await syncedAt([a.mac, b.mac])).map((at, i) => at !== null && at !== synced[i]), {
          timeout: 30_000,
        })
        .toEqual([true, true]);
      passed = true;
    } finally {
      const failures = await cleanUp(api, tag, template, shows, assigned);
      if (passed) expect(failures, 'cleaning up').toEqual([]);
    }
  }, 360_000);
});
