import { describe, expect, it } from 'vitest';
import { can, canAccessStore, seesAllStores, type Permissions } from './privileges';

const base: Permissions = {
  role_id: 3,
  privilege: {
    store: { read: true, write: false },
    tag: { read: false, write: true },
    member: { read: false, write: false },
  },
  store: ['S001', 'S002'],
  systemConfig: {},
  enableWholeStore: false,
};

describe('privileges', () => {
  it('role 0 can everything and sees all stores', () => {
    const root = { ...base, role_id: 0, privilege: {} };
    expect(can(root, 'member', 'write')).toBe(true);
    expect(canAccessStore(root, 'S999')).toBe(true);
  });
  it('follows the privilege dictionary; write implies read; unknown areas are refused', () => {
    expect(can(base, 'store', 'read')).toBe(true);
    expect(can(base, 'store', 'write')).toBe(false);
    expect(can(base, 'tag', 'read')).toBe(true);
    expect(can(base, 'member', 'read')).toBe(false);
    expect(can(base, 'role', 'read')).toBe(false);
    expect(can(undefined, 'store', 'read')).toBe(false);
  });
  it('limits stores to the account list unless enableWholeStore', () => {
    expect(canAccessStore(base, 'S001')).toBe(true);
    expect(canAccessStore(base, 'S003')).toBe(false);
    expect(seesAllStores({ ...base, enableWholeStore: true })).toBe(true);
    expect(canAccessStore({ ...base, enableWholeStore: true }, 'S003')).toBe(true);
  });
});
