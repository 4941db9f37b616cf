import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, resetSessionCheck } from './authProvider';
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
