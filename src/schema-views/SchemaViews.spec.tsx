import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { SchemaCreate } from './SchemaCreate';
import { SchemaListView } from './list/SchemaListView';
import type { ResourceMeta } from '../../domain/resourceMeta';

// the metadata codegen derives from tests/fixtures/schemas/shelf.schema.json, plus a field with a widget of each kind
const shelves: ResourceMeta = {
  name: 'shelves',
  entity: 'shelf',
  key: 'shelfCode',
  privilege: 'store',
  api: {
    search: { method: 'POST', path: '/fixture/shelf/search' },
    create: { method: 'POST', path: '/fixture/shelf' },
  },
  list: {
    columns: ['shelfCode', 'name', 'status', 'active'],
    sort: { field: 'shelfCode', order: 'ASC' },
    perPage: 25,
    perPageOptions: [25],
    filters: [{ field: 'name', op: '~' }],
    sortable: [],
    labels: 'resources.x.fields',
    select: false,
    rowActions: [],
    toolbar: [],
    empty: 'app.table.noData',
  },
  fields: [
    {
      name: 'shelfCode',
      type: 'string',
      widget: 'text',
      views: ['list', 'show', 'edit', 'create'],
      required: { message: 'validation.fillInStoreCode', on: ['create', 'edit'] },
      filter: '==',
      sortable: true,
    },
    {
      name: 'name',
      type: 'string',
      widget: 'text',
      views: ['list', 'show', 'edit', 'create'],
      required: { message: 'validation.fillInStoreName', on: ['create', 'edit'] },
      filter: '~',
    },
    {
      name: 'status',
      type: 'string',
      widget: 'select',
      choices: ['NORMAL', 'ALARM', 'OFFLINE'],
      views: ['list', 'show'],
      readOnly: true,
    },
    {
      name: 'active',
      type: 'boolean',
      widget: 'boolean',
      views: ['list', 'show', 'edit', 'create'],
      default: true,
    },
  ],
};

// a form validator in the generated style (the generated ones are exercised in tests/unit/schemaPromise.spec.tsx)
const required = (key: string) => z.string({ error: key }).refine((v) => v.trim() !== '', { error: key });
const shelfCreate = z.object({
  shelfCode: required('validation.fillInStoreCode'),
  name: required('validation.fillInStoreName'),
  active: z.boolean().nullish(),
});

function fakeProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  return {
    getList: vi.fn(async () => ({
      data: [
        { id: 'A1', shelfCode: 'A1', name: 'Front', status: 'ALARM', active: true },
        { id: 'B2', shelfCode: 'B2', name: 'Back', status: 'NORMAL', active: false },
      ],
      total: 2,
    })),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(),
    create: vi.fn(async (_resource, params) => ({ data: { ...params.data, id: params.data.shelfCode } })),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    ...overrides,
  } as unknown as DataProvider;
}

describe('schema views on a fixture resource', () => {
  it('SchemaListView shows the columns of the metadata, sorted and paged as declared, with status chips', async () => {
    const dataProvider = fakeProvider();
    renderWithAdmin(<SchemaListView meta={shelves} />, { dataProvider, path: '/shelves' });
    const table = await screen.findByTestId('shelves-table');
    await within(table).findByText('Front');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    expect(headers).toEqual(['Shelf code', 'Name', 'Status', 'Active']);
    expect(within(table).getByText('ALARM').closest('.MuiChip-root')).toHaveClass('status-alarm');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'shelves',
      expect.objectContaining({
        sort: { field: 'shelfCode', order: 'ASC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
  });

  it('SchemaCreate shows the inputs of the create view and the x-required messages, then creates', async () => {
    const dataProvider = fakeProvider();
    renderWithAdmin(<SchemaCreate meta={shelves} schema={shelfCreate} redirect={false} />, {
      dataProvider,
      path: '/shelves/create',
    });
    const code = await screen.findByLabelText('Shelf code');
    expect(screen.queryByLabelText('Status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill in Store Code!')).toBeInTheDocument();
    expect(screen.getByText('Fill in Store Name!')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: 'C3' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Side' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'shelves',
        expect.objectContaining({
          data: expect.objectContaining({ shelfCode: 'C3', name: 'Side', active: true }),
        }),
      ),
    );
  });
});
