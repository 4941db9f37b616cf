// The saved-filter toggle (doc 1 §4): on, table state and filter values persist in localStorage and
// expire after 86400 s; off clears them. Implemented as a react-admin Store that keeps everything in
// memory and mirrors list state (`<resource>.listParams`, datagrid columns...) to localStorage while on.
import { memoryStore, type Store } from 'ra-core';

export const SAVED_FILTER_TTL_SECONDS = 86400;
const FLAG_KEY = 'esl.savedFilter';
const PREFIX = 'esl.saved.';

interface Saved<T> {
  value: T;
  expiresAt: number;
}

/** list state keys react-admin writes: `<resource>.listParams`, `<resource>.datagrid`, `preferences.<...>` */
export function isTableStateKey(key: string): boolean {
  return (
    /(^|\.)(listParams|datagrid|datatable|columns|availableColumns|sort|perPage|filter)/.test(key) ||
    key.startsWith('preferences.')
  );
}

export function isSavedFilterEnabled(storage: Storage = localStorage): boolean {
  return storage.getItem(FLAG_KEY) === '1';
}

function savedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

export function clearSavedFilters(storage: Storage = localStorage): void {
  for (const key of savedKeys(storage)) storage.removeItem(key);
}

export function setSavedFilterEnabled(enabled: boolean, storage: Storage = localStorage): void {
  if (enabled) storage.setItem(FLAG_KEY, '1');
  else {
    storage.removeItem(FLAG_KEY);
    clearSavedFilters(storage);
  }
}

export function readSaved<T>(
  key: string,
  storage: Storage = localStorage,
  now: number = Date.now(),
): T | undefined {
  const raw = storage.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Saved<T>;
    if (saved.expiresAt > now) return saved.value;
  } catch {
    // unreadable entry: dropped below
  }
  storage.removeItem(PREFIX + key);
  return undefined;
}

export function createSavedFilterStore(
  storage: Storage = localStorage,
  clock: () => number = Date.now,
): Store {
  const memory = memoryStore();
  const persist = (key: string, value: unknown) => {
    if (!isSavedFilterEnabled(storage) || !isTableStateKey(key)) return;
    const saved: Saved<unknown> = { value, expiresAt: clock() + SAVED_FILTER_TTL_SECONDS * 1000 };
    storage.setItem(PREFIX + key, JSON.stringify(saved));
  };
  return {
    ...memory,
    setup() {
      memory.setup();
      if (!isSavedFilterEnabled(storage)) {
        clearSavedFilters(storage);
        return;
      }
      for (const fullKey of savedKeys(storage)) {
        const key = fullKey.slice(PREFIX.length);
        const value = readSaved(key, storage, clock());
        if (value !== undefined) memory.setItem(key, value);
      }
    },
    setItem(key, value) {
      memory.setItem(key, value);
      persist(key, value);
    },
    removeItem(key) {
      memory.removeItem(key);
      storage.removeItem(PREFIX + key);
    },
    removeItems(prefix) {
      memory.removeItems(prefix);
      for (const key of savedKeys(storage)) if (key.startsWith(PREFIX + prefix)) storage.removeItem(key);
    },
    reset() {
      memory.reset();
      clearSavedFilters(storage);
    },
  };
}
