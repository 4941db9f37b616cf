import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, resetSessionCheck, startSessionCheck } from './authProvider';
import { readSession, writeSession } from './session';
import { ADMIN_SESSION } from '../test/sessionUser';

const SESSION = ADMIN_SESSION;

beforeEach(() => {
  resetSessionCheck();
  writeSession(SESSION);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('authProvider.checkAuth', () => {
  it('keeps the session when the check is cut short (a reload right after signing in)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(readSession()?.accessToken).toBe('token');
  });

  it('clears the session the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    await expect(authProvider.checkAuth({})).rejects.toThrow('Unauthorized');
    expect(readSession()).toBeNull();
  });
});

describe('startSessionCheck', () => {
  it('sends the check of a stored session at once, and checkAuth takes its answer without asking again', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ ...SESSION, name: 'Fresh' })));
    vi.stubGlobal('fetch', fetch);
    startSessionCheck();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/auth\/login$/);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readSession()?.name).toBe('Fresh');
  });

  it('sends nothing without a stored session', () => {
    localStorage.clear();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    startSessionCheck();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves a refusal to checkAuth, which reports it and clears the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"message":"Unauthorized"}', { status: 401 })),
    );
    startSessionCheck();
    await expect(authProvider.checkAuth({})).rejects.toThrow('Unauthorized');
    expect(readSession()).toBeNull();
  });
});
