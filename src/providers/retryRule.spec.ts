// Issue 38: a refusal the server would repeat is not asked again (a panel's 403 showed after 7 s, a viewer waited
// 7.5 s on a blank page for a 404); a network failure or a gateway's 502/503/504 is.
import { QueryObserver } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from './session';
import { createAppQueryClient } from './sessionQueries';
import { mayPassLater, retryFailedQuery } from './retryRule';

describe('mayPassLater', () => {
  it.each([400, 401, 403, 404, 409, 422, 500])('refuses to ask a %i again', (status) => {
    expect(mayPassLater(new HttpError('refused', status))).toBe(false);
  });

  it.each([0, 502, 503, 504])('asks a %i again', (status) => {
    expect(mayPassLater(new HttpError('unreachable', status))).toBe(true);
  });

  it("asks fetch's network failure again, not an error of the console's own code", () => {
    expect(mayPassLater(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayPassLater(new Error('x is undefined'))).toBe(false);
    expect(mayPassLater(undefined)).toBe(false);
  });

  it('gives up after three more attempts', () => {
    const unreachable = new HttpError('Bad Gateway', 502);
    expect([0, 1, 2, 3].map((count) => retryFailedQuery(count, unreachable))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe("the console's query client", () => {
  afterEach(clearSession);

  /** a query as a page reads it (an observer) whose attempts fail with these statuses in turn, then answer */
  async function attemptsOf(statuses: number[]): Promise<{ attempts: number; failed: boolean }> {
    const client = createAppQueryClient();
    let attempts = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['retry', ...statuses],
      queryFn: async () => {
        const status = statuses[attempts];
        attempts += 1;
        if (status !== undefined) throw new HttpError('failed', status);
        return 'answer';
      },
      retryDelay: 1,
    });
    const failed = await new Promise<boolean>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === 'pending') return;
        stop();
        resolve(result.status === 'error');
      });
    });
    return { attempts, failed };
  }

  it('shows a 403 or 404 after one request', async () => {
    expect(await attemptsOf([403])).toEqual({ attempts: 1, failed: true });
    expect(await attemptsOf([404])).toEqual({ attempts: 1, failed: true });
  });

  it('asks again through a 503 until the answer', async () => {
    expect(await attemptsOf([503, 502])).toEqual({ attempts: 3, failed: false });
  });
});
