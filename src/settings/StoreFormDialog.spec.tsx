// The store modals' messages (doc 3 §5 'Store create/update'): every emptied required number input shows its
// 'Fill in ...!' message under it, on create and on edit, and nothing is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../domain/generated/types';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { StoreFormDialog } from './StoreFormDialog';

const NUMBERS: Array<[string, string]> = [
  ['totalDuration', 'Fill in Total Duration!'],
  ['eventDuration', 'Fill in Event Duration!'],
  ['cpDuration', 'Fill in Contention Duration!'],
  ['baseTimeout', 'Fill in Base timeout!'],
  ['timeoutTag', 'Fill in Timeout per tag!'],
];

const fetches = vi.fn();
beforeEach(() => {
  fetches.mockReset();
  fetches.mockRejectedValue(new Error('no call expected'));
  vi.stubGlobal('fetch', fetches);
});
afterEach(() => vi.unstubAllGlobals());

const empty = (field: string) =>
  fireEvent.change(screen.getByTestId(`store-${field}`), { target: { value: '' } });

describe('the store modal messages', () => {
  it("a blank create form shows every required field's 'Fill in ...!' message", async () => {
    renderWithAdmin(<StoreFormDialog onClose={() => undefined} onSaved={() => undefined} />);
    await screen.findByTestId('store-baseTimeout');
    for (const [field] of NUMBERS) empty(field);
    fireEvent.click(screen.getByTestId('store-form-save'));
    await waitFor(() => expect(screen.getAllByText('Fill in Store Code!').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Fill in Store Name!').length).toBeGreaterThan(0);
    for (const [, message] of NUMBERS) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/expected number/)).toBeNull();
    expect(fetches).not.toHaveBeenCalled();
  });

  it("a blank Base timeout on edit shows 'Fill in Base timeout!'", async () => {
    const store = { storeCode: 'KR001', storeName: 'Seoul', baseTimeout: 60, timeoutTag: 0.1 } as Store;
    renderWithAdmin(<StoreFormDialog store={store} onClose={() => undefined} onSaved={() => undefined} />);
    await screen.findByTestId('store-baseTimeout');
    empty('baseTimeout');
    fireEvent.click(screen.getByTestId('store-form-save'));
    expect((await screen.findAllByText('Fill in Base timeout!')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/expected number/)).toBeNull();
  });
});
