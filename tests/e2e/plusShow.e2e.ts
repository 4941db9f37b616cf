// The show editor of one signage device as an operator uses it (doc 3 §2, §4 'Template on devices'; docs/api.md
// 'Signage shows', 'Signage pictures'): a device's show editor opened, a template applied (the device follows it),
// the simulated device fetching it and the server's picture of what it shows appearing, then the show edited by
// dragging and saved: it differs from the template, so the device becomes custom and shows the edit.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { plusDevices, PlusPages, uploadImageApi } from './support/pages/PlusPages';

const SHOTS = '/tmp/D-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const STORE = 'KR001';
/** the picture's pixels the test reads: in the image as placed at first, and right of it */
const POINTS: Record<string, [number, number]> = { at60: [60, 80], at260: [260, 80] };

interface ShowView {
  template: string | null;
  syncedAt: string | null;
  show: Array<{ object: Array<{ left: number }> }>;
}

describe('signage show editor', () => {
  const page = pagePerTest();

  it('applies a template to a device, sees the device report it as a picture, then edits the show (custom)', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const tag = `${Date.now() % 1_000_000}`;
    const imageId = await uploadImageApi(api, baseUrl(), STORE, `show-${tag}.png`);
    const template = `Show ${tag}`;
    await api.call('POST', `/plus/store/${STORE}/template/${encodeURIComponent(template)}`, {
      size: '23.1',
      show: [
        {
          duration: 30,
          bgColor: '#000000',
          object: [
            { type: 'image', id: String(imageId), left: 0, top: 0, width: 200, height: 158 },
            { type: 'product', id: '1', left: 400, top: 0, width: 360, height: 158 },
          ],
        },
      ],
    });
    // the simulator takes displays offline and back now and then: wait for an online 23.1 inch one (any model)
    let device: Awaited<ReturnType<typeof plusDevices>>[number] | undefined;
    await expect
      .poll(
        async () =>
          (device = (await plusDevices(api, STORE)).find(
            (d) => d.model.startsWith('IP231') && d.status === 'ONLINE',
          )),
        { message: 'an ONLINE 23.1 inch device of the demo store' },
      )
      .toBeDefined();
    const mac = device!.mac;

    const p = page();
    await p.setViewportSize({ width: 1400, height: 1000 });
    await signIn(p, demoAccounts.admin);
    const plus = new PlusPages(p, baseUrl(), STORE);
    const editor = await plus.openShowEditor(mac);
    expect(Math.round((await p.getByTestId('template-canvas').boundingBox())!.width)).toBe(960);

    // apply the template: the device follows it
    await p.getByTestId('apply-template-pick').click();
    await p.getByTestId('apply-template-option').filter({ hasText: template }).click();
    await p.getByTestId('apply-template').click();
    await expect.poll(() => editor.getAttribute('data-template')).toBe(template);
    expect(await editor.getAttribute('data-custom')).toBe('false');
    expect(await plus.templateObjects().count()).toBe(2);

    // the simulated device fetches its show; the picture of what it shows appears: the red image on the left
    const first = await plus.showingNowWhen(POINTS, {
      synced: 'true',
      width: 1920,
      height: 158,
      at: { at60: '255,0,0' },
    });
    expect(first.at.at260).toBe('0,0,0');
    await p.screenshot({ path: `${SHOTS}/plus-show-applied.png`, fullPage: true });

    // drag the image 100 screen pixels right (200 on the screen) and save: it differs, the device is custom
    const image = plus.templateObjects().first();
    await plus.drag(image, 100, 0);
    await expect.poll(() => image.getAttribute('data-left')).toBe('200');
    await plus.saveCustomShow();
    const saved = await api.call<ShowView>('GET', `/plus/store/${STORE}/device/${mac}/show`);
    expect(saved.template).toBeNull();
    expect(saved.show[0].object[0].left).toBe(200);

    // the device fetches the edit: its picture now has the image from x 200 on
    const edited = await plus.showingNowWhen(POINTS, {
      synced: 'true',
      at: { at60: '0,0,0', at260: '255,0,0' },
    });
    expect(edited.syncedAt).not.toBe(first.syncedAt);
    await p.screenshot({ path: `${SHOTS}/plus-show-custom.png`, fullPage: true });
  });
});
