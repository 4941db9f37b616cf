// The signage add-on's pages (doc 3 §2, §4, §5; tests/e2e/plus*.e2e.ts) as an operator uses them: media made in
// the test (a PNG drawn here, a WebM recorded in the page), the media lists and their upload, dragging on the
// template canvas, the 23.1 template with an image and two product slots, the device table with its bulk actions
// and tools (assign, blink), the show editor's 'Showing now' picture read in one evaluate, and the API reads the
// tests check the console against.
import { createCanvas } from '@napi-rs/canvas';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Api } from '../api';
import { Shell } from './Shell';

export const NO_ROW = 'No row selected. Please select one or more rows.';
export const BULK_ACTIONS = ['template', 'infoView', 'sync', 'mode', 'setShowIdx', 'unsetShowIdx'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export type MediaKind = 'image' | 'video' | 'widget';

/** a device row of POST /status/store/{code}/plus/device/search (the fields the tests read) */
export interface PlusDevice {
  mac: string;
  name: string | null;
  model: string;
  status: string;
  template?: string | null;
  infoViewDuration?: number | null;
  products?: Array<{ index: number; prCode: string }>;
  brightness?: number;
  mode?: number;
  blinkUntil?: string | null;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** the objects of the editor's slide as [type, left] */
export type Placed = Array<[string | null, number]>;

/** a PNG of one colour with the label (default 'ESL') written on it in white */
export function png(width: number, height: number, colour: string, label = 'ESL'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.font = '40px sans-serif';
  if (label) ctx.fillText(label, 10, 60);
  return canvas.toBuffer('image/png');
}

/** a one-second WebM recorded in the page from a canvas (MediaRecorder): a real video without a native tool */
export async function recordVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 160;
    const ctx = canvas.getContext('2d')!;
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let i = 0; i < 10; i += 1) {
      ctx.fillStyle = `hsl(${i * 36}, 80%, 50%)`;
      ctx.fillRect(0, 0, 320, 160);
      await new Promise((r) => setTimeout(r, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** uploads one plain red image through the API (test setup), answering its id */
export async function uploadImageApi(
  api: Api,
  baseUrl: string,
  storeCode: string,
  name: string,
): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png(300, 158, '#ff0000', ''))]), name);
  const answer = await fetch(`${baseUrl}/api/plus/store/${storeCode}/image/file`, {
    method: 'POST',
    headers: { 'Access-Token': api.session.accessToken, 'Access-Email': api.session.email },
    body: form,
  });
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as { data: Array<{ id: number }> };
  return data[0].id;
}

/** the store's signage devices, by mac */
export async function plusDevices(api: Api, storeCode: string): Promise<PlusDevice[]> {
  const answer = await api.call<{ data: PlusDevice[] }>(
    'POST',
    `/status/store/${storeCode}/plus/device/search`,
    {
      start: 0,
      length: -1,
      order: [{ column: 'mac', dir: 'asc' }],
    },
  );
  return answer.data;
}

export const plusDevice = (api: Api, storeCode: string, mac: string) =>
  api.call<PlusDevice>('GET', `/status/store/${storeCode}/plus/device/${mac}`);

/** the store's first product codes */
export async function productCodes(api: Api, storeCode: string, count: number): Promise<string[]> {
  const answer = await api.call<{ data: Array<{ prCode: string }> }>(
    'POST',
    `/status/store/${storeCode}/product/search`,
    { start: 0, length: count, order: [{ column: 'prCode', dir: 'asc' }] },
  );
  return answer.data.map((p) => p.prCode);
}

/** a mac written the way an operator may type it: upper case, pairs joined by `separator` */
export const typedMac = (mac: string, separator: string) => mac.toUpperCase().match(/../g)!.join(separator);

/** What the 'Showing now' panel shows, in one read: synced flag, picture size, the pixels at `points`. */
export interface ShowingNow {
  synced: string | null;
  syncedAt: string | null;
  width: number;
  height: number;
  /** 'r,g,b' at each named point */
  at: Record<string, string>;
  /** distinct colours on a 16 px grid over the picture */
  colours: number;
}

export class PlusPages extends Shell {
  constructor(
    page: Page,
    baseUrl: string,
    readonly storeCode: string,
  ) {
    super(page, baseUrl);
  }

  /** the page's finite animations and transitions (dialogs fading in, menus closing, a turn) have ended */
  settled(): Promise<unknown> {
    return this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  }

  /** goes to the route and waits for the element with the test id */
  async open(route: string, testId: string): Promise<void> {
    await this.goto(route);
    await this.page.getByTestId(testId).waitFor();
  }

  openMediaList(kind: MediaKind): Promise<void> {
    return this.open(`/plus/${kind}/list/${this.storeCode}`, `plus-${kind}-list`);
  }

  mediaRow(kind: MediaKind, name: string): Locator {
    return this.page.getByTestId(`plus-${kind}-row`).filter({ hasText: name });
  }

  /** the media list's upload dialog: the files sent at once */
  async upload(files: UploadFile[]): Promise<void> {
    await this.page.getByTestId('plus-media-upload').click();
    await this.page.getByTestId('plus-upload-input').setInputFiles(files);
    await this.page.getByTestId('plus-upload-send').click();
    await this.page.getByTestId('plus-upload-dialog').waitFor({ state: 'detached', timeout: 30_000 });
  }

  /** the video's view: the player has the file (its metadata loaded) */
  async viewVideo(name: string): Promise<Locator> {
    await this.mediaRow('video', name).getByTestId('plus-media-view').click();
    const player = this.page.getByTestId('plus-view-video');
    await player.waitFor();
    await expect.poll(() => player.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(1);
    return player;
  }

  /** the row's delete, confirmed, is refused: answers the error dialog's message (the dialog stays open) */
  async deleteRefused(kind: MediaKind, name: string): Promise<string> {
    const row = this.mediaRow(kind, name);
    await row.waitFor();
    await row.getByTestId('plus-media-delete').click();
    await this.page.getByRole('button', { name: 'Confirm' }).click();
    const message = this.page.getByTestId('error-dialog-message');
    await message.waitFor();
    return message.innerText();
  }

  /** drags the element's left part by dx, dy screen pixels */
  async drag(locator: Locator, dx: number, dy: number): Promise<void> {
    const box = (await locator.boundingBox())!;
    const x = box.x + Math.min(box.width / 2, 20);
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 4 });
    await this.page.mouse.up();
  }

  templateObjects(): Locator {
    return this.page.getByTestId('template-object');
  }

  /** the objects of the editor's slide as [type, left], read at once */
  placed(): Promise<Placed> {
    return this.templateObjects().evaluateAll((els) =>
      els.map(
        (e) => [e.getAttribute('data-type'), Number(e.getAttribute('data-left'))] as [string | null, number],
      ),
    );
  }

  /**
   * A new 23.1 template from the store's template list: the image dragged 50 screen pixels (100 on the screen)
   * right, two product slots dragged 250 and 450; a Delete with the focus in an input removes nothing; saved.
   * Answers the saved layout.
   */
  async buildTemplate(name: string, imageName: string): Promise<Placed> {
    const p = this.page;
    await this.open(`/plus/template/list/${this.storeCode}`, 'plus-template-list');
    await p.getByTestId('plus-template-new').click();
    await p.getByTestId('plus-template-name').fill(name);
    await p.getByTestId('plus-template-create-ok').click();
    await p.getByTestId('template-editor').waitFor();
    expect(await p.getByTestId('template-editor').getAttribute('data-size')).toBe('23.1');
    expect(Math.round((await p.getByTestId('template-canvas').boundingBox())!.width)).toBe(960);

    const objects = this.templateObjects();
    await p.getByTestId('add-image').click();
    await p.getByTestId('media-pick').click();
    await p.getByTestId('media-pick-option').filter({ hasText: imageName }).click();
    await this.drag(objects.nth(0), 50, 0);
    await p.getByTestId('add-product').click();
    await this.drag(objects.nth(1), 250, 0);
    await p.getByTestId('add-product').click();
    await this.drag(objects.nth(2), 450, 0);
    // a Delete with focus in an input changes nothing
    await p.getByTestId('object-left').focus();
    await p.keyboard.press('Delete');
    expect(await objects.count()).toBe(3);
    expect(await objects.nth(1).getByTestId('template-product-slots').getAttribute('data-slots')).toBe('4');
    const placed = await this.placed();
    expect(placed.map(([type]) => type)).toEqual(['image', 'product', 'product']);
    expect(placed[0][1]).toBeGreaterThanOrEqual(90);
    expect(placed[2][1]).toBeGreaterThan(placed[1][1]);
    await p.getByTestId('template-save').click();
    await p.getByText('Complete!').waitFor();
    return placed;
  }

  /** the 'Error' dialog shows exactly this message; OK closes it */
  async expectError(message: string, title = 'Error'): Promise<void> {
    const dialog = this.page.getByTestId('error-dialog');
    await dialog.waitFor();
    expect(await this.page.getByTestId('error-dialog-message').innerText()).toBe(message);
    expect(await dialog.getByRole('heading').innerText()).toBe(title);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async openDeviceList(): Promise<void> {
    await this.goto(`/plus/device/list/${this.storeCode}`);
    await this.page.getByTestId('plus-device-row').first().waitFor();
  }

  deviceRow(mac: string): Locator {
    return this.page.locator(`[data-testid="plus-device-row"][data-mac="${mac}"]`);
  }

  /** the text of one column of the rows of `macs`, and whether each row is selected, read at once */
  rowsState(macs: string[], field: string): Promise<Array<{ text: string; checked: boolean }>> {
    return this.page.evaluate(
      ({ macs, field }) =>
        macs.map((mac) => {
          const row = document.querySelector(`[data-testid="plus-device-row"][data-mac="${mac}"]`);
          return {
            text: row?.querySelector(`[data-field="${field}"]`)?.textContent ?? '(no row)',
            checked: row?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
          };
        }),
      { macs, field },
    );
  }

  async select(...macs: string[]): Promise<void> {
    for (const mac of macs) await this.deviceRow(mac).getByRole('checkbox').check();
  }

  bulkButton(action: BulkAction): Locator {
    return this.page.getByTestId(`plus-device-${action}`);
  }

  /** every bulk action without a selected row says so */
  async expectNoRowRefusals(): Promise<void> {
    for (const action of BULK_ACTIONS) {
      await this.bulkButton(action).click();
      await this.expectError(NO_ROW);
    }
  }

  bulkDialog(): Locator {
    return this.page.getByTestId('plus-device-bulk-dialog');
  }

  /** in the open bulk dialog: picks the option of its select */
  async pickInBulkDialog(option: string): Promise<void> {
    await this.bulkDialog().getByRole('combobox').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** OK in the bulk dialog, which closes */
  async confirmBulk(): Promise<void> {
    await this.page.getByTestId('plus-device-bulk-ok').click();
    await this.bulkDialog().waitFor({ state: 'detached' });
  }

  /** the assign tool, open: a MAC with an index (entry state 2) and one code, assigned at once on Enter */
  async assignAtIndex(mac: string, index: number, prCode: string): Promise<void> {
    const id = this.page.getByTestId('plus-device-id-input');
    await id.fill(`${typedMac(mac, ':')}${index}`);
    expect(await id.getAttribute('data-state')).toBe('2');
    await this.page.getByTestId('plus-device-code-input').fill(prCode);
    await this.page.getByTestId('plus-device-code-input').press('Enter');
    await this.page.getByText(`Assigned to ${mac}`, { exact: true }).waitFor();
    expect(await id.inputValue()).toBe('');
  }

  /** closes the open store tool (assign, deassign, blink, search) */
  async closeTool(kind: 'assign' | 'deassign' | 'blink' | 'search'): Promise<void> {
    await this.page.getByTestId('plus-device-tool-close').click();
    await this.page.getByTestId(`plus-device-${kind}-dialog`).waitFor({ state: 'detached' });
  }

  /** the blink tool: blank input is ignored, then the devices showing the code flash; the tool is closed */
  async blink(prCode: string): Promise<void> {
    const p = this.page;
    await p.getByTestId('plus-device-open-blink').click();
    await p.getByTestId('plus-device-code-input').fill('   ');
    await p.getByTestId('plus-device-tool-ok').click();
    expect(await p.getByTestId('error-dialog').count()).toBe(0);
    await p.getByTestId('plus-device-code-input').fill(prCode);
    await p.getByTestId('plus-device-tool-ok').click();
    await p.getByText(`The devices showing ${prCode} blink`, { exact: true }).waitFor();
    await this.closeTool('blink');
  }

  /** the show editor of one device (its title names the device) */
  async openShowEditor(mac: string): Promise<Locator> {
    await this.goto(`/plus/device/show/${this.storeCode}/${mac}`);
    const editor = this.page.getByTestId('device-show-editor').filter({ hasText: ` · ${mac} · ` });
    await editor.waitFor();
    return editor;
  }

  /** saves the device's show, which differs from its template: the editor shows the device as custom */
  async saveCustomShow(): Promise<void> {
    const editor = this.page.getByTestId('device-show-editor');
    await this.page.getByTestId('device-show-save').click();
    await expect.poll(() => editor.getAttribute('data-custom')).toBe('true');
    expect(await editor.getAttribute('data-template')).toBe('');
    expect(await this.page.getByTestId('device-show-link').innerText()).toBe('Custom');
  }

  /** the show editor's 'Showing now' panel, read in one evaluate; null while its picture is not loaded */
  /**
   * Waits until the 'Showing now' panel matches `expected` and returns the read that matched: the panel reloads
   * its picture as the device's slide changes, and a read while the new picture loads is null.
   */
  async showingNowWhen(
    points: Record<string, [number, number]>,
    expected: object,
    timeout = 30_000,
  ): Promise<ShowingNow> {
    let seen: ShowingNow | null = null;
    await expect
      .poll(async () => (seen = await this.showingNow(points)), { timeout, interval: 250 })
      .toMatchObject(expected);
    return seen!;
  }

  showingNow(points: Record<string, [number, number]>): Promise<ShowingNow | null> {
    return this.page.evaluate((points) => {
      const panel = document.querySelector('[data-testid="showing-now"]');
      const img = document.querySelector<HTMLImageElement>('[data-testid="showing-now-picture"]');
      if (!panel || !img || !img.complete || img.naturalWidth === 0) return null;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      const colourAt = (x: number, y: number) => {
        const i = (y * canvas.width + x) * 4;
        return `${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`;
      };
      const colours = new Set<string>();
      for (let y = 0; y < canvas.height; y += 16)
        for (let x = 0; x < canvas.width; x += 16) colours.add(colourAt(x, y));
      return {
        synced: panel.getAttribute('data-synced'),
        syncedAt: img.getAttribute('data-synced-at'),
        width: img.naturalWidth,
        height: img.naturalHeight,
        at: Object.fromEntries(Object.entries(points).map(([name, [x, y]]) => [name, colourAt(x, y)])),
        colours: colours.size,
      };
    }, points);
  }
}
