import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaging } from './ServerPager';

describe('usePaging', () => {
  it('gives the search body start and length, and a new page size goes back to the first page', () => {
    const { result } = renderHook(() => usePaging(25));
    act(() => result.current.setPage(2));
    expect([result.current.start, result.current.length]).toEqual([50, 25]);
    act(() => result.current.setPerPage(100));
    expect([result.current.page, result.current.start, result.current.length]).toEqual([0, 0, 100]);
  });
});
