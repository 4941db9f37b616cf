// DESIGN §2's promise, console half: the fixture schema gains one field and, with no other edit, the
// generated metadata and validators give the list a new column and the create form a new input whose
// bad value is refused with the field's message. Server half: tests/server/schemaPromise.spec.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { SchemaCreate } from '../../src/schema-views/SchemaCreate';
import { SchemaListView } from '../../src/schema-views/list/SchemaListView';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { renderWithAdmin } from '../../src/test/renderWithAdmin';
import {
  generateFixture,
  NEW_FIELD,
  NEW_FIELD_MESSAGE,
  type GeneratedFixture,
} from '../fixtures/schemaPromise';

interface Generated {
  meta: ResourceMeta;
  formCreate: z.ZodType;
}

async function load(fixture: GeneratedFixture): Promise<Generated> {
  const { resources } = (await import(fixture.path('domain/generated/resources.ts'))) as {
    resources: Record<string, ResourceMeta>;
  };
  const { validators } = (await import(fixture.path('domain/generated/validators.ts'))) as {
    validators: Record<string, { form: { create: z.ZodType } }>;
  };
  return { meta: resources.shelves, formCreate: validators.shelf.form.create };
}

function provider(): DataProvider {
  return {
    getList: vi.fn(async () => ({
      data: [{ id: 'A1', shelfCode: 'A1', name: 'Dairy', [NEW_FIELD]: 4 }],
      total: 1,
    })),
    create: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { ...params.data, id: params.data.shelfCode },
    })),
  } as unknown as DataProvider;
}

const fixtures: GeneratedFixture[] = [];
let before: Generated;
let after: Generated;

beforeAll(async () => {
  const [b, a] = await Promise.all([generateFixture('before'), generateFixture('after')]);
  fixtures.push(b, a);
  before = await load(b);
  after = await load(a);
}, 60_000);
afterAll(() => fixtures.forEach((f) => f.cleanup()));

const headersOf = async (meta: ResourceMeta) => {
  renderWithAdmin(<SchemaListView meta={meta} />, { dataProvider: provider(), path: '/shelves' });
  const table = await screen.findByTestId('shelves-table');
  await within(table).findByText('Dairy');
  return within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());
};

describe('a new schema field reaches the console', () => {
  it('before the edit the list has only the old columns', async () => {
    expect(await headersOf(before.meta)).toEqual(['Shelf code', 'Name']);
  });

  it('after the edit the list has the new column', async () => {
    expect(await headersOf(after.meta)).toEqual(['Shelf code', 'Name', 'Gw index']);
  });

  it('before the edit the create form has no input for the field', async () => {
    renderWithAdmin(<SchemaCreate meta={before.meta} schema={before.formCreate} redirect={false} />, {
      dataProvider: provider(),
      path: '/shelves/create',
    });
    await screen.findByLabelText('Shelf code');
    expect(screen.queryByLabelText('Gw index')).toBeNull();
  });

  it('after the edit the create form has the input, refuses a bad value with its message and sends a good one', async () => {
    const dataProvider = provider();
    renderWithAdmin(<SchemaCreate meta={after.meta} schema={after.formCreate} redirect={false} />, {
      dataProvider,
      path: '/shelves/create',
    });
    fireEvent.change(await screen.findByLabelText('Shelf code'), { target: { value: 'B2' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bakery' } });
    const input = screen.getByLabelText('Gw index');
    fireEvent.change(input, { target: { value: '7x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NEW_FIELD_MESSAGE)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'shelves',
        expect.objectContaining({ data: expect.objectContaining({ shelfCode: 'B2', [NEW_FIELD]: 7 }) }),
      ),
    );
  });
});
