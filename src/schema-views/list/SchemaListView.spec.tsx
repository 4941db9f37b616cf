// The list machinery: columns, headings and sortable columns from x-list, path parameters as getList's meta,
// a sort click asking the server again, the empty state, and every name a schema uses being registered.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceMeta } from '../../../domain/resourceMeta';
import { resources } from '../../../domain/generated/resources';
import '../../alarms/alarmViews';
import '../../apiTokens/apiTokenViews';
import '../../audit/auditViews';
import '../../families/familyViews';
import '../../gateways/gatewayViews';
import '../../members/memberViews';
import '../../productFiles/productFileViews';
import '../../products/productStoreViews';
import '../../products/productViews';
import '../../roles/roleViews';
import '../../servers/serverViews';
import '../../stores/storeViews';
import '../../exceptions/exceptionViews';
import '../../tags/detail/tagViews';
import '../../tags/history/historyViews';
import '../../tags/status/tagStoreViews';
import '../../tasks/taskViews';
import '../../software/softwareViews';
import '../../sensors/sensorViews';
import '../../paper/paperViews';
import '../../plus/plusMediaViews';
import '../../plus/plusDeviceViews';
import '../../plus/plusTemplateViews';
import '../../plus/SoftwareDialog';
import '../../settings/settingViews';
import '../../battery/batteryViews';
import '../../delivery/deliveryViews';
import '../../webhooks/webhookViews';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { unregisteredNames } from '../registry';
import '../widgets';
import './cells';
import { SchemaListView } from './SchemaListView';

const meta: ResourceMeta = {
  name: 'shelfItem',
  entity: 'shelfItem',
  key: ['storeCode', 'itemCode'],
  privilege: 'store',
  api: { search: { method: 'POST', path: '/store/{storeCode}/item/search' } },
  list: {
    columns: ['itemCode', 'note', 'updatedAt'],
    sort: { field: 'itemCode', order: 'ASC' },
    perPage: 25,
    perPageOptions: [10, 25],
    filters: [{ field: 'itemCode', op: '~' }],
    sortable: ['itemCode'],
    labels: 'app.products.fields',
    select: true,
    rowActions: [],
    toolbar: [],
    empty: 'app.table.noData',
  },
  fields: [
    { name: 'storeCode', type: 'string', widget: 'text', views: ['list'] },
    {
      name: 'itemCode',
      type: 'string',
      widget: 'text',
      views: ['list'],
      label: 'app.products.fields.prCode',
    },
    { name: 'note', type: 'string', widget: 'text', views: ['list'], cell: 'description' },
    { name: 'updatedAt', type: 'string', format: 'date-time', widget: 'datetime', views: ['list'] },
  ],
};

function provider(rows: Array<Record<string, unknown>>) {
  const getList = vi.fn((_resource: string, params: GetListParams) =>
    Promise.resolve({
      data: rows.map((r) => ({ ...r, id: `${String(r.storeCode)}/${String(r.itemCode)}` })),
      total: params.meta ? rows.length : 0,
    }),
  );
  return { dataProvider: { getList } as unknown as DataProvider, getList };
}

describe('SchemaListView', () => {
  it('shows the x-list columns with the path parameters in meta, and sorts on the server', async () => {
    const long = 'x'.repeat(100);
    const { dataProvider, getList } = provider([
      { storeCode: 'S1', itemCode: 'A1', note: long, updatedAt: '2026-01-02T03:04:05Z' },
    ]);
    renderWithAdmin(<SchemaListView meta={meta} params={{ storeCode: 'S1' }} sync="store" />, {
      dataProvider,
    });
    const row = await screen.findByTestId('shelf-item-row');
    expect(row.getAttribute('data-store-code')).toBe('S1');
    expect(row.getAttribute('data-item-code')).toBe('A1');
    expect(getList.mock.calls[0][1].meta).toEqual({ storeCode: 'S1' });
    expect(getList.mock.calls[0][1].filter).toEqual({});
    expect(screen.getByTestId('sort-itemCode').textContent).toBe('Product Code');
    expect(screen.getByText(`${'x'.repeat(80)}…`).getAttribute('title')).toBe(long);
    expect(screen.getByText('1-1 of 1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sort-itemCode'));
    await waitFor(() =>
      expect(getList.mock.calls.at(-1)?.[1].sort).toEqual({ field: 'itemCode', order: 'DESC' }),
    );
    expect(screen.queryByTestId('sort-note')).toBeNull();
  });

  it("shows every row on one page for the schema's page size -1 ('All'), asking for page 1 only", async () => {
    const rows = ['A1', 'A2', 'A3'].map((itemCode) => ({ storeCode: 'S1', itemCode }));
    const { dataProvider, getList } = provider(rows);
    const all = { ...meta, list: { ...meta.list, perPage: -1, perPageOptions: [10, -1] } };
    renderWithAdmin(<SchemaListView meta={all} params={{ storeCode: 'S1' }} sync="store" />, {
      dataProvider,
    });
    await waitFor(() => expect(screen.getAllByTestId('shelf-item-row')).toHaveLength(3));
    expect(screen.getByText('1-3 of 3')).toBeTruthy();
    // a negative perPage made react-admin's controller compute page -3, then page 1, and so on for ever
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(getList.mock.calls.map(([, params]) => params.pagination?.page))).toEqual(new Set([1]));
  });

  it("shows 'No data to display' when the server has no rows", async () => {
    const { dataProvider } = provider([]);
    renderWithAdmin(<SchemaListView meta={meta} params={{ storeCode: 'S1' }} sync="store" />, {
      dataProvider,
    });
    expect((await screen.findByTestId('shelf-item-empty')).textContent).toBe('No data to display');
  });

  it("shows the schema's own empty text (x-list.empty): the paper tables say 'No Data'", async () => {
    const { dataProvider } = provider([]);
    const paperLike = { ...meta, list: { ...meta.list, empty: 'app.noData' } };
    renderWithAdmin(<SchemaListView meta={paperLike} params={{ storeCode: 'S1' }} sync="store" />, {
      dataProvider,
    });
    expect((await screen.findByTestId('shelf-item-empty')).textContent).toBe('No Data');
  });

  it('finds every cell, filter input, action and layout the schemas name in the registry', () => {
    const missing = Object.values(resources).flatMap((m) =>
      unregisteredNames(m).map((n) => `${m.name}: ${n}`),
    );
    expect(missing).toEqual([]);
  });
});
