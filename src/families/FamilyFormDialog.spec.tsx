// The family modal (the schema form x-forms.familyItem) against a fake server: N product inputs, the spec's
// messages in order with the focus on the failing field, the normalised body, 'no matching tags' as success, and
// the read-only view.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { FamilyRow } from './api';
import { FamilyFormDialog, type FamilyFormMode } from './FamilyFormDialog';

let posts: Array<{ path: string; body: Record<string, unknown> }>;
let answer: { status: number; body: unknown };

const LAYOUTS = [
  { layoutId: 'L01', name: 'Standard small' },
  { layoutId: 'L02', name: 'Promotion small' },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const FAMILY: FamilyRow = {
  storeCode: 'KR001',
  fmPrCode: 'FMKR001001',
  prCodeList: ['KR001000001', 'KR001000002'],
  layoutId: 'L02',
  nfc: null,
  updatedAt: '2026-01-02T03:04:05Z',
};

function open(mode: FamilyFormMode, options: { family?: FamilyRow; storeCode?: string } = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithAdmin(
    <FamilyFormDialog
      mode={mode}
      family={options.family}
      storeCode={'storeCode' in options ? options.storeCode : 'KR001'}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onSaved, onClose };
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('family-form-save'));
const problem = () => screen.getByTestId('family-form-error');
const codeInputs = () => screen.getAllByLabelText(/^Product code \d+$/);

async function chooseLayout(name: string) {
  await screen.findByText('Layout ID');
  // the layouts load first (GET /layout/name)
  await waitFor(() =>
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/layout\/name$/), expect.anything()),
  );
  fireEvent.mouseDown(within(screen.getByTestId('family-form-dialog')).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the family modal', () => {
  beforeEach(() => {
    posts = [];
    answer = {
      status: 200,
      body: { storeCode: 'KR001', saved: 1, created: 1, updated: 0, unchanged: 0, taskIds: [], tagCount: 0 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = url.replace(/^.*\/api/, '');
        if (path === '/layout/name') return json({ data: LAYOUTS });
        if (init?.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
        return json(answer.body, answer.status);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows familyProductItemCount (default 4) product code inputs', () => {
    open('create');
    expect(codeInputs()).toHaveLength(4);
  });

  it("refuses a missing family code, product code or layout with the spec's message, focusing the field", async () => {
    open('create');
    save();
    await waitFor(() => expect(problem()).toHaveTextContent('Enter Family Code, Please!'));
    expect(document.activeElement).toBe(input('family-fmPrCode'));
    type('family-fmPrCode', 'FMNEW');
    type('family-prCodeList-1', '   ');
    save();
    await waitFor(() => expect(problem()).toHaveTextContent('Enter Product Code, Please!'));
    type('family-prCodeList-2', 'KR001000009');
    save();
    await waitFor(() => expect(problem()).toHaveTextContent('Please enter Layout ID'));
    expect(posts).toEqual([]);
  });

  it('sends the family trimmed, blanks and duplicates dropped, and reports the answer', async () => {
    const { onSaved } = open('create');
    type('family-fmPrCode', ' FMNEW ');
    type('family-prCodeList-0', ' A1 ');
    type('family-prCodeList-2', 'B2');
    type('family-prCodeList-3', 'A1');
    await chooseLayout('L01 — Standard small');
    type('family-nfc', 'https://example.com/n');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer.body));
    expect(posts).toEqual([
      {
        path: '/product/family',
        body: {
          storeCode: 'KR001',
          fmPrCode: 'FMNEW',
          prCodeList: ['A1', 'B2'],
          layoutId: 'L01',
          nfc: 'https://example.com/n',
        },
      },
    ]);
  });

  it('edits a family (its code fixed) and treats "no matching tags" as success', async () => {
    answer = { status: 400, body: { message: 'no matching tags' } };
    const { onSaved } = open('edit', { family: FAMILY });
    expect(input('family-fmPrCode')).toBeDisabled();
    expect(codeInputs().map((i) => (i as HTMLInputElement).value)).toEqual([
      'KR001000001',
      'KR001000002',
      '',
      '',
    ]);
    type('family-prCodeList-2', 'KR001000003');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(null));
    expect(posts[0].body).toMatchObject({
      prCodeList: ['KR001000001', 'KR001000002', 'KR001000003'],
      layoutId: 'L02',
    });
  });

  it('shows a server refusal in the Error dialog and keeps the modal', async () => {
    answer = { status: 403, body: { message: 'Permission denied.' } };
    const { onSaved } = open('edit', { family: FAMILY });
    save();
    expect(await screen.findByTestId('error-dialog-message')).toHaveTextContent('Permission denied.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for the store in the shared list', async () => {
    open('create', { storeCode: undefined });
    type('family-fmPrCode', 'FMNEW');
    save();
    await waitFor(() => expect(problem()).toHaveTextContent('Select a store.'));
  });

  it('view mode: read only, no save', () => {
    open('view', { family: FAMILY });
    expect(screen.queryByTestId('family-form-save')).toBeNull();
    expect(input('family-prCodeList-0')).toHaveAttribute('readonly');
    expect(screen.getByText('Family product')).toBeInTheDocument();
  });
});
