import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'ra-core';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { LoginHistoryDialog } from './LoginHistoryDialog';

function providerWith(rows: object[]): DataProvider {
  return {
    loginHistory: vi.fn().mockResolvedValue({ data: rows, total: rows.length }),
  } as unknown as DataProvider;
}

describe('LoginHistoryDialog', () => {
  it('an empty history says there is no data, in the console words', async () => {
    renderWithAdmin(<LoginHistoryDialog email="a@example.com" open onClose={() => undefined} />, {
      dataProvider: providerWith([]),
    });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(screen.queryByText(/%\{name\}|No .* found/)).toBeNull();
  });

  it('shows LOGIN, LOGOUT and FAILURE rows', async () => {
    renderWithAdmin(<LoginHistoryDialog email="a@example.com" open onClose={() => undefined} />, {
      dataProvider: providerWith([
        { ip: '10.0.0.1', type: 0, email: 'a@example.com', success: true },
        { ip: '10.0.0.1', type: 1, email: 'a@example.com', success: true },
        { ip: '10.0.0.2', type: 0, email: 'a@example.com', success: false },
      ]),
    });
    expect(await screen.findByText('LOGOUT')).toBeInTheDocument();
    expect(screen.getByText('LOGIN')).toBeInTheDocument();
    expect(screen.getByText('FAILURE')).toBeInTheDocument();
  });
});
