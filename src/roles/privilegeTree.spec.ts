import { describe, expect, it } from 'vitest';
import roleSchema from '../../schemas/role.schema.json';
import { normalise, toggle, treeKeys, type PrivilegeEntry } from './privilegeTree';

const flags = (list: PrivilegeEntry[], key: string) => {
  const entry = list.find((e) => e.key === key);
  return entry ? [entry.read, entry.write] : undefined;
};

describe('privilege tree', () => {
  it('follows x-privilege-tree of the role schema, children at depth 1', () => {
    const keys = treeKeys();
    expect(keys.filter((k) => k.depth === 0).map((k) => k.key)).toEqual(
      roleSchema['x-privilege-tree'].map((n) => n.key),
    );
    expect(keys.find((k) => k.key === 'server_config')).toEqual({
      key: 'server_config',
      depth: 1,
      parent: 'setting',
    });
  });

  it('role 0 shows every privilege ticked', () => {
    const list = normalise([], 0);
    expect(list.every((e) => e.read && e.write)).toBe(true);
    expect(list.length).toBe(treeKeys().length);
  });

  it('normalises a stored list: missing keys off, write implies read', () => {
    const list = normalise([{ key: 'tag', write: true, read: false }]);
    expect(flags(list, 'tag')).toEqual([true, true]);
    expect(flags(list, 'store')).toEqual([false, false]);
  });

  it('unticking read clears write', () => {
    const list = toggle(normalise([{ key: 'store', read: true, write: true }]), 'store', 'read', false);
    expect(flags(list, 'store')).toEqual([false, false]);
  });

  it('ticking write ticks read (write cannot be on while read is off)', () => {
    const list = toggle(normalise([]), 'member', 'write', true);
    expect(flags(list, 'member')).toEqual([true, true]);
  });

  it('parent write controls child write', () => {
    let list = toggle(normalise([]), 'setting', 'write', true);
    for (const key of ['server_config', 'store_config', 'alias'])
      expect(flags(list, key)).toEqual([true, true]);
    list = toggle(list, 'setting', 'write', false);
    for (const key of ['server_config', 'store_config', 'alias'])
      expect(flags(list, key)).toEqual([true, false]);
  });

  it('Settings shows read when server_config, store_config or alias has read', () => {
    for (const child of ['server_config', 'store_config', 'alias']) {
      const list = toggle(normalise([]), child, 'read', true);
      expect(flags(list, 'setting')?.[0]).toBe(true);
      expect(flags(toggle(list, child, 'read', false), 'setting')?.[0]).toBe(false);
    }
    expect(flags(normalise([{ key: 'alias', read: true }]), 'setting')?.[0]).toBe(true);
  });

  it('unticking the parent read clears its children', () => {
    let list = toggle(normalise([]), 'setting', 'write', true);
    list = toggle(list, 'setting', 'read', false);
    for (const key of ['setting', 'server_config', 'store_config', 'alias'])
      expect(flags(list, key)).toEqual([false, false]);
  });
});
