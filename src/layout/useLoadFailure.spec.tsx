import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { authProvider } from '../providers/authProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { resetDropSession, useLoadFailureHandler } from './useLoadFailure';

function Failing({ error, critical }: { error: unknown; critical?: boolean }) {
  const onFailure = useLoadFailureHandler(critical);
  return <button onClick={() => void onFailure(error)}>load</button>;
}

let logout: ReturnType<typeof vi.spyOn>;
const reload = vi.fn();

beforeEach(() => {
  resetDropSession();
  logout = vi.spyOn(authProvider, 'logout').mockResolvedValue(undefined);
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  logout.mockRestore();
  vi.unstubAllGlobals();
});

const notFound = new HttpError('Not Found', 404, { message: 'Not Found' });

async function failAndClose(path: string, error: unknown, critical?: boolean) {
  renderWithAdmin(<Failing error={error} critical={critical} />, { path });
  fireEvent.click(screen.getByText('load'));
  expect(await screen.findByTestId('error-dialog-message')).toHaveTextContent('Not Found');
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
}

describe('useLoadFailure', () => {
  it('shows the error, then logs out and reloads on a store page', async () => {
    await failAndClose('/store/detail/NOPE', notFound);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('shows the error and stays on a page the spec does not name', async () => {
    await failAndClose('/members', notFound);
    await waitFor(() => expect(screen.queryByTestId('error-dialog')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs out after a failure of critical data (the alias configuration) on any page', async () => {
    await failAndClose('/task', notFound, true);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('drops a refused session at once, without a dialog', async () => {
    renderWithAdmin(<Failing error={new HttpError('Unauthorized', 401, {})} />, { path: '/members' });
    fireEvent.click(screen.getByText('load'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('error-dialog')).toBeNull();
  });
});
