// Saving a value some time after its last change (doc 3 §4, §9: the device settings are saved 500 ms after the
// last change of name, timezone, volume or brightness, only with plus write). `change` takes the new value and
// restarts the wait; closing (unmount) saves a change still waiting, so nothing typed is lost.
import { useCallback, useEffect, useRef, useState } from 'react';

export const AUTO_SAVE_DELAY_MS = 500;

export type AutoSaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

export function useAutoSave<T>(
  save: (value: T) => Promise<void>,
  enabled: boolean,
  delay = AUTO_SAVE_DELAY_MS,
): { change: (value: T) => void; state: AutoSaveState } {
  const [state, setState] = useState<AutoSaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    setState('saving');
    try {
      await saveRef.current(next.value);
      setState(pending.current ? 'waiting' : 'saved');
    } catch {
      setState('failed');
    }
  }, []);

  const change = useCallback(
    (value: T) => {
      if (!enabled) return;
      pending.current = { value };
      setState('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [enabled, delay, flush],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      void flush();
    },
    [flush],
  );

  return { change, state };
}
