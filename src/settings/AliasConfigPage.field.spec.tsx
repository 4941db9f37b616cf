// A field added to x-forms.aliasRow of schemas/alias.schema.json (issue 24) is a column of the alias configuration,
// an input of each entry, saved with the others; a value out of its range shows its message and nothing is sent.
// The page's own rules stay: choosing the key radio clears the others, an entry with a blank name is dropped on
// save, a save without exactly one key is refused with its message. Run on a copy of the schemas whose alias row
// gains a whole number 0..100 (the real codegen), the page reading that copy's validators and resource metadata.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedFixture } from '../../tests/fixtures/schemaPromise';
import type { Permissions } from '../auth/privileges';
import { renderWithAdmin } from '../test/renderWithAdmin';
import AliasConfigPage from './AliasConfigPage';

/** the copy of the schemas, generated once for both mocked modules */
async function fixture(): Promise<GeneratedFixture> {
  const cache = globalThis as { aliasRowFixture?: Promise<GeneratedFixture> };
  if (!cache.aliasRowFixture) {
    const { generateFormFieldFixture } = await import('../../tests/fixtures/schemaPromise');
    cache.aliasRowFixture = generateFormFieldFixture({ 'alias.schema.json': 'aliasRow' }, 'alias-row-page');
  }
  return cache.aliasRowFixture;
}

vi.mock(
  '../../domain/generated/validators',
  async () => import(/* @vite-ignore */ (await fixture()).path('domain/generated/validators.ts')),
);
vi.mock(
  '../../domain/generated/resources',
  async () => import(/* @vite-ignore */ (await fixture()).path('domain/generated/resources.ts')),
);
afterAll(async () => (await fixture()).cleanup());

const ENTRIES = [
  { index: 0, name: 'Product name', key: true, chart: false, txPower: 20 },
  { index: 1, name: 'Price', key: false, chart: true, txPower: 5 },
];
const saved: Array<{ data: Array<Record<string, unknown>> }> = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const answer = (body: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
        );
      if (init?.method === 'POST' && url.endsWith('/config/alias')) {
        const body = JSON.parse(String(init.body)) as (typeof saved)[number];
        saved.push(body);
        return answer(body);
      }
      if (url.endsWith('/config/alias')) return answer({ data: ENTRIES });
      return Promise.reject(new Error(url));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const WRITER: Permissions = {
  role_id: 2,
  privilege: { alias: { read: true, write: true } },
  store: [],
  systemConfig: {},
  enableWholeStore: false,
};

const renderPage = () => renderWithAdmin(<AliasConfigPage />, { permissions: WRITER });

// a busy machine renders react-admin slowly: the waits are generous (no wall-clock assertion)
describe('alias configuration, a field added to x-forms.aliasRow', { timeout: 90_000 }, () => {
  it("is an input of each entry with the entry's value, saved with the others", async () => {
    renderPage();
    const input = await screen.findByTestId('alias-txPower-1', {}, { timeout: 50_000 });
    expect(input).toHaveValue(5);
    expect(screen.getByRole('columnheader', { name: 'Tx power' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('alias-save'));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0].data).toEqual([ENTRIES[0], { ...ENTRIES[1], txPower: 40 }]);
  });

  it("refuses a value out of the schema's range with its message, and sends nothing", async () => {
    renderPage();
    const input = await screen.findByTestId('alias-txPower-0', {}, { timeout: 50_000 });
    fireEvent.change(input, { target: { value: '101' } });
    fireEvent.click(screen.getByTestId('alias-save'));
    expect(await screen.findByTestId('alias-problem', {}, { timeout: 10_000 })).toHaveTextContent(
      'validation error',
    );
    expect(saved).toEqual([]);
  });

  it('keeps one key, drops a blank-named entry on save, refuses a save without a key', async () => {
    renderPage();
    await screen.findByTestId('alias-txPower-0', {}, { timeout: 50_000 });
    fireEvent.click(screen.getByTestId('alias-add'));
    const rows = await screen.findAllByTestId('alias-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]).getByTestId('alias-index-2')).toHaveValue(2);
    // the key moves to the second entry: the first is no longer the key
    fireEvent.click(within(screen.getByTestId('alias-key-1')).getByRole('radio'));
    expect(within(screen.getByTestId('alias-key-0')).getByRole('radio')).not.toBeChecked();
    fireEvent.click(screen.getByTestId('alias-save'));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0].data).toEqual([
      { ...ENTRIES[0], key: false },
      { ...ENTRIES[1], key: true },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('alias-row')).toHaveLength(2), { timeout: 10_000 });
    // the key entry's name cleared: dropped, no key left, nothing sent
    fireEvent.change(screen.getByTestId('alias-name-1'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('alias-save'));
    expect(
      await screen.findByText('Exactly one entry must be the key.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(saved).toHaveLength(1);
  });
});
