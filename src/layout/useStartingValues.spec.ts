// Starting values filled once per opening, when known: a later answer for the same opening never refills them.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStartingValues } from './useStartingValues';

describe('useStartingValues', () => {
  it('fills once when the start is known, never again for the same opening, again for a new one', () => {
    const fill = vi.fn();
    const { result, rerender } = renderHook(
      ({ opening, start }: { opening: unknown; start?: number }) => useStartingValues(opening, start, fill),
      { initialProps: { opening: 'KR001' } as { opening: string | null; start?: number } },
    );
    expect(result.current).toBe(false);
    expect(fill).not.toHaveBeenCalled();

    rerender({ opening: 'KR001', start: 30 });
    expect(fill).toHaveBeenCalledExactlyOnceWith(30);
    expect(result.current).toBe(true);

    // a refreshed or late answer for the same opening
    rerender({ opening: 'KR001', start: 45 });
    expect(fill).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(true);

    // another store: waits for its start
    rerender({ opening: 'KR002' });
    expect(result.current).toBe(false);
    rerender({ opening: 'KR002', start: 60 });
    expect(fill).toHaveBeenLastCalledWith(60);
    expect(result.current).toBe(true);

    // closed, then opened again on the same store: filled afresh
    rerender({ opening: null, start: 60 });
    expect(result.current).toBe(false);
    rerender({ opening: 'KR002', start: 61 });
    expect(fill).toHaveBeenLastCalledWith(61);
    expect(fill).toHaveBeenCalledTimes(3);
  });
});
