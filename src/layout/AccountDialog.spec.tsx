// The account dialog takes the name and mobile once the account is read: the inputs and Save wait for it, and
// what the operator types afterwards is what is saved.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { AccountDialog } from './AccountDialog';

describe('AccountDialog', () => {
  it('waits for the account, starts from it and saves what is typed', async () => {
    let answer: (data: Record<string, unknown>) => void = () => undefined;
    const updateOwnAccount = vi.fn(async () => ({}));
    const dataProvider = {
      getOne: () => new Promise((resolve) => (answer = (data) => resolve({ data }))),
      updateOwnAccount,
    } as unknown as DataProvider;
    renderWithAdmin(<AccountDialog email="admin@example.com" open onClose={() => undefined} />, {
      dataProvider,
    });
    const name = await screen.findByLabelText('Name');
    expect(name).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    answer({ id: 'admin@example.com', name: 'Admin', mobile: '+82-10-1234-5678' });
    await waitFor(() => expect(name).toBeEnabled());
    expect(name).toHaveValue('Admin');
    fireEvent.change(name, { target: { value: 'Administrator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateOwnAccount).toHaveBeenCalledWith({
        email: 'admin@example.com',
        name: 'Administrator',
        mobile: '+82-10-1234-5678',
      }),
    );
  });
});
