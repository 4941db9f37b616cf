// The account dialog takes the name and mobile once the account is read: the inputs and Save wait for it, and
// what the operator types afterwards is what is saved; the form's validator refuses a value with its message in
// the spec's titled error dialog, and nothing is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { AccountDialog } from './AccountDialog';

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  let answer: (data: Record<string, unknown>) => void = () => undefined;
  // the account's read (GET /auth/account/{email}, the generated client) answers when the test says
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url === '/api/auth/account/admin%40example.com'
        ? new Promise<Response>(
            (resolve) => (answer = (data) => resolve(new Response(JSON.stringify(data), { status: 200 }))),
          )
        : Promise.reject(new Error(url)),
    ),
  );
  const updateOwnAccount = vi.fn(async () => ({}));
  const dataProvider = { updateOwnAccount } as unknown as DataProvider;
  renderWithAdmin(<AccountDialog email="admin@example.com" open onClose={() => undefined} />, {
    dataProvider,
  });
  return { answer: (data: Record<string, unknown>) => answer(data), updateOwnAccount };
}

describe('AccountDialog', () => {
  it('waits for the account, starts from it and saves what is typed', async () => {
    const { answer, updateOwnAccount } = renderDialog();
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    answer({ id: 'admin@example.com', name: 'Admin', mobile: '+82-10-1234-5678' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeEnabled());
    const name = screen.getByLabelText('Name');
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

  it("shows a refused value's message under the spec's title and sends nothing", async () => {
    const { answer, updateOwnAccount } = renderDialog();
    answer({ id: 'admin@example.com', name: 'Admin', mobile: '+82-10-1234-5678' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByTestId('error-dialog');
    expect(error).toHaveTextContent('Update Account Error');
    expect(error).toHaveTextContent('validation error');
    expect(updateOwnAccount).not.toHaveBeenCalled();
  });
});
