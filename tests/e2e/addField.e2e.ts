// The promise of DESIGN §2, end to end: on a copy of the repository, the steps of schemas/README.md "Add a field"
// give the store a `region` (filterable, sortable) and the product an `origin` (required, with a message); codegen
// runs, the console is built and a server started from that copy. Each place the field must reach is checked:
// the TypeScript type, the DDL, the OpenAPI document, the API (message for a bad value, a good one stored and
// returned, filter and sort in SQL), and in Chromium the list column, its filter and sort, and the form input.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepo, messageTree, type RepoCopy } from '../fixtures/repoCopy';
import { Api, demoAccounts } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { startServer, type RunningServer } from './support/server';

type Json = Record<string, unknown>;
const ORIGIN_MESSAGE = 'Please enter the origin';
const REGIONS: Record<string, string> = { KR001: 'Seoul Capital', KR002: 'Yeongnam', JP001: 'Kanto' };

let copy: RepoCopy;
let server: RunningServer;
let storeLabels = '';
let productLabels = '';

function labelsOf(schema: Json): string {
  const list = schema['x-list'] as { labels?: string };
  return list.labels ?? `resources.${String(schema['x-resource'])}.fields`;
}

beforeAll(async () => {
  copy = copyRepo();
  // steps 1-3: the property, its column and filter, its form
  copy.editSchema('store', (schema) => {
    (schema.properties as Json).region = {
      type: 'string',
      maxLength: 60,
      'x-filter': '~',
      'x-sortable': true,
    };
    const list = schema['x-list'] as { columns: string[]; filters: unknown[] };
    list.columns.push('region');
    list.filters.push('region');
    storeLabels = labelsOf(schema);
  });
  copy.editSchema('product', (schema) => {
    (schema.properties as Json).origin = {
      type: 'string',
      maxLength: 60,
      'x-required': 'validation.enterOrigin',
    };
    (schema['x-list'] as { columns: string[] }).columns.push('origin');
    (schema['x-forms'] as Record<string, { fields: string[] }>).productItem.fields.push('origin');
    productLabels = labelsOf(schema);
  });
  // step 4: headings and the message
  for (const [key, en, ja, ko] of [
    [`${storeLabels}.region`, 'Region', '地域', '지역'],
    [`${productLabels}.origin`, 'Origin', '原産地', '원산지'],
    ['validation.enterOrigin', ORIGIN_MESSAGE, '原産地を入力してください', '원산지를 입력하세요'],
  ]) {
    copy.addMessages({
      en_US: messageTree(key, en),
      ja_JP: messageTree(key, ja),
      ko_KR: messageTree(key, ko),
    });
  }
  // step 5: codegen; then the console build and a server of the copy (step 6)
  copy.run('npm', ['run', '--silent', 'codegen']);
  copy.run('node_modules/.bin/vite', ['build', '--logLevel', 'error']);
  server = await startServer({ root: copy.root, env: { DEMO: '1', SIM: '0' } });
}, 900_000);

afterAll(async () => {
  await server?.stop();
  copy?.cleanup();
});

describe('a field added to a schema reaches every place', () => {
  it('is in the generated TypeScript types', () => {
    const types = copy.read('src/generated/types.ts');
    const block = (name: string) =>
      new RegExp(`export interface ${name} \\{[\\s\\S]*?\\n\\}`).exec(types)?.[0] ?? '';
    expect(block('Store')).toMatch(/\bregion\?: string;/);
    expect(block('Product')).toMatch(/\borigin\?: string;/);
  });

  it('is a column of the DDL, indexed where it is filtered and sorted', () => {
    const sql = copy.read('server/generated/schema.sql');
    expect(sql).toContain('ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "region" text');
    expect(sql).toMatch(/CREATE INDEX IF NOT EXISTS \S+ ON "stores" \("region"\)/);
    expect(sql).toContain('ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "origin" text');
  });

  it('is in the OpenAPI document the server serves', async () => {
    const openapi = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      components: { schemas: Record<string, { properties: Json }> };
    };
    expect(openapi.components.schemas.Store.properties.region).toMatchObject({
      type: 'string',
      maxLength: 60,
    });
    expect(openapi.components.schemas.Product.properties.origin).toMatchObject({ type: 'string' });
  });

  it('is validated, stored, filtered and sorted by the API', async () => {
    const api = await Api.login(server.baseUrl, demoAccounts.admin.email, demoAccounts.admin.password);
    const store = await api.call<Json>('GET', '/config/store/KR001');
    await expect(
      api.call('PUT', '/config/store', { ...store, region: 'x'.repeat(61) }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'validation error',
    });
    for (const [storeCode, region] of Object.entries(REGIONS)) {
      const entity = await api.call<Json>('GET', `/config/store/${storeCode}`);
      await api.call('PUT', '/config/store', { ...entity, region });
    }
    expect((await api.call<Json>('GET', '/config/store/KR001')).region).toBe(REGIONS.KR001);
    const found = await api.call<{ data: Json[] }>('POST', '/status/store/pagination/0', {
      filter_region: 'nam',
    });
    expect(found.data.map((s) => s.storeCode)).toEqual(['KR002']);
    const sorted = await api.call<{ data: Json[] }>('POST', '/status/store/pagination/0', {
      length: -1,
      order: [{ column: 'region', dir: 'asc' }],
    });
    expect(sorted.data.slice(0, 3).map((s) => s.region)).toEqual(['Kanto', 'Seoul Capital', 'Yeongnam']);

    const product = { prCode: 'ORIGIN1', layoutId: 'L01', prInfo: ['Milk', '1.00'] };
    await expect(
      api.call('POST', '/product', { storeCode: 'KR001', product: [product] }),
    ).rejects.toMatchObject({
      status: 400,
      message: ORIGIN_MESSAGE,
    });
    await api.call('POST', '/product', { storeCode: 'KR001', product: [{ ...product, origin: 'Jeju' }] });
    expect((await api.call<Json>('GET', '/product/ORIGIN1/store/KR001')).origin).toBe('Jeju');
  });
});

describe('a field added to a schema in the console', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowser();
    page = session.page;
    const login = new LoginPage(page, server.baseUrl);
    await login.open();
    await login.login(demoAccounts.admin.email, demoAccounts.admin.password);
    await new DashboardPage(page, server.baseUrl).waitUntilShown();
  });
  afterAll(async () => session?.close());

  const storeCodes = () =>
    page.getByTestId('store-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-store-code')));

  it('shows the store list column, filters and sorts by it', async () => {
    await page.goto(`${server.baseUrl}/#/store?viewType=table`);
    await page.getByTestId('store-row').first().waitFor();
    const table = page.getByTestId('store-table');
    await expect.poll(() => table.locator('thead').textContent()).toContain('Region');
    await expect
      .poll(() => page.locator('[data-testid="store-row"][data-store-code="KR001"]').textContent())
      .toContain(REGIONS.KR001);

    await page.getByTestId('filter-region').fill('nam');
    await expect.poll(storeCodes).toEqual(['KR002']);
    await page.getByTestId('filter-region').fill('');
    await expect.poll(async () => (await storeCodes()).length).toBeGreaterThan(1);

    await page.getByTestId('sort-region').click();
    await expect.poll(async () => (await storeCodes()).slice(0, 3)).toEqual(['JP001', 'KR001', 'KR002']);
  });

  it('has the product form input, with its message, and saves it', async () => {
    await page.goto(`${server.baseUrl}/#/product/list/KR001`);
    await page.getByTestId('product-row').first().waitFor();
    await page.getByTestId('product-create').click();
    await page.getByTestId('product-prCode').fill('ORIGIN2');
    await page.getByTestId('product-form').getByRole('combobox').click();
    await page.getByRole('option', { name: /^L01 / }).click();
    await page.getByTestId('product-save').click();
    await expect.poll(() => page.getByTestId('product-form-problem').textContent()).toBe(ORIGIN_MESSAGE);
    await page.getByTestId('product-origin').fill('Hokkaido');
    await page.getByTestId('product-save').click();
    await page.getByTestId('product-form').waitFor({ state: 'detached' });
    await page.getByTestId('filter-prCode').fill('ORIGIN2');
    await expect
      .poll(() => page.locator('[data-testid="product-row"][data-pr-code="ORIGIN2"]').textContent())
      .toContain('Hokkaido');
  });
});
