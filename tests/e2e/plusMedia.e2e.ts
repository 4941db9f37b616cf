// Signage media and templates as an operator uses them (doc 3 §2, §4, §5; docs/api.md 'Signage media',
// 'Signage templates'): two images and a video (recorded in the browser, its thumbnail captured there) uploaded
// to a store, an image viewed and rotated, a 23.1 template built by dragging an image and two product slots,
// saved and reopened, and the image's delete refused while the template uses it.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { png, PlusPages, recordVideo } from './support/pages/PlusPages';

const SHOTS = '/tmp/D-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const STORE = 'KR001';

describe('signage media and templates', () => {
  const page = pagePerTest();

  it('uploads two images and a video, builds a 23.1 template by dragging, reopens it, and refuses the used image delete', async () => {
    const p = page();
    await p.setViewportSize({ width: 1400, height: 1000 });
    await signIn(p, demoAccounts.admin);
    const plus = new PlusPages(p, baseUrl(), STORE);
    const tag = `${Date.now() % 1_000_000}`;

    await plus.open('/plus/image', 'plus-image-overview');
    await p.getByTestId('plus-image-store-row').first().waitFor();
    await p.screenshot({ path: `${SHOTS}/plus-image-overview.png` });

    // two images at once
    await plus.openMediaList('image');
    await plus.upload([
      { name: `red-${tag}.png`, mimeType: 'image/png', buffer: png(300, 158, '#cc2200') },
      { name: `blue-${tag}.png`, mimeType: 'image/png', buffer: png(600, 158, '#0033cc') },
    ]);
    const redRow = plus.mediaRow('image', `red-${tag}.png`);
    await redRow.waitFor();
    await plus.mediaRow('image', `blue-${tag}.png`).waitFor();
    expect(await redRow.innerText()).toContain('300');
    await redRow.getByTestId('plus-media-view').click();
    const view = p.getByTestId('plus-view-image');
    await view.waitFor();
    await p.getByTestId('plus-view-rotate').click();
    expect(await view.getAttribute('data-angle')).toBe('90');
    await plus.settled(); // the turn's transition
    await p.screenshot({ path: `${SHOTS}/plus-image-view-rotated.png` });
    await p.keyboard.press('Escape');
    await p.screenshot({ path: `${SHOTS}/plus-image-list.png` });

    // a video, its thumbnail captured in the browser
    await plus.openMediaList('video');
    await plus.upload([{ name: `clip-${tag}.webm`, mimeType: 'video/webm', buffer: await recordVideo(p) }]);
    const videoRow = plus.mediaRow('video', `clip-${tag}.webm`);
    await videoRow.waitFor();
    expect(await videoRow.innerText()).toContain('320');
    await plus.viewVideo(`clip-${tag}.webm`);
    await p.screenshot({ path: `${SHOTS}/plus-video-view.png` });
    await p.keyboard.press('Escape');

    // a 23.1 template: the image and two product slots placed by dragging
    const name = `Layout ${tag}`;
    const placed = await plus.buildTemplate(name, `red-${tag}.png`);
    await p.screenshot({ path: `${SHOTS}/plus-template-editor.png` });

    // reopened, the layout is the saved one
    await p.goto(`${baseUrl()}/#/plus/template/show/${STORE}/${encodeURIComponent(name)}/edit/23.1`);
    await p.reload();
    await p.getByTestId('template-editor').waitFor();
    await expect.poll(() => plus.templateObjects().count()).toBe(3);
    expect(await plus.placed()).toEqual(placed);

    // the image is in use: its delete is refused, naming the template
    await plus.openMediaList('image');
    const message = await plus.deleteRefused('image', `red-${tag}.png`);
    expect(message).toContain('There are devices that use this image file.');
    expect(message).toContain(name);
    await p.screenshot({ path: `${SHOTS}/plus-image-delete-refused.png` });

    // replaced from a file (show and size, doc 3 §5): two slides without the image; the list counts them
    await plus.open(`/plus/template/list/${STORE}`, 'plus-template-list');
    const row = p.getByTestId('plus-template-row').filter({ hasText: name });
    const replacement = {
      size: '23.1',
      show: [
        { duration: 30, bgColor: '#112233', object: [] },
        { duration: 15, bgColor: '#445566', object: [] },
      ],
    };
    await row.getByTestId('plus-template-replace-input').setInputFiles({
      name: 'replacement.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(replacement)),
    });
    await expect.poll(() => row.locator('[data-field="slides"]').textContent()).toBe('2');
    // a file without a show is refused with the spec's message, the template unchanged
    await row.getByTestId('plus-template-replace-input').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ size: '23.1' })),
    });
    await expect.poll(() => p.getByRole('dialog').textContent()).toContain('Invalid file format');
  });
});
