import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, httpRequest, onSystemConfigChange, queryString } from './httpClient';
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

describe('callApi (the generated client transport)', () => {
  beforeEach(() => writeSession(SESSION));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('writes the defined query parameters, arrays joined by commas, and leaves out empty ones', () => {
    expect(queryString({ t: 5, stores: ['A', 'B'], none: undefined, gone: null, empty: [] })).toBe(
      '?t=5&stores=A%2CB',
    );
    expect(queryString({ none: undefined })).toBe('');
    expect(queryString(undefined)).toBe('');
  });

  it('sends the method, JSON body and session headers, and answers JSON', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"deleted":2}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi('POST', '/product/delete', { body: { storeCode: 'S1' } })).resolves.toEqual({
      deleted: 2,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/product\/delete$/);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"storeCode":"S1"}');
    expect((init.headers as Record<string, string>)['Access-Token']).toBe(SESSION.accessToken);
  });

  it('answers a Blob when asked, and the server message as the error of a failed answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('PNG', { status: 200 })));
    const image = await callApi<Blob>('GET', '/product/P1/store/S1/image', {
      as: 'blob',
      query: { tagType: 'T' },
    });
    expect(await image.text()).toBe('PNG');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('{"message":"No such product."}', { status: 404 })),
    );
    await expect(callApi('GET', '/product/P1/store/S1/image', { as: 'blob' })).rejects.toMatchObject({
      status: 404,
      message: 'No such product.',
    });
  });

  it('sends a multipart form: its defined fields and the file', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"_id":1}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['a,b'], 'p.csv');
    await callApi('POST', '/paper/file', { form: { storeCode: 'S1', taskDes: undefined, file } });
    const form = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(form.get('storeCode')).toBe('S1');
    expect(form.has('taskDes')).toBe(false);
    expect((form.get('file') as File).name).toBe('p.csv');
  });
});
