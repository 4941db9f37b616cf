// The product store list and the product tag list modal on the schema list machinery, through the real data
// provider: the search call, its body (page size, sort, filters), the columns and headings, grouped counters,
// a row opening the store's product list, and the tag rows with the modal's Close.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { recordedDataProvider } from '../test/recordedDataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import ProductStorePage from './ProductStorePage';
import { ProductTagListDialog } from './ProductTagListDialog';

const store = {
  storeCode: 'S001',
  storeName: 'Gangnam',
  status: 'ALARM',
  position: null,
  productCount: 12345,
  todayUpdated: 7,
  tagCount: 2048,
  updatedAt: '2026-01-02T03:04:05Z',
};

function ProductListStub() {
  return <p data-testid="opened">{useParams().storeCode}</p>;
}

describe('ProductStorePage', () => {
  it('asks POST /status/store/pagination/2 for 10 stores by code, shows the columns and opens a store', async () => {
    const { dataProvider, calls } = recordedDataProvider([store], 42);
    renderWithAdmin(
      <Routes>
        <Route path="/product" element={<ProductStorePage />} />
        <Route path="/product/list/:storeCode" element={<ProductListStub />} />
      </Routes>,
      { dataProvider, path: '/product' },
    );
    const row = await screen.findByTestId('product-store-row');
    expect(calls[0]).toEqual({
      path: '/status/store/pagination/2',
      body: { start: 0, length: 10, order: [{ column: 'storeCode', dir: 'asc' }] },
    });
    expect(screen.getAllByTestId('product-store-heading').map((h) => h.textContent)).toEqual([
      'Store Name',
      'Store Code',
      'Status',
      'Products',
      'Updated today',
      'Tags',
      'Updated',
    ]);
    expect(row.getAttribute('data-store-code')).toBe('S001');
    const cell = (field: string) => row.querySelector(`[data-field="${field}"]`)?.textContent;
    expect([cell('productCount'), cell('tagCount'), cell('todayUpdated')]).toEqual(['12,345', '2,048', '7']);
    expect(screen.getByText('1-10 of 42')).toBeTruthy();

    fireEvent.click(screen.getByTestId('sort-productCount'));
    await waitFor(() => expect(calls.at(-1)?.body.order).toEqual([{ column: 'productCount', dir: 'asc' }]));
    expect(screen.queryByTestId('sort-status')).toBeNull();

    fireEvent.change(screen.getByTestId('filter-storeName'), { target: { value: 'Gang' } });
    await waitFor(() => expect(calls.at(-1)?.body.filter_storeName).toBe('Gang'), { timeout: 3000 });
    expect(calls.at(-1)?.body).toMatchObject({ start: 0, condition_storeName: '~' });

    fireEvent.click(await screen.findByTestId('product-store-row'));
    expect((await screen.findByTestId('opened')).textContent).toBe('S001');
  });
});

describe('ProductTagListDialog', () => {
  it('lists the tags showing the product, 25 a page from the store tag list search, and closes', async () => {
    const { dataProvider, calls } = recordedDataProvider([
      {
        tagId: 'T1',
        tagMac: 'AA:BB',
        tagType: 'G2_29',
        status: 'OK',
        gwMac: 'GW1',
        prCode: 'P 1',
        updatedAt: '2026-01-02T03:04:05Z',
      },
    ]);
    let closed = false;
    renderWithAdmin(<ProductTagListDialog storeCode="S001" prCode="P 1" onClose={() => (closed = true)} />, {
      dataProvider,
    });
    const dialog = await screen.findByTestId('product-tags-dialog');
    const row = await within(dialog).findByTestId('product-tag-row');
    expect(row.getAttribute('data-tag-id')).toBe('T1');
    expect(calls[0]).toEqual({
      path: '/status/store/S001/tag/list/search?prCode=P%201',
      body: { start: 0, length: 25, order: [{ column: 'tagId', dir: 'asc' }] },
    });
    expect(
      within(dialog)
        .getAllByTestId('product-tag-heading')
        .map((h) => h.textContent),
    ).toEqual(['Tag ID', 'Tag MAC', 'Tag Type', 'Status', 'GW MAC', 'Product Code', 'Updated']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(closed).toBe(true);
  });
});
