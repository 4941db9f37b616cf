// The product modal against a fake server: the spec's messages before any call, the already-registered question
// on create, 'no matching tags' as success (doc 2 §4), other failures in the 'Error' dialog, the view mode.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../domain/generated/samples';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { ProductListRow } from './api';
import { ProductFormDialog, type ProductFormMode } from './ProductFormDialog';

let calls: Array<{ method: string; path: string; body?: Record<string, unknown> }>;
let saveAnswer: { status: number; body: unknown };
let existing: ProductListRow | null;

/** a product row: the schema's sample (domain/generated/samples.ts fills a field added to the schema), these values on top */
const PRODUCT: ProductListRow = sampleProduct({
  storeCode: 'KR001',
  prCode: '8801234567890',
  prName: 'Milk',
  layoutId: 'L02',
  nfc: null,
  prInfo: ['Milk', '1200', 'Fresh milk'],
  updatedAt: '2026-01-02T03:04:05Z',
  tagCount: 1,
  tagType: ['B290'],
});

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function open(mode: ProductFormMode, product?: ProductListRow) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithAdmin(
    <ProductFormDialog storeCode="KR001" mode={mode} product={product} onClose={onClose} onSaved={onSaved} />,
  );
  return { onSaved, onClose };
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('product-save'));
const posts = () => calls.filter((c) => c.method === 'POST');

async function chooseLayout(name: RegExp) {
  fireEvent.mouseDown(within(screen.getByTestId('product-form')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the product modal', () => {
  beforeEach(() => {
    calls = [];
    existing = null;
    saveAnswer = {
      status: 200,
      body: {
        storeCode: 'KR001',
        created: 1,
        updated: 0,
        unchanged: 0,
        taskIds: [],
        tagCount: 0,
        updateId: '1',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = url.replace(/^.*\/api/, '');
        const method = init?.method ?? 'GET';
        calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (path === '/config/alias')
          return reply(200, {
            data: [
              { index: 0, name: 'Product Name' },
              { index: 1, name: 'Price' },
            ],
          });
        if (path === '/layout/name')
          return reply(200, { data: [{ layoutId: 'L01', name: 'Standard small' }] });
        if (method === 'GET' && path.startsWith('/product/'))
          return existing ? reply(200, existing) : reply(404, { message: 'This product does not exist' });
        if (path === '/product') return reply(saveAnswer.status, saveAnswer.body);
        return reply(404, { message: 'Not Found' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'Please enter Product Code', then 'Please enter Layout ID', before calling the server", async () => {
    open('create');
    await screen.findByLabelText(/0\. Product Name/);
    save();
    expect(await screen.findByTestId('product-form-problem')).toHaveTextContent('Please enter Product Code');
    type('product-prCode', 'NEW1');
    save();
    await waitFor(() =>
      expect(screen.getByTestId('product-form-problem')).toHaveTextContent('Please enter Layout ID'),
    );
    expect(posts()).toHaveLength(0);
  });

  it('labels the first 10 prInfo entries with the alias names and shows more on demand', async () => {
    open('create');
    expect(await screen.findByLabelText('1. Price')).toBeInTheDocument();
    expect(screen.getByLabelText('0. Product Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Product Name')).toBeNull();
    expect(screen.getByTestId('product-prInfo-9')).toBeInTheDocument();
    expect(screen.queryByTestId('product-prInfo-10')).toBeNull();
    fireEvent.click(screen.getByTestId('product-more'));
    expect(screen.getByTestId('product-prInfo-19')).toBeInTheDocument();
    expect(screen.getByLabelText('12. prInfo_12')).toBeInTheDocument();
  });

  it('creates a new product with taskId -1 and priorTaskId -1', async () => {
    const { onSaved, onClose } = open('create');
    type('product-prCode', 'NEW1');
    await chooseLayout(/L01/);
    type('product-prInfo-0', 'Bread');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(posts()[0]).toEqual({
      method: 'POST',
      path: '/product',
      body: {
        taskId: -1,
        priorTaskId: -1,
        storeCode: 'KR001',
        product: [{ prCode: 'NEW1', prName: 'Bread', layoutId: 'L01', nfc: null, prInfo: ['Bread'] }],
      },
    });
  });

  it('creates a product with an empty entry before a filled one (name and description, no price)', async () => {
    const { onSaved } = open('create');
    type('product-prCode', 'NEW2');
    await chooseLayout(/L01/);
    type('product-prInfo-0', 'Bread');
    type('product-prInfo-2', 'Fresh bread');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()[0].body?.product).toEqual([
      { prCode: 'NEW2', prName: 'Bread', layoutId: 'L01', nfc: null, prInfo: ['Bread', '', 'Fresh bread'] },
    ]);
  });

  it('saves a price given to a product without info entries (its name entry empty)', async () => {
    const { onSaved } = open('edit', { ...PRODUCT, prInfo: [] });
    type('product-prInfo-1', '990');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()[0].body?.product).toMatchObject([{ prInfo: ['', '990'] }]);
  });

  it('asks before updating a product that is already registered; No keeps the modal without a call', async () => {
    existing = PRODUCT;
    const { onSaved } = open('create');
    type('product-prCode', PRODUCT.prCode);
    await chooseLayout(/L01/);
    save();
    expect(
      await screen.findByText('This product is already registered. Would you like to update the product?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(posts()).toHaveLength(0);
    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
  });

  it('Yes to the already-registered question keeps the stored entries the form left empty', async () => {
    existing = { ...PRODUCT, nfc: 'N1' };
    const { onSaved } = open('create');
    type('product-prCode', PRODUCT.prCode);
    await chooseLayout(/L01/);
    type('product-prInfo-1', '990');
    save();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()[0].body?.product).toEqual([
      {
        prCode: PRODUCT.prCode,
        prName: 'Milk',
        layoutId: 'L01',
        nfc: 'N1',
        prInfo: ['Milk', '990', 'Fresh milk'],
      },
    ]);
  });

  it("treats 'no matching tags' as success and closes", async () => {
    saveAnswer = { status: 400, body: { message: 'no matching tags' } };
    const { onSaved, onClose } = open('edit', PRODUCT);
    type('product-prInfo-1', '990');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(posts()[0].body?.product).toEqual([
      {
        prCode: PRODUCT.prCode,
        prName: 'Milk',
        layoutId: 'L02',
        nfc: null,
        prInfo: ['Milk', '990', 'Fresh milk'],
      },
    ]);
    expect(screen.queryByTestId('error-dialog')).toBeNull();
  });

  it("shows another failure in the 'Error' dialog and stays open", async () => {
    saveAnswer = { status: 403, body: { message: 'Permission denied.' } };
    const { onClose } = open('edit', PRODUCT);
    save();
    expect(await screen.findByTestId('error-dialog-message')).toHaveTextContent('Permission denied.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renames the product when its entry 0 ("0. Product Name") is edited', async () => {
    const { onSaved } = open('edit', PRODUCT);
    type('product-prInfo-0', 'Oat milk');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()[0].body?.product).toEqual([
      {
        prCode: PRODUCT.prCode,
        prName: 'Oat milk',
        layoutId: 'L02',
        nfc: null,
        prInfo: ['Oat milk', '1200', 'Fresh milk'],
      },
    ]);
  });

  it('shows a product read only in view mode, without a save button', async () => {
    open('view', PRODUCT);
    expect(await screen.findByText(`Product ${PRODUCT.prCode}`)).toBeInTheDocument();
    expect(screen.queryByTestId('product-save')).toBeNull();
    expect(input('product-prInfo-1')).toHaveAttribute('readonly');
    expect(input('product-prCode')).toBeDisabled();
  });
});
