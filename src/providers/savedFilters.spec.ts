import { beforeEach, describe, expect, it } from 'vitest';
import {
  SAVED_FILTER_TTL_SECONDS,
  createSavedFilterStore,
  isSavedFilterEnabled,
  setSavedFilterEnabled,
} from './savedFilters';

const listParams = { sort: 'email', order: 'ASC', page: 2, perPage: 25, filter: { name: 'kim' } };

beforeEach(() => localStorage.clear());

describe('saved filters', () => {
  it('off (default): list state lives in memory only and is gone after a reload', () => {
    expect(isSavedFilterEnabled()).toBe(false);
    const store = createSavedFilterStore();
    store.setup();
    store.setItem('members.listParams', listParams);
    expect(store.getItem('members.listParams')).toEqual(listParams);
    const reloaded = createSavedFilterStore();
    reloaded.setup();
    expect(reloaded.getItem('members.listParams')).toBeUndefined();
  });

  it('on: list state survives a reload for 86400 s, then expires', () => {
    let now = 1_000_000;
    setSavedFilterEnabled(true);
    const store = createSavedFilterStore(localStorage, () => now);
    store.setup();
    store.setItem('members.listParams', listParams);
    store.setItem('sidebar.open', true);
    now += (SAVED_FILTER_TTL_SECONDS - 1) * 1000;
    const next = createSavedFilterStore(localStorage, () => now);
    next.setup();
    expect(next.getItem('members.listParams')).toEqual(listParams);
    expect(next.getItem('sidebar.open')).toBeUndefined();
    now += 2000;
    const expired = createSavedFilterStore(localStorage, () => now);
    expired.setup();
    expect(expired.getItem('members.listParams')).toBeUndefined();
  });

  it('turning it off clears what was saved', () => {
    setSavedFilterEnabled(true);
    const store = createSavedFilterStore();
    store.setup();
    store.setItem('roles.listParams', listParams);
    expect(Object.keys(localStorage).some((k) => k.includes('roles.listParams'))).toBe(true);
    setSavedFilterEnabled(false);
    expect(Object.keys(localStorage).some((k) => k.includes('roles.listParams'))).toBe(false);
    expect(isSavedFilterEnabled()).toBe(false);
  });
});
