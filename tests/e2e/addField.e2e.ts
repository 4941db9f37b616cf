// The promise of DESIGN §2, end to end (issue 24's Proof): on a copy of the repository, the steps of
// schemas/README.md "Add a field", touching only schema and locale files, give
// - the product a filterable, sortable `brand` (x-list filter and sort, a length limit with its own message),
// - the product a required `origin` (its message, a product file column named by an alias),
// - the signage device a `contrast` from 0 to 100 (x-lists table filter and sort, its settings dialog, its message),
// - the store a filterable, sortable `region`;
// codegen runs, the console is built and a server started from that copy. Each place a field must reach is checked:
// the TypeScript type, the DDL, the OpenAPI document, the API (message for a bad value, a good one stored and read,
// filter and sort in SQL, product files), and in Chromium the list column, its filter and sort, the form save and
// the form's message.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo, messageTree, type RepoCopy } from '../fixtures/repoCopy';
import { Api, demoAccounts } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { PlusPages, plusDevices } from './support/pages/PlusPages';
import { startServer, type RunningServer } from './support/server';

type Json = Record<string, unknown>;
type List = { columns: string[]; filters: unknown[]; sortable?: string[]; labels?: string };
type Forms = Record<string, { fields: string[] }>;

const STORE = 'KR001';
const ORIGIN_MESSAGE = 'Please enter the origin';
const BRAND_MESSAGE = 'The brand is at most 40 characters.';
const CONTRAST_MESSAGE = 'Contrast must be a whole number from 0 to 100.';
const ORIGIN_ALIAS = 'Country of origin';
const REGIONS: Record<string, string> = { KR001: 'Seoul Capital', KR002: 'Yeongnam', JP001: 'Kanto' };
/** the products of the product file, with their brand and origin */
const FILE_PRODUCTS: Array<[string, string, string]> = [
  ['ADDF001', 'Hanwoo Farm', 'Korea'],
  ['ADDF002', 'Jeju Dairy', 'Korea'],
  ['ADDF003', 'Alpine Bakery', 'Japan'],
];
/** the contrast given to the store's first three devices (mac order) */
const CONTRASTS = [30, 70, 50];

let copy: RepoCopy;
let server: RunningServer;

function labelsOf(schema: Json, list: List = schema['x-list'] as List): string {
  return list.labels ?? `resources.${String(schema['x-resource'])}.fields`;
}

/** steps 1-3 of the walkthrough on the copy's schemas; answers the headings' i18n keys */
function addFields(): Record<string, string> {
  const headings: Record<string, string> = {};
  copy.editSchema('store', (schema) => {
    (schema.properties as Json).region = {
      type: 'string',
      maxLength: 60,
      'x-filter': '~',
      'x-sortable': true,
    };
    const list = schema['x-list'] as List;
    list.columns.push('region');
    list.filters.push('region');
    headings.Region = `${labelsOf(schema)}.region`;
  });
  copy.editSchema('product', (schema) => {
    // the product table declares its filters and sorts in x-list (no index: every index costs each product write)
    Object.assign(schema.properties as Json, {
      brand: { type: 'string', maxLength: 40, 'x-invalid': 'validation.productBrand' },
      origin: {
        type: 'string',
        maxLength: 60,
        'x-required': 'validation.enterOrigin',
        'x-aliases': [ORIGIN_ALIAS],
      },
    });
    const list = schema['x-list'] as List;
    list.columns.push('brand', 'origin');
    list.filters.push({ field: 'brand', op: '~' });
    list.sortable?.push('brand');
    (schema['x-forms'] as Forms).productItem.fields.push('brand', 'origin');
    headings.Brand = `${labelsOf(schema)}.brand`;
    headings.Origin = `${labelsOf(schema)}.origin`;
  });
  copy.editSchema('plusDevice', (schema) => {
    (schema.properties as Json).contrast = {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      'x-filter': '==',
      'x-sortable': true,
      'x-invalid': 'validation.plusDeviceContrast',
    };
    const list = (schema['x-lists'] as Record<string, List>).plusDevice;
    list.columns.push('contrast');
    list.filters.push('contrast');
    (schema['x-forms'] as Forms).config.fields.push('contrast');
    headings.Contrast = `${labelsOf(schema, list)}.contrast`;
  });
  return headings;
}

beforeAll(async () => {
  copy = copyRepo();
  const headings = addFields();
  // step 4: headings and messages
  const messages: Array<[string, string, string, string]> = [
    [headings.Region, 'Region', '地域', '지역'],
    [headings.Brand, 'Brand', 'ブランド', '브랜드'],
    [headings.Origin, 'Origin', '原産地', '원산지'],
    [headings.Contrast, 'Contrast', 'コントラスト', '대비'],
    ['validation.enterOrigin', ORIGIN_MESSAGE, '原産地を入力してください', '원산지를 입력하세요'],
    ['validation.productBrand', BRAND_MESSAGE, 'ブランドは40文字以内です。', '브랜드는 40자 이하입니다.'],
    [
      'validation.plusDeviceContrast',
      CONTRAST_MESSAGE,
      'コントラストは0から100の整数です。',
      '대비는 0에서 100 사이의 정수입니다.',
    ],
  ];
  for (const [key, en, ja, ko] of messages)
    copy.addMessages({
      en_US: messageTree(key, en),
      ja_JP: messageTree(key, ja),
      ko_KR: messageTree(key, ko),
    });
  // step 5: codegen; then the console build and a server of the copy (step 6)
  copy.run('npm', ['run', '--silent', 'codegen']);
  copy.run('node_modules/.bin/vite', ['build', '--logLevel', 'error']);
  server = await startServer({ root: copy.root, env: { DEMO: '1', SIM: '0' } });
}, 900_000);

afterAll(async () => {
  await server?.stop();
  copy?.cleanup();
});

const admin = () => Api.login(server.baseUrl, demoAccounts.admin.email, demoAccounts.admin.password);

/** POST /product/file (multipart) with a CSV: the finished upload */
async function uploadProductFile(api: Api, name: string, text: string) {
  const form = new FormData();
  form.append('storeCode', STORE);
  form.append('file', new Blob([text]), name);
  const answer = await fetch(`${server.baseUrl}/api/product/file`, {
    method: 'POST',
    headers: { 'Access-Token': api.session.accessToken, 'Access-Email': api.session.email },
    body: form,
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { dataCount: number; error: Array<{ line: number; message: string }> };
}

/** the store's first three devices (mac order) */
const threeDevices = async (api: Api) => (await plusDevices(api, STORE)).slice(0, 3);

describe('fields added to schemas reach every place', () => {
  it('are in the generated TypeScript types', () => {
    const types = copy.read('domain/generated/types.ts');
    const block = (name: string) =>
      new RegExp(`export interface ${name} \\{[\\s\\S]*?\\n\\}`).exec(types)?.[0] ?? '';
    expect(block('Store')).toMatch(/\bregion\?: string;/);
    expect(block('Product')).toMatch(/\bbrand\?: string;/);
    expect(block('Product')).toMatch(/\borigin\?: string;/);
    expect(block('PlusDevice')).toMatch(/\bcontrast\?: number;/);
  });

  it('are columns of the DDL, indexed where x-filter and x-sortable ask for it', () => {
    const sql = copy.read('server/generated/schema.sql');
    expect(sql).toContain('ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "region" text');
    expect(sql).toMatch(/CREATE INDEX IF NOT EXISTS \S+ ON "stores" \("region"\)/);
    expect(sql).toContain('ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "brand" text');
    expect(sql).toContain('ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "origin" text');
    expect(sql).toContain('ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "contrast" integer');
    expect(sql).toMatch(/CREATE INDEX IF NOT EXISTS \S+ ON "plus_devices" \("contrast"\)/);
  });

  it('are in the OpenAPI document the server serves', async () => {
    const openapi = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      components: { schemas: Record<string, { properties: Json }> };
    };
    const { Store, Product, PlusDevice } = openapi.components.schemas;
    expect(Store.properties.region).toMatchObject({ type: 'string', maxLength: 60 });
    expect(Product.properties.brand).toMatchObject({ type: 'string', maxLength: 40 });
    expect(Product.properties.origin).toMatchObject({ type: 'string' });
    expect(PlusDevice.properties.contrast).toMatchObject({ type: 'integer', minimum: 0, maximum: 100 });
  });

  it('store: validated, stored, filtered and sorted by the API', async () => {
    const api = await admin();
    const store = await api.call<Json>('GET', `/config/store/${STORE}`);
    await expect(
      api.call('PUT', '/config/store', { ...store, region: 'x'.repeat(61) }),
    ).rejects.toMatchObject({ status: 400, message: 'validation error' });
    for (const [storeCode, region] of Object.entries(REGIONS)) {
      const entity = await api.call<Json>('GET', `/config/store/${storeCode}`);
      await api.call('PUT', '/config/store', { ...entity, region });
    }
    expect((await api.call<Json>('GET', `/config/store/${STORE}`)).region).toBe(REGIONS.KR001);
    const found = await api.call<{ data: Json[] }>('POST', '/status/store/pagination/0', {
      filter_region: 'nam',
    });
    expect(found.data.map((s) => s.storeCode)).toEqual(['KR002']);
    const sorted = await api.call<{ data: Json[] }>('POST', '/status/store/pagination/0', {
      length: -1,
      order: [{ column: 'region', dir: 'asc' }],
    });
    expect(sorted.data.slice(0, 3).map((s) => s.region)).toEqual(['Kanto', 'Seoul Capital', 'Yeongnam']);
  });

  it('product: messages of the required and the limited field, stored, read, filtered and sorted by the API', async () => {
    const api = await admin();
    const product = { prCode: 'ORIGIN1', layoutId: 'L01', prInfo: ['Milk', '1.00'] };
    const save = (item: Json) => api.call('POST', '/product', { storeCode: STORE, product: [item] });
    await expect(save(product)).rejects.toMatchObject({ status: 400, message: ORIGIN_MESSAGE });
    await expect(save({ ...product, origin: 'Jeju', brand: 'x'.repeat(41) })).rejects.toMatchObject({
      status: 400,
      message: BRAND_MESSAGE,
    });
    await save({ ...product, origin: 'Jeju', brand: 'Halla' });
    expect(await api.call<Json>('GET', `/product/ORIGIN1/store/${STORE}`)).toMatchObject({
      origin: 'Jeju',
      brand: 'Halla',
    });

    const search = (body: Json) =>
      api.call<{ data: Json[] }>('POST', `/status/store/${STORE}/product/search`, body);
    const codes = async (body: Json) => (await search(body)).data.map((p) => p.prCode);
    // a product file carrying the required field (by its alias) and the brand imports its rows with them
    const rows = FILE_PRODUCTS.map(([code, brand, origin]) => `${code},L01,Item ${code},${brand},${origin}`);
    const imported = await uploadProductFile(
      api,
      'with-origin.csv',
      [`prCode,layoutId,prName,brand,${ORIGIN_ALIAS}`, ...rows].join('\n'),
    );
    expect(imported).toMatchObject({ dataCount: 3, error: [] });
    expect(await api.call<Json>('GET', `/product/ADDF002/store/${STORE}`)).toMatchObject({
      brand: 'Jeju Dairy',
      origin: 'Korea',
    });
    expect(await codes({ filter_brand: 'dairy' })).toEqual(['ADDF002']);
    expect(
      await codes({ filter_prCode: 'ADDF', length: -1, order: [{ column: 'brand', dir: 'asc' }] }),
    ).toEqual(['ADDF003', 'ADDF001', 'ADDF002']);
    // one without its column is refused as a whole: a breaking change for files (walkthrough)
    const refused = await uploadProductFile(
      api,
      'without-origin.csv',
      'prCode,layoutId,brand\nADDF009,L01,None\n',
    );
    expect(refused).toMatchObject({
      dataCount: 0,
      error: [{ line: 0, message: 'The file has no column for a required field: origin' }],
    });
    await expect(api.call('GET', `/product/ADDF009/store/${STORE}`)).rejects.toMatchObject({ status: 404 });
  });

  it('signage device: range message, stored, read, filtered and sorted by the API', async () => {
    const api = await admin();
    const devices = await threeDevices(api);
    const config = (mac: string, contrast: unknown) =>
      api.call('POST', '/plus/device/config', { storeCode: STORE, mac, contrast });
    await expect(config(devices[0].mac, 101)).rejects.toMatchObject({
      status: 400,
      message: CONTRAST_MESSAGE,
    });
    for (const [i, device] of devices.entries()) await config(device.mac, CONTRASTS[i]);
    const read = await api.call<Json>('GET', `/status/store/${STORE}/plus/device/${devices[1].mac}`);
    expect(read.contrast).toBe(CONTRASTS[1]);
    const search = (body: Json) =>
      api.call<{ data: Json[] }>('POST', `/status/store/${STORE}/plus/device/search`, body);
    expect((await search({ filter_contrast: '70' })).data.map((d) => d.mac)).toEqual([devices[1].mac]);
    const sorted = await search({ length: -1, order: [{ column: 'contrast', dir: 'asc' }] });
    expect(sorted.data.map((d) => d.contrast).filter((c) => c !== null && c !== undefined)).toEqual([
      30, 50, 70,
    ]);
  });
});

describe('fields added to schemas in the console', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser();
    page = session.page;
    await page.setViewportSize({ width: 1600, height: 900 });
    const login = new LoginPage(page, server.baseUrl);
    await login.open();
    await login.login(demoAccounts.admin.email, demoAccounts.admin.password);
    await new DashboardPage(page, server.baseUrl).waitUntilShown();
  });
  afterAll(async () => session?.close());

  /** the value of `attribute` of each row of a table, in order */
  const rowKeys = (rowTestId: string, attribute: string) => () =>
    page.getByTestId(rowTestId).evaluateAll((rows, a) => rows.map((r) => r.getAttribute(a)), attribute);
  const heading = (table: string) => page.getByTestId(table).locator('thead').textContent();
  /** a state of the page: a list asks the server again once a typed filter settles, on a shared machine */
  const until = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

  it('store list: column, filter and sort', async () => {
    const storeCodes = rowKeys('store-row', 'data-store-code');
    await page.goto(`${server.baseUrl}/#/store?viewType=table`);
    await page.getByTestId('store-row').first().waitFor();
    await until(() => heading('store-table')).toContain('Region');
    await expect
      .poll(() => page.locator('[data-testid="store-row"][data-store-code="KR001"]').textContent())
      .toContain(REGIONS.KR001);

    await page.getByTestId('filter-region').fill('nam');
    await until(storeCodes).toEqual(['KR002']);
    await page.getByTestId('filter-region').fill('');
    await until(async () => (await storeCodes()).length).toBeGreaterThan(1);

    await page.getByTestId('sort-region').click();
    await until(async () => (await storeCodes()).slice(0, 3)).toEqual(['JP001', 'KR001', 'KR002']);
  });

  it('product list: columns, filter and sort of the product field', async () => {
    const productCodes = rowKeys('product-row', 'data-pr-code');
    await page.goto(`${server.baseUrl}/#/product/list/${STORE}`);
    await page.getByTestId('product-row').first().waitFor();
    await until(() => heading('product-table')).toContain('Brand');
    await until(() => heading('product-table')).toContain('Origin');

    await page.getByTestId('filter-brand').fill('dairy');
    await until(productCodes).toEqual(['ADDF002']);
    const row = page.locator('[data-testid="product-row"][data-pr-code="ADDF002"]');
    await until(() => row.textContent()).toMatch(/Jeju Dairy.*Korea/);
    await page.getByTestId('filter-brand').fill('');
    await page.getByTestId('filter-prCode').fill('ADDF');
    await until(productCodes).toEqual(['ADDF001', 'ADDF002', 'ADDF003']);
    await page.getByTestId('sort-brand').click();
    await until(productCodes).toEqual(['ADDF003', 'ADDF001', 'ADDF002']);
  });

  it('product form: the length and required messages, then saves both fields', async () => {
    await page.goto(`${server.baseUrl}/#/product/list/${STORE}`);
    await page.getByTestId('product-row').first().waitFor();
    await page.getByTestId('product-create').click();
    await page.getByTestId('product-prCode').fill('ORIGIN2');
    await page.getByTestId('product-form').getByRole('combobox').click();
    await page.getByRole('option', { name: /^L01 / }).click();
    const problem = page.getByTestId('product-form-problem');
    await page.getByTestId('product-brand').fill('x'.repeat(41));
    await page.getByTestId('product-save').click();
    await until(() => problem.textContent()).toBe(BRAND_MESSAGE);
    await page.getByTestId('product-brand').fill('Tokachi Farm');
    await page.getByTestId('product-save').click();
    await until(() => problem.textContent()).toBe(ORIGIN_MESSAGE);
    await page.getByTestId('product-origin').fill('Hokkaido');
    await page.getByTestId('product-save').click();
    await page.getByTestId('product-form').waitFor({ state: 'detached' });
    await page.getByTestId('filter-brand').fill('');
    await page.getByTestId('filter-prCode').fill('ORIGIN2');
    await expect
      .poll(() => page.locator('[data-testid="product-row"][data-pr-code="ORIGIN2"]').textContent())
      .toMatch(/Tokachi Farm.*Hokkaido/);
  });

  it('signage devices: column, filter, sort, and the settings dialog saves the field or shows its message', async () => {
    const api = await admin();
    const devices = await threeDevices(api);
    const plus = new PlusPages(page, server.baseUrl, STORE);
    const macs = rowKeys('plus-device-row', 'data-mac');
    const contrasts = () =>
      page
        .getByTestId('plus-device-row')
        .evaluateAll((rows) =>
          rows.map((r) => r.querySelector('[data-field="contrast"]')?.textContent ?? '').filter(Boolean),
        );
    await plus.openDeviceList();
    await until(() => heading('plus-device-table')).toContain('Contrast');
    await until(contrasts).toEqual(['30', '70', '50']);

    await page.getByTestId('filter-contrast').fill('70');
    await until(macs).toEqual([devices[1].mac]);
    await page.getByTestId('filter-contrast').fill('');
    await until(async () => (await macs()).length).toBeGreaterThan(1);
    await page.getByTestId('sort-contrast').click();
    await until(contrasts).toEqual(['30', '50', '70']);

    await plus.deviceRow(devices[0].mac).getByTestId('plus-device-info').click();
    await page.getByTestId('plus-device-settings').waitFor();
    const input = page.getByTestId('plus-device-contrast');
    await until(() => input.inputValue()).toBe('30');
    const state = page.getByTestId('plus-device-save-state');
    await input.fill('150');
    await until(() => state.textContent()).toBe(CONTRAST_MESSAGE);
    await input.fill('90');
    await until(() => state.getAttribute('data-state')).toBe('saved');
    const saved = await api.call<Json>('GET', `/status/store/${STORE}/plus/device/${devices[0].mac}`);
    expect(saved.contrast).toBe(90);
    await page.getByTestId('plus-device-info-close').click();
    await expect
      .poll(() => plus.deviceRow(devices[0].mac).locator('[data-field="contrast"]').textContent())
      .toBe('90');
  });
});
