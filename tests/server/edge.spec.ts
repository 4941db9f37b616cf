// Bad input gets a 4xx with a clear message, never a 500 (issue 9): each reproduction of the issue, on PGlite
// and PostgreSQL. The random sweep over every route is fuzz.spec.ts.
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../server/http/edge.ts';
import { DB_MESSAGES } from '../../server/http/errors.ts';
import { DEFAULT_BODY_LIMIT } from '../../server/http/limits.ts';
import { MAX_FILTER_LENGTH } from '../../server/db/search.ts';
import { backends, signedInApp, type Headers } from './helpers.ts';
import { entityCounts } from './fuzzRequests.ts';
import { multipart, PRODUCT_HEADER, productLines, uploadFile } from './productFilesHelpers.ts';

interface Answer {
  status: number;
  message: unknown;
}

describe.each(backends)('bad input on $name', (backend) => {
  const s = signedInApp(backend);

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { headers?: Headers; body?: unknown; raw?: string | Buffer; contentType?: string } = {},
  ): Promise<Answer> {
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await s.t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(options.headers ?? s.admin),
        ...(payload === undefined ? {} : { 'content-type': options.contentType ?? 'application/json' }),
      },
      payload,
    });
    let message: unknown;
    try {
      message = response.json<{ message?: unknown }>().message;
    } catch {
      message = response.body;
    }
    return { status: response.statusCode, message };
  }

  const refused = (answer: Answer, message: string | RegExp) => {
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(message);
  };

  describe('NUL bytes', () => {
    it('refuses a NUL in the public calls, without a session', async () => {
      const none = {};
      refused(
        await call('POST', '/auth/login', { headers: none, body: { email: 'a\u0000b', password: 'x' } }),
        'body.email contains a NUL character.',
      );
      refused(
        await call('POST', '/auth/forget/password', {
          headers: none,
          body: { email: 'a\u0000b@example.com' },
        }),
        'body.email contains a NUL character.',
      );
      refused(
        await call('POST', '/auth/signup', {
          headers: none,
          body: {
            email: 'nul@example.com',
            name: 'a\u0000b',
            password: 'Nul#2026x',
            passwordConfirm: 'Nul#2026x',
          },
        }),
        'body.name contains a NUL character.',
      );
    });

    it('refuses a NUL in a path parameter, a query value and a field name', async () => {
      refused(await call('GET', '/status/store/a%00b'), 'path.storeCode contains a NUL character.');
      refused(
        await call('GET', '/stats/dashboard?stores=KR001%00'),
        'query.stores contains a NUL character.',
      );
      refused(
        await call('POST', '/auth/account/search', { body: { 'filter_\u0000': 'x' } }),
        /field name of body contains a NUL/,
      );
    });

    it('refuses a NUL in a form body', async () => {
      refused(
        await call('POST', '/history/task/search', {
          raw: 'length=-1&filter_storeCode=a%00b',
          contentType: 'application/x-www-form-urlencoded',
        }),
        'body.filter_storeCode contains a NUL character.',
      );
    });
  });

  it('refuses a lone surrogate (POST /auth/3rd/party {"code":"\\ud800x"})', async () => {
    refused(
      await call('POST', '/auth/3rd/party', { raw: '{"code":"\\ud800x"}' }),
      'body.code is not valid Unicode text (lone surrogate).',
    );
    // a pair is text like any other
    const code = 'function authenticate() { return { accept: false }; } // 😀';
    expect((await call('POST', '/auth/3rd/party', { body: { code } })).status).toBe(200);
  });

  it('refuses out-of-range dates (filter_startDate: 1e20 on tag search)', async () => {
    for (const field of ['filter_startDate', 'filter_endDate'])
      refused(
        await call('POST', '/status/store/KR001/tag/search', { body: { [field]: 1e20 } }),
        `${field} must be a date in epoch seconds (years 1 to 9999).`,
      );
    refused(
      await call('POST', '/history/alarm/system/search', { body: { filter_startDate: -1e15 } }),
      /filter_startDate must be a date/,
    );
    const inRange = await call('POST', '/status/store/KR001/tag/search', {
      body: { filter_startDate: 0, filter_endDate: 253402300799 },
    });
    expect(inRange.status).toBe(200);
  });

  it('refuses a time range out of the years 1 to 9999 on every route taking one (GET /system/status/gw/{mac}?end=9999999999999)', async () => {
    const [gateway] = await s.t.db.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM gateways ORDER BY 1 LIMIT 1`,
    );
    const [sensor] = await s.t.db.query<{ sensorMac: string; storeCode: string }>(
      `SELECT "sensorMac", "storeCode" FROM sensors ORDER BY 1 LIMIT 1`,
    );
    const routes = [
      { url: `/system/status/gw/${encodeURIComponent(gateway!.gwMac)}`, start: 'start', end: 'end' },
      { url: '/system/status/server/proxy-01', start: 'start', end: 'end' },
      {
        url: `/history/store/${sensor!.storeCode}/sensor/${encodeURIComponent(sensor!.sensorMac)}`,
        start: 'startDate',
        end: 'endDate',
      },
    ];
    for (const { url, start, end } of routes) {
      const message = new RegExp(`^${start} and ${end} must be dates`);
      for (const query of [
        `${end}=9999999999999`,
        `${start}=0&${end}=9999999999999`,
        `${end}=1e20`,
        `${start}=-1e20`,
      ])
        refused(await call('GET', `${url}?${query}`), message);
      refused(
        await call('GET', `${url}?${start}=1700000000&${end}=1600000000`),
        `${start} must not be after ${end}.`,
      );
      expect((await call('GET', `${url}?${start}=1700000000&${end}=1700003600`)).status, url).toBe(200);
    }
  });

  it(`refuses a body nested deeper than ${MAX_DEPTH} levels (10,000 deep arrays on /history/task/search)`, async () => {
    const deep = `{"length":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    refused(
      await call('POST', '/history/task/search', { raw: deep }),
      `The body is nested too deeply (at most ${MAX_DEPTH} levels).`,
    );
    const objects = `${'{"a":'.repeat(MAX_DEPTH + 1)}1${'}'.repeat(MAX_DEPTH + 1)}`;
    refused(await call('POST', '/auth/account/search', { raw: objects }), /nested too deeply/);
  });

  describe('out-of-range numbers', () => {
    it('refuses {"start": 1e20} and a length past the integers on table searches', async () => {
      refused(
        await call('POST', '/auth/account/search', { body: { start: 1e20 } }),
        'start must be a whole number from 0 to 2147483647.',
      );
      refused(
        await call('POST', '/history/task/search', { body: { start: '1e20' } }),
        /^start must be a whole number/,
      );
      refused(
        await call('POST', '/status/store/KR001/product/search', { body: { length: 1e20 } }),
        /^length must be a whole number from -1/,
      );
      expect((await call('POST', '/auth/account/search', { body: { start: 0, length: -1 } })).status).toBe(
        200,
      );
    });

    it('refuses ?start=1e20 on the store tag error list', async () => {
      refused(await call('GET', '/store/KR001/list/tag/error?start=1e20'), /^start must be a whole number/);
      expect((await call('GET', '/store/KR001/list/tag/error?start=0&length=5')).status).toBe(200);
    });

    it('refuses GET /auth/role/999999999999999', async () => {
      refused(await call('GET', '/auth/role/999999999999999'), 'The role id is out of range.');
      refused(await call('DELETE', '/auth/role/999999999999999'), 'The role id is out of range.');
      refused(
        await call('POST', '/auth/role', { body: { role_id: 999999999999999, name: 'big' } }),
        'The role id is out of range.',
      );
    });

    it('answers an integer overflow the database finds with a 400', async () => {
      refused(
        await call('POST', '/history/alarm/system/search', { body: { filter_class: 1e20 } }),
        DB_MESSAGES.dataException.text,
      );
    });
  });

  it('refuses repeated query parameters (GET /system/status/server/proxy-01?end=1&end=2)', async () => {
    refused(
      await call('GET', '/system/status/server/proxy-01?end=1&end=2'),
      'The query parameter "end" is given more than once.',
    );
    expect((await call('GET', '/system/status/server/proxy-01?end=1')).status).not.toBe(400);
  });

  describe('broken multipart on POST /product/file', () => {
    it('refuses a multipart body with no boundary', async () => {
      const answer = await call('POST', '/product/file', {
        raw: '--x\r\n',
        contentType: 'multipart/form-data',
      });
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/multipart/i);
    });

    it('refuses a truncated multipart body', async () => {
      const { payload, contentType } = await multipart(
        { storeCode: 'KR001' },
        { name: 'a.csv', content: 'prCode,prName\nA1,x\n' },
      );
      const answer = await call('POST', '/product/file', {
        raw: payload.subarray(0, payload.length - 20),
        contentType,
      });
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/multipart/i);
    });
  });

  it('refuses a blank role_id on POST /auth/role ("", "   ", null) and creates nothing', async () => {
    const before = await entityCounts(s.t.db);
    for (const role_id of ['', '   ', null])
      refused(
        await call('POST', '/auth/role', { body: { role_id, name: 'blank id', privilege: [] } }),
        'role_id must not be blank: leave it out to create a role.',
      );
    expect(await entityCounts(s.t.db)).toEqual(before);
  });

  describe('caps', () => {
    it(`refuses a filter_* value longer than ${MAX_FILTER_LENGTH} characters (a 1 MB filter_prCode)`, async () => {
      refused(
        await call('POST', '/status/store/KR001/tag/search', {
          body: { filter_prCode: 'x'.repeat(1_000_000) },
        }),
        `filter_prCode must be a text of at most ${MAX_FILTER_LENGTH} characters, or a list of at most 1000 of them.`,
      );
      refused(
        await call('POST', '/status/store/KR001/product/search', {
          body: { condition_prCode: 'x'.repeat(MAX_FILTER_LENGTH + 1) },
        }),
        /^condition_prCode must be a text/,
      );
      refused(
        await call('POST', '/auth/account/search', {
          body: { order: [{ column: 'x'.repeat(300), dir: 'asc' }] },
        }),
        /^order must be a list/,
      );
      const atCap = await call('POST', '/status/store/KR001/tag/search', {
        body: { filter_prCode: 'x'.repeat(MAX_FILTER_LENGTH) },
      });
      expect(atCap.status).toBe(200);
    });

    it('answers 413 with a message to a JSON body over the limit, and takes a long list where a route needs it', async () => {
      const big = { filter_email: 'x', pad: 'y'.repeat(DEFAULT_BODY_LIMIT) };
      const answer = await call('POST', '/auth/account/search', { body: big });
      expect(answer.status).toBe(413);
      expect(answer.message).toEqual(expect.any(String));
      const tagList = Array.from({ length: 60_000 }, (_, i) => `00:00:00:${String(i).padStart(8, '0')}`);
      const list = await call('POST', '/tag/deassign', { body: { storeCode: 'KR001', tagList } });
      expect(list.status).not.toBe(413);
      expect(list.status).toBeLessThan(500);
    });

    it('streams a product file larger than the JSON body limit', async () => {
      const content = [PRODUCT_HEADER, ...productLines('EDGE', 40_000)].join('\n');
      expect(content.length).toBeGreaterThan(DEFAULT_BODY_LIMIT);
      const response = await uploadFile(s.t.app, s.admin, 'EU002', { name: 'edge.csv', content });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ dataCount: 40_000, errorCount: 0 });
    });
  });
});
