// Signage devices as a store operator uses them (doc 3 §2 /plus/device, /plus/device/list/{storeCode}; §4, §5,
// §8; docs/api.md 'Signage devices'): the store overview, the device table's bulk actions without and with a
// selected row, the info view duration's validation, the device settings saved 500 ms after the last change
// (read back from the server), a product assigned with a MAC+index entry and with a MAC and a collected list,
// blink, and removing a device.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import {
  plusDevice,
  plusDevices,
  PlusPages,
  productCodes,
  typedMac,
  type PlusDevice,
} from './support/pages/PlusPages';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const STORE = 'KR001';

async function admin(): Promise<Api> {
  return Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
}

const devices = (api: Api) => plusDevices(api, STORE);
const device = (api: Api, mac: string) => plusDevice(api, STORE, mac);

describe('signage devices', () => {
  const page = pagePerTest();

  it('shows the stores with total, online and offline devices as a table and a map', async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 900 });
    await signIn(p, demoAccounts.admin);
    await p.goto(`${baseUrl()}/#/plus/device`);
    const store = p.locator(`[data-testid="plus-device-store-row"]`).filter({ hasText: STORE });
    await store.waitFor();
    const cells = await store.locator('td').allInnerTexts();
    const [total, online, offline] = cells.slice(2, 5).map(Number);
    expect(total).toBeGreaterThan(0);
    expect(online + offline).toBe(total);
    await p.getByTestId('filter-storeCode').fill('JP');
    await expect
      .poll(() => p.getByTestId('plus-device-store-row').filter({ hasText: STORE }).count())
      .toBe(0);
    await p.screenshot({ path: `${SHOTS}/plus-device-overview.png` });
    await p.getByTestId('view-map').click();
    await p.getByTestId('plus-media-map').waitFor();
    await p.screenshot({ path: `${SHOTS}/plus-device-map.png` });
    await p.getByTestId('view-table').click();
    await p.getByTestId('plus-device-store-row').first().click();
    await p.getByTestId('plus-device-list').waitFor();
  });

  it('refuses each bulk action without a selected row, validates the info view and runs them on a selection', async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 900 });
    await signIn(p, demoAccounts.admin);
    const plus = new PlusPages(p, baseUrl(), STORE);
    const api = await admin();
    const [first, second] = await devices(api);
    await plus.openDeviceList();
    await p.screenshot({ path: `${SHOTS}/plus-device-list.png` });

    await plus.expectNoRowRefusals();

    await plus.select(first.mac, second.mac);
    await p.getByTestId('plus-device-infoView').click();
    const input = p.getByTestId('plus-device-infoView-input');
    for (const wrong of ['5', '301', 'abc', '']) {
      await input.fill(wrong);
      await p.getByTestId('plus-device-bulk-ok').click();
      await plus.expectError(
        'This value must be greater than 10 and less than 300.',
        'You entered an incorrect value',
      );
    }
    await input.fill('45');
    await p.screenshot({ path: `${SHOTS}/plus-device-info-view.png` });
    await plus.confirmBulk();
    await expect.poll(async () => (await device(api, second.mac)).infoViewDuration).toBe(45);

    await plus.select(first.mac);
    await p.getByTestId('plus-device-setShowIdx').click();
    await p.getByTestId('plus-device-showIdx-input').fill('2');
    await p.getByTestId('plus-device-bulk-ok').click();
    await expect
      .poll(() => plus.deviceRow(first.mac).locator('[data-field="showIdx"]').innerText())
      .toBe('2');
    await plus.select(first.mac);
    await p.getByTestId('plus-device-unsetShowIdx').click();
    await expect.poll(() => plus.deviceRow(first.mac).locator('[data-field="showIdx"]').innerText()).toBe('');
    await plus.select(first.mac);
    await p.getByTestId('plus-device-sync').click();
    await p.getByText('Success', { exact: true }).first().waitFor();

    // the mode of a selected device changed
    await plus.select(second.mac);
    await p.getByTestId('plus-device-mode').click();
    await plus.pickInBulkDialog('Mode 2');
    await plus.confirmBulk();
    await expect.poll(async () => (await device(api, second.mac)).mode).toBe(2);
  });

  it('saves the device settings 500 ms after the last change, and they are read back', async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 900 });
    await signIn(p, demoAccounts.admin);
    const plus = new PlusPages(p, baseUrl(), STORE);
    const api = await admin();
    const [first] = await devices(api);
    await plus.openDeviceList();
    await plus.deviceRow(first.mac).getByTestId('plus-device-info').click();
    const dialog = p.getByTestId('plus-device-info-dialog');
    await dialog.getByTestId('plus-device-settings').waitFor();
    const name = `Entrance ${Date.now() % 100000}`;
    await p.getByTestId('plus-device-name').fill(name);
    const brightness = p.getByTestId('plus-device-brightness').getByRole('slider');
    await brightness.focus();
    const before = Number(await p.getByTestId('plus-device-brightness-value').innerText());
    await p.keyboard.press(before > 10 ? 'ArrowLeft' : 'ArrowRight');
    const wanted = Number(await p.getByTestId('plus-device-brightness-value').innerText());
    const tz = p.getByTestId('plus-device-tz').getByRole('combobox');
    await tz.click();
    await tz.press('ControlOrMeta+a');
    await p.keyboard.type('Asia/Seo');
    await p.screenshot({ path: `${SHOTS}/plus-device-tz.png` });
    await p.getByRole('option', { name: 'Asia/Seoul', exact: true }).click();
    const state = p.getByTestId('plus-device-save-state');
    await expect.poll(() => state.getAttribute('data-state')).toBe('saved');
    await p.screenshot({ path: `${SHOTS}/plus-device-info.png` });
    const saved = await api.call<PlusDevice & { tz: string }>(
      'GET',
      `/status/store/${STORE}/plus/device/${first.mac}`,
    );
    expect({ name: saved.name, brightness: saved.brightness, tz: saved.tz }).toEqual({
      name,
      brightness: wanted,
      tz: 'Asia/Seoul',
    });
    await p.getByTestId('plus-device-info-close').click();
    await expect.poll(() => plus.deviceRow(first.mac).locator('[data-field="name"]').innerText()).toBe(name);
  });

  it('assigns products with a MAC+index entry and with a MAC and a list, blinks, searches, deassigns a slot and removes a device', async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 900 });
    await signIn(p, demoAccounts.admin);
    const plus = new PlusPages(p, baseUrl(), STORE);
    const api = await admin();
    const list = await devices(api);
    const target = list[2];
    const [codeA, codeB] = await productCodes(api, STORE, 2);
    await plus.openDeviceList();

    // MAC with an index: one code, assigned at once on Enter
    await p.getByTestId('plus-device-open-assign').click();
    const id = p.getByTestId('plus-device-id-input');
    await id.fill(`${typedMac(target.mac, ':')}3`);
    expect(await id.getAttribute('data-state')).toBe('2');
    await p.getByTestId('plus-device-tool-ok').click();
    await plus.expectError('Enter Product Code, Please!');
    await plus.assignAtIndex(target.mac, 3, codeA);
    await expect
      .poll(async () => (await device(api, target.mac)).products)
      .toContainEqual({ index: 3, prCode: codeA });

    // a MAC: codes collected; a typed code not added is asked about
    await id.fill(typedMac(target.mac, '-'));
    expect(await id.getAttribute('data-state')).toBe('1');
    await p.getByTestId('plus-device-code-input').fill(codeA);
    await p.getByTestId('plus-device-code-input').press('Enter');
    await p.getByTestId('plus-device-code-list').getByText(`0: ${codeA}`).waitFor();
    await p.getByTestId('plus-device-code-input').fill(codeB);
    await p.screenshot({ path: `${SHOTS}/plus-device-assign.png` });
    await p.getByTestId('plus-device-tool-ok').click();
    await p.getByText('Do you want to add the entered product code to the list?', { exact: true }).waitFor();
    await p.getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(async () => (await device(api, target.mac)).products)
      .toEqual([
        { index: 0, prCode: codeA },
        { index: 1, prCode: codeB },
      ]);
    await plus.closeTool('assign');

    // blink ignores blank input, then flashes the devices showing the code
    await plus.blink(codeB);
    expect((await device(api, target.mac)).blinkUntil).toBeTruthy();

    // search by the product code finds the device
    await p.getByTestId('plus-device-open-search').click();
    await p.getByTestId('plus-device-code-input').fill(codeB);
    await p.getByTestId('plus-device-tool-ok').click();
    await p.getByTestId('plus-device-search-result').getByText(target.mac, { exact: false }).waitFor();
    await p.screenshot({ path: `${SHOTS}/plus-device-search.png` });
    await plus.closeTool('search');

    // deassign one slot with a MAC+index entry
    await p.getByTestId('plus-device-open-deassign').click();
    await p.getByTestId('plus-device-id-input').fill(`${target.mac}1`);
    await p.getByTestId('plus-device-tool-ok').click();
    await p.getByText(`Deassigned ${target.mac}`, { exact: true }).waitFor();
    await expect
      .poll(async () => (await device(api, target.mac)).products)
      .toEqual([{ index: 0, prCode: codeA }]);
    await plus.closeTool('deassign');

    // remove the last device
    const last = list.at(-1)!;
    await plus.deviceRow(last.mac).getByTestId('plus-device-remove').click();
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('Device is removed.', { exact: true }).waitFor();
    await plus.deviceRow(last.mac).waitFor({ state: 'detached' });
    expect((await devices(api)).map((d) => d.mac)).not.toContain(last.mac);
  });

  it('uploads and removes a S/W package and saves the plus settings', async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 900 });
    await signIn(p, demoAccounts.admin);
    const plus = new PlusPages(p, baseUrl(), STORE);
    const api = await admin();
    await plus.openDeviceList();

    const ver = `3.${Date.now() % 1000}.0`;
    await p.getByTestId('plus-device-open-software').click();
    await p.getByTestId('plus-sw-dialog').waitFor();
    await p.getByTestId('plus-sw-upload').click();
    await p.getByTestId('plus-sw-ver').fill(ver);
    await p.getByTestId('plus-sw-file').setInputFiles({
      name: `signage-${ver}.apk`,
      mimeType: 'application/vnd.android.package-archive',
      buffer: Buffer.from(`PK\u0003\u0004 signage player ${ver}`),
    });
    await p.getByTestId('plus-sw-send').click();
    await p.getByTestId('plus-sw-upload-dialog').waitFor({ state: 'detached' });
    const swRow = p.getByTestId('plus-software-row').filter({ hasText: ver });
    await swRow.waitFor();
    await p.screenshot({ path: `${SHOTS}/plus-device-software.png` });
    await swRow.getByTestId('plus-sw-delete').click();
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('S/W is removed.', { exact: true }).waitFor();
    await swRow.waitFor({ state: 'detached' });
    await p.getByTestId('plus-sw-dialog').getByRole('button', { name: 'Close' }).click();
    await p.getByTestId('plus-sw-dialog').waitFor({ state: 'detached' });

    await p.getByTestId('plus-device-open-setting').click();
    const duration = p.getByTestId('plus-setting-infoViewDuration');
    await duration.waitFor();
    await duration.fill('75');
    await p.screenshot({ path: `${SHOTS}/plus-device-settings.png` });
    await p.getByTestId('plus-setting-save').click();
    await p.getByTestId('plus-setting-dialog').waitFor({ state: 'detached' });
    const setting = await api.call<{ infoViewDuration: number }>('GET', `/plus/store/${STORE}/setting`);
    expect(setting.infoViewDuration).toBe(75);
  });
});
