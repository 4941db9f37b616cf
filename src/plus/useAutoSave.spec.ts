import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_SAVE_DELAY_MS, useAutoSave } from './useAutoSave';

describe('device settings auto-save (doc 3 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 500 ms after the last change, with the last value', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutoSave<number>(save, true));
    act(() => result.current.change(1));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS - 100));
    act(() => result.current.change(2));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.state).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(2);
    expect(result.current.state).toBe('saved');
  });

  it('saves nothing without the write privilege', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutoSave<number>(save, false));
    act(() => result.current.change(1));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.state).toBe('idle');
  });

  it('reports a failed save, and saves a waiting change when closed', async () => {
    const save = vi.fn(() => Promise.reject(new Error('refused')));
    const { result, unmount } = renderHook(() => useAutoSave<number>(save, true));
    act(() => result.current.change(7));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS));
    expect(result.current.state).toBe('failed');
    const later = vi.fn(() => Promise.resolve());
    const second = renderHook(() => useAutoSave<number>(later, true));
    act(() => second.result.current.change(9));
    second.unmount();
    expect(later).toHaveBeenCalledWith(9);
    unmount();
  });
});
