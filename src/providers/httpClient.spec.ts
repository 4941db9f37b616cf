import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpRequest, onSystemConfigChange } from './httpClient';
import { clearSession, writeSession, type SessionUser } from './session';
import { ADMIN_SESSION } from '../test/sessionUser';

const SESSION: SessionUser = { ...ADMIN_SESSION, systemConfigVersion: 'v1' };

function answerWithVersion(version?: string) {
  const headers = version ? { 'X-System-Config-Version': version } : undefined;
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 200, headers })));
}

describe('httpRequest and the system configuration version', () => {
  const changes = vi.fn();
  let stop: () => void;

  beforeEach(() => {
    writeSession(SESSION);
    changes.mockReset();
    stop = onSystemConfigChange(changes);
  });

  afterEach(() => {
    stop();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('reports an answer whose version differs from the stored session', async () => {
    answerWithVersion('v2');
    await httpRequest('/status/store');
    expect(changes).toHaveBeenCalledWith('v2');
  });

  it('stays quiet on the same version, on no version, and without a session', async () => {
    answerWithVersion('v1');
    await httpRequest('/status/store');
    answerWithVersion();
    await httpRequest('/status/store');
    clearSession();
    answerWithVersion('v2');
    await httpRequest('/status/store');
    expect(changes).not.toHaveBeenCalled();
  });
});
