// The login history modal through the real data provider: the account's search (POST
// /auth/account/history/{email}/search, 25 per page, newest first), the result of each attempt in the Type column,
// and the console's empty state.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordedDataProvider } from '../test/recordedDataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { LoginHistoryDialog } from './LoginHistoryDialog';

describe('LoginHistoryDialog', () => {
  it('an empty history says there is no data, in the console words', async () => {
    const { dataProvider } = recordedDataProvider([]);
    renderWithAdmin(<LoginHistoryDialog email="a@example.com" open onClose={() => undefined} />, {
      dataProvider,
    });
    expect(await screen.findByText('No data to display')).toBeInTheDocument();
    expect(screen.queryByText(/%\{name\}|No .* found/)).toBeNull();
  });

  it("asks the account's history newest first and shows LOGIN, LOGOUT and FAILURE rows", async () => {
    const { dataProvider, calls } = recordedDataProvider(
      [
        { id: 3, ip: '10.0.0.1', type: 0, email: 'a@example.com', success: true },
        { id: 2, ip: '10.0.0.1', type: 1, email: 'a@example.com', success: true },
        { id: 1, ip: '10.0.0.2', type: 0, email: 'a@example.com', success: false, locked: true },
      ],
      30,
    );
    renderWithAdmin(<LoginHistoryDialog email="a@example.com" open onClose={() => undefined} />, {
      dataProvider,
    });
    const dialog = screen.getByTestId('login-history-dialog');
    expect(await within(dialog).findByText('LOGOUT')).toBeInTheDocument();
    expect(within(dialog).getByText('LOGIN')).toBeInTheDocument();
    expect(within(dialog).getByText('FAILURE · This account is locked.')).toBeInTheDocument();
    expect(within(dialog).getByText('1-25 of 30')).toBeInTheDocument();
    expect(calls[0].path).toBe('/auth/account/history/a%40example.com/search');
    expect(calls[0].body).toMatchObject({
      start: 0,
      length: 25,
      order: [{ column: 'updatedAt', dir: 'desc' }],
    });
  });
});
