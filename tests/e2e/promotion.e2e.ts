// /setting/promotion (doc 3 §2, §3, §7; docs/api.md 'Promotions') as an operator uses it: a store's promotion
// added with the form's messages, edited, seen saved; while it runs the product's label (the product image modal)
// is the label of the product with the promotion's caption and period in the promotion entry (5) and its price
// in the sale price entry (9), exactly; deleted, the label is the plain one again.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';

const SHOTS = '/tmp/shots-promotion';
mkdirSync(SHOTS, { recursive: true });
const t = translator('en_US');
const STORE = 'KR001';
const ID = 'E2E-PROMO-1';

interface Product {
  prCode: string;
  prName: string | null;
  layoutId: string;
  nfc: string | null;
  prInfo: string[];
}
interface SavedPromotion {
  promotionId: string;
  prCode: string;
  promotionPrice: number;
  startDate: string;
  endDate: string;
  text: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** a datetime-local input's value, local time */
const local = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** the period as the label shows it: MM/DD in UTC */
const monthDay = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
};

/** The label of the product modal of the product list, as base64 of the PNG's bytes. */
async function labelBytes(page: Page, prCode: string): Promise<string> {
  await page.goto(`${baseUrl()}/#/product/list/${STORE}`);
  await page.getByTestId('filter-prCode').fill(prCode);
  const row = page.locator(`[data-testid="product-row"][data-pr-code="${prCode}"]`);
  await row.waitFor();
  await row.getByTestId('product-image-open').click();
  const image = page.getByTestId('product-image');
  await image.waitFor();
  const bytes = await image.evaluate(async (img) => {
    const data = new Uint8Array(await (await fetch((img as HTMLImageElement).src)).arrayBuffer());
    let text = '';
    for (const b of data) text += String.fromCharCode(b);
    return btoa(text);
  });
  await page.getByTestId('product-image-dialog').getByRole('button', { name: 'Close' }).click();
  await image.waitFor({ state: 'detached' });
  return bytes;
}

/**
 * The store of the promotion page, typed key by key and chosen from its list: the page asks only for the stores
 * chosen, never for a half-typed code (which the server does not know, and whose failure would log out).
 */
async function chooseStore(page: Page) {
  const asked: string[] = [];
  const record = (request: { url(): string }) => {
    const store = /\/api\/product\/promotion\/([^/?]+)(?:\/search)?$/.exec(request.url())?.[1];
    if (store && store !== 'type') asked.push(decodeURIComponent(store));
  };
  page.on('request', record);
  await page.getByTestId('promotion-store').fill('');
  await page.getByTestId('promotion-store').pressSequentially(STORE);
  await page.locator(`[role="option"][data-store-code="${STORE}"]`).click();
  await expect.poll(() => asked).toContain(STORE);
  page.off('request', record);
  // no half-typed code ('K', 'KR', 'KR0', ...) was asked for
  expect(asked.filter((store) => store !== STORE && STORE.startsWith(store))).toEqual([]);
}

describe('promotions', () => {
  const page = pagePerTest();
  let api: Api;
  let product: Product | undefined;
  afterAll(async () => {
    // the product as it was, and no promotion left behind
    if (product) await api.call('POST', '/product', { storeCode: STORE, product: [product] });
    const { data } = await api.call<{ data: SavedPromotion[] }>('GET', `/product/promotion/${STORE}`);
    await api.call('POST', `/product/promotion/${STORE}`, {
      data: data
        .filter((p) => p.promotionId !== ID)
        .map(({ updatedAt: _u, ...rest }: SavedPromotion & { updatedAt?: string }) => rest),
    });
  });

  it("a store's promotion is added, edited and saved; while it runs the label shows its price and period", async () => {
    api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const { data: products } = await api.call<{ data: Product[] }>(
      'POST',
      `/status/store/${STORE}/product/search`,
      { length: 10 },
    );
    const found = products.find((p) => p.prInfo.length >= 2);
    product = found && {
      prCode: found.prCode,
      prName: found.prName,
      layoutId: found.layoutId,
      nfc: found.nfc,
      prInfo: found.prInfo,
    };
    expect(product, 'a product of the demo store').toBeDefined();
    const { prCode } = product!;
    await signIn(page(), demoAccounts.admin);
    const plain = await labelBytes(page(), prCode);

    // add: the form's messages first, then a running promotion of the product
    await page().goto(`${baseUrl()}/#/setting/promotion`);
    await page().getByTestId('promotion-title').waitFor();
    await page().getByTestId('promotion-type').first().waitFor();
    await chooseStore(page());
    await page().getByTestId('promotion-add').click();
    const dialog = page().getByTestId('promotion-dialog');
    await dialog.waitFor();
    await page().getByTestId('promotion-save').click();
    const problem = page().getByTestId('promotion-form-error');
    await expect.poll(() => problem.textContent()).toBe(t('validation.fillInPromotionId'));
    await page().getByTestId('promotion-promotionId').fill(ID);
    await page().getByTestId('promotion-prCode').fill(prCode);
    await page().getByTestId('promotion-promotionPrice').fill('777');
    await page()
      .getByTestId('promotion-startDate')
      .fill(local(new Date(Date.now() - 86_400_000)));
    await page()
      .getByTestId('promotion-endDate')
      .fill(local(new Date(Date.now() + 7 * 86_400_000)));
    await page().getByTestId('promotion-text').fill('E2E DEAL');
    await page().getByTestId('promotion-save').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page().locator(`[data-testid="promotion-row"][data-promotion-id="${ID}"]`);
    await expect.poll(() => row.locator('[data-field="promotionPrice"]').textContent()).toContain('777');

    // edit: a new price, seen in the list and saved on the server
    await row.getByTestId('promotion-edit').click();
    await dialog.waitFor();
    await page().getByTestId('promotion-promotionPrice').fill('555');
    await page().getByTestId('promotion-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.locator('[data-field="promotionPrice"]').textContent()).toContain('555');
    expect(await row.locator('[data-field="prCode"]').textContent()).toBe(prCode);
    await page().screenshot({ path: `${SHOTS}/promotion-list.png` });
    const { data: saved } = await api.call<{ data: SavedPromotion[] }>('GET', `/product/promotion/${STORE}`);
    const promotion = saved.find((p) => p.promotionId === ID);
    expect(promotion).toMatchObject({ prCode, promotionPrice: 555, type: 'SALE', text: 'E2E DEAL' });

    // the label while it runs: not the plain one
    const promoted = await labelBytes(page(), prCode);
    expect(promoted).not.toBe(plain);
    await page().screenshot({ path: `${SHOTS}/promotion-label.png` });

    // delete (confirmed): the label is the plain one again
    await page().goto(`${baseUrl()}/#/setting/promotion`);
    await chooseStore(page());
    await row.getByTestId('promotion-delete').click();
    await page()
      .getByRole('button', { name: t('app.action.yes') })
      .click();
    await row.waitFor({ state: 'detached' });
    expect(await labelBytes(page(), prCode)).toBe(plain);

    // what it drew: the product with the caption and period in entry 5 and the price in entry 9, by hand
    const prInfo = [...product!.prInfo];
    while (prInfo.length < 10) prInfo.push('');
    prInfo[5] = `E2E DEAL ${monthDay(promotion!.startDate)}-${monthDay(promotion!.endDate)}`;
    prInfo[9] = '555';
    await api.call('POST', '/product', { storeCode: STORE, product: [{ ...product, prInfo }] });
    expect(await labelBytes(page(), prCode)).toBe(promoted);
  });
});
