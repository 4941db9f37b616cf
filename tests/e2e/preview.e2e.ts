// The tag preview (doc 1 §2.8): opened from the tag detail table, it shows the label the server rendered (not
// blank: dark pixels counted in the page), pages through previous / next, and rotates by 90°.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';

/** The preview dialog as the operator sees it. */
class TagPreviewDialog {
  constructor(private readonly page: Page) {}
  root = () => this.page.getByTestId('tag-preview-dialog');
  image = () => this.page.getByTestId('tag-preview-image');
  pageLabel = () => this.page.getByTestId('tag-preview-page');
  button = (name: RegExp) => this.root().getByRole('button', { name });

  /** Dark pixels of the shown image, read through a canvas at its natural size. */
  darkPixels(): Promise<{ dark: number; width: number; height: number }> {
    return this.image().evaluate(async (node) => {
      const img = node as HTMLImageElement;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let p = 0; p < data.length; p += 4) if (data[p] + data[p + 1] + data[p + 2] < 384) dark++;
      return { dark, width: canvas.width, height: canvas.height };
    });
  }
}

describe('the tag preview', () => {
  const page = pagePerTest();

  it('shows the rendered label, pages through previous and next, and rotates', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const tags = await admin.call<{ data: Array<{ tagId: string; prCode: string | null; tagType: string }> }>(
      'POST',
      '/status/store/KR001/tag/search',
      // every tag of the store: the table's first page is in its own (newest first) order
      { start: 0, length: -1 },
    );
    await signIn(page(), demoAccounts.admin);
    await page().setViewportSize({ width: 1280, height: 800 });
    await page().goto(`${baseUrl()}/#/tag/detail/KR001`);
    const rows = page().getByTestId('tag-row');
    await rows.first().waitFor();
    // a row showing a product (more than one page)
    const shownIds = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    const candidates = tags.data.filter((t) => t.prCode);
    const rowIndex = shownIds.findIndex((text) => candidates.some((t) => text.includes(t.tagId)));
    expect(rowIndex, 'a tag with a product in the first page of the table').toBeGreaterThanOrEqual(0);
    const tagId = candidates.find((t) => shownIds[rowIndex].includes(t.tagId))!.tagId;
    const preview = await admin.call<{ subPage: string[]; pageNo: number; encodedImage: string }>(
      'GET',
      `/preview/store/KR001/tag/${tagId}`,
    );
    expect(preview.subPage.length).toBeGreaterThan(0);

    await rows.nth(rowIndex).getByTestId('preview-button').click();
    const dialog = new TagPreviewDialog(page());
    await dialog.image().waitFor();
    await expect.poll(() => dialog.root().textContent()).toContain(tagId);
    const first = await dialog.darkPixels();
    expect(first.dark).toBeGreaterThan(first.width * first.height * 0.03);
    const firstSrc = await dialog.image().getAttribute('src');
    const total = preview.subPage.length + 1;
    await expect.poll(() => dialog.pageLabel().textContent()).toContain(`of ${total}`);
    await page().screenshot({ path: '/tmp/shots4/B-preview.png' });

    // next and previous walk through the pages
    const startLabel = await dialog.pageLabel().textContent();
    const atStart = startLabel?.includes(`(1 of`) ?? false;
    await dialog.button(atStart ? /next page/i : /previous page/i).click();
    await expect.poll(() => dialog.image().getAttribute('src')).not.toBe(firstSrc);
    const other = await dialog.darkPixels();
    expect(other.dark).toBeGreaterThan(0);
    await page().screenshot({ path: '/tmp/shots4/B-preview-subpage.png' });
    await dialog.button(atStart ? /previous page/i : /next page/i).click();
    await expect.poll(() => dialog.image().getAttribute('src')).toBe(firstSrc);

    // rotate by 90°: the image turns and its frame becomes portrait
    await dialog.button(/rotate/i).click();
    await expect.poll(() => dialog.image().getAttribute('data-rotation')).toBe('90');
    const transform = await dialog.image().evaluate((img) => getComputedStyle(img).transform);
    expect(transform).toMatch(/^matrix\(\s*0(\.0+)?(e-\d+)?,\s*1,\s*-1,\s*0/);
    const frame = await dialog.image().evaluate((img) => {
      const box = img.parentElement!.getBoundingClientRect();
      return { w: box.width, h: box.height };
    });
    // a landscape label stands upright (a square one stays square)
    expect(frame.h >= frame.w).toBe(first.width >= first.height);
    expect(await dialog.image().evaluate((img) => getComputedStyle(img).imageRendering)).toBe('pixelated');
    await page().screenshot({ path: '/tmp/shots4/B-preview-rotated.png' });
  });
});
