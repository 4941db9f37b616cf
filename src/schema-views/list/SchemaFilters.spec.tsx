// A filter change settles before it reaches the URL, and it is dropped when the location changes meanwhile: leaving
// the list within a moment of Clear or of typing lands on the page chosen, and a view switch's `?viewType=map`
// stays (issue 22: the debounced update navigated back to the list, or rebuilt its search without viewType).
import { act, fireEvent, screen } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceMeta } from '../../../domain/resourceMeta';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { SchemaListView } from './SchemaListView';

const meta: ResourceMeta = {
  name: 'shelfItem',
  entity: 'shelfItem',
  key: ['itemCode'],
  privilege: 'store',
  api: { search: { method: 'POST', path: '/item/search' } },
  list: {
    columns: ['itemCode'],
    sort: { field: 'itemCode', order: 'ASC' },
    perPage: 25,
    perPageOptions: [25],
    filters: [{ field: 'itemCode', op: '~' }],
    sortable: [],
    labels: 'app.products.fields',
    select: false,
    rowActions: [],
    toolbar: [],
    empty: 'app.table.noData',
  },
  fields: [{ name: 'itemCode', type: 'string', widget: 'text', views: ['list'] }],
};

const dataProvider = {
  getList: () => Promise.resolve({ data: [{ id: 'A1', itemCode: 'A1' }], total: 1 }),
} as unknown as DataProvider;

/** the next page's code, still loading: the list stays mounted (hidden) behind the Suspense fallback */
const Loading = lazy(() => new Promise<never>(() => undefined));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function MapSwitch() {
  const [, setParams] = useSearchParams();
  return <button onClick={() => setParams({ viewType: 'map' }, { replace: true })}>Map</button>;
}

function renderList(path: string) {
  renderWithAdmin(
    <>
      <Where />
      <Link to="/products">Products</Link>
      <MapSwitch />
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/items" element={<SchemaListView meta={meta} />} />
          <Route path="/products" element={<Loading />} />
        </Routes>
      </Suspense>
    </>,
    { dataProvider, path },
  );
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(1000));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('SchemaFilters', () => {
  it('applies a typed filter to the URL once typing settles', async () => {
    renderList('/items');
    fireEvent.change(await screen.findByTestId('filter-itemCode'), { target: { value: 'A' } });
    await settle();
    expect(screen.getByTestId('where').textContent).toMatch(
      /^\/items\?.*filter=%7B%22itemCode%22%3A%22A%22%7D/,
    );
  });

  it('leaves the list for the page chosen right after Clear', async () => {
    renderList(`/items?filter=${encodeURIComponent(JSON.stringify({ itemCode: 'A' }))}`);
    fireEvent.click(await screen.findByTestId('shelf-item-filter-clear'));
    fireEvent.click(screen.getByText('Products'));
    await settle();
    expect(screen.getByTestId('where').textContent).toBe('/products');
  });

  it('keeps ?viewType=map when the view switches while a typed filter settles', async () => {
    renderList('/items');
    fireEvent.change(await screen.findByTestId('filter-itemCode'), { target: { value: 'A' } });
    fireEvent.click(screen.getByText('Map'));
    await settle();
    expect(screen.getByTestId('where').textContent).toBe('/items?viewType=map');
  });
});
