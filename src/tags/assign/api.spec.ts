import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blinkLed, changePage } from './api';

describe("LED and page change treat 'no matching tags' as success (doc 2 §8)", () => {
  let answer: { status: number; body: unknown };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the task, or null when no tag shows the products', async () => {
    answer = { status: 200, body: { taskId: 3, tagCount: 2 } };
    expect(await blinkLed('KR001', [{ prCode: 'P1' }])).toEqual({ taskId: 3, tagCount: 2 });
    answer = { status: 400, body: { message: 'no matching tags' } };
    expect(await blinkLed('KR001', [{ prCode: 'P1' }])).toBeNull();
    expect(await changePage('KR001', [{ prCode: 'P1', pageNo: 1 }])).toBeNull();
  });

  it('other failures still fail', async () => {
    answer = { status: 403, body: { message: 'Permission denied.' } };
    await expect(changePage('KR002', [{ prCode: 'P1' }])).rejects.toMatchObject({ status: 403 });
  });
});
