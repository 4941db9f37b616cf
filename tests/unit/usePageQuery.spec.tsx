// usePageQuery (src/monitoring/usePageQuery.ts): a 401 drops the session (logout and reload); any other
// error shows the Error dialog once and the page keeps its last data.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const showError = vi.fn(() => Promise.resolve());
const logout = vi.fn(() => Promise.resolve());
vi.mock('../../src/layout/ErrorDialog', () => ({ useErrorDialog: () => showError }));
vi.mock('../../src/providers/authProvider', () => ({ authProvider: { logout } }));

const { usePageQuery } = await import('../../src/monitoring/usePageQuery');
const { resetDropSession } = await import('../../src/layout/useLoadFailure');

function httpError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

function wrapper() {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('usePageQuery', () => {
  const reload = vi.fn();
  const original = window.location;
  beforeEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    // a session dropped by one test (401) is not dropped for the next
    resetDropSession();
    vi.clearAllMocks();
  });

  it('logs out and reloads on 401, without the error dialog', async () => {
    const { result } = renderHook(
      () =>
        usePageQuery({
          queryKey: ['t401'],
          queryFn: () => Promise.reject(httpError(401, 'Authentication Failure.')),
        }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
    expect(result.current.isError).toBe(true);
  });

  it('shows the dialog once for another error and keeps the last data', async () => {
    let calls = 0;
    const failure = httpError(500, 'Internal Server Error');
    const queryFn = () => (++calls === 1 ? Promise.resolve({ value: 42 }) : Promise.reject(failure));
    const { result, rerender } = renderHook(() => usePageQuery({ queryKey: ['t500'], queryFn }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.data).toEqual({ value: 42 }));
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(showError).toHaveBeenCalledTimes(1));
    rerender();
    rerender();
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith(failure);
    expect(result.current.data).toEqual({ value: 42 });
    expect(logout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
