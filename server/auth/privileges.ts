// The privilege tree (schemas/role.schema.json `x-privilege-tree`), role privilege lists and the session dictionary.
import { PRIVILEGE_TREE, type Access, type PrivilegeEntry } from '../../domain/privileges.ts';

export type { Access, PrivilegeEntry } from '../../domain/privileges.ts';

export type PrivilegeDictionary = Record<string, { read: boolean; write: boolean }>;

export const SUPER_ROLE_ID = 0;

/** Every key of the tree in display order, with its depth and parent. */
export const PRIVILEGE_KEYS: Array<{ key: string; depth: number; parent?: string }> = PRIVILEGE_TREE.flatMap(
  (node) => [
    { key: node.key, depth: 0 },
    ...(node.children ?? []).map((child) => ({ key: child, depth: 1, parent: node.key })),
  ],
);

export function isPrivilegeKey(key: string): boolean {
  return PRIVILEGE_KEYS.some((k) => k.key === key);
}

/**
 * A role's privilege list in tree order with the tree's depths: unknown keys dropped, missing keys
 * without access, and write implies read.
 */
export function normalisePrivileges(list: unknown): PrivilegeEntry[] {
  const given = new Map<string, { read?: unknown; write?: unknown }>();
  if (Array.isArray(list)) {
    for (const entry of list) {
      if (entry && typeof entry === 'object' && typeof (entry as { key?: unknown }).key === 'string') {
        given.set((entry as { key: string }).key, entry as { read?: unknown; write?: unknown });
      }
    }
  }
  return PRIVILEGE_KEYS.map(({ key, depth }) => {
    const entry = given.get(key);
    const write = entry?.write === true;
    return { key, depth, read: entry?.read === true || write, write };
  });
}

export function fullPrivileges(): PrivilegeEntry[] {
  return PRIVILEGE_KEYS.map(({ key, depth }) => ({ key, depth, read: true, write: true }));
}

/** The session's dictionary: role 0 has every key, read and write. */
export function privilegeDictionary(roleId: number, list: unknown): PrivilegeDictionary {
  const entries = roleId === SUPER_ROLE_ID ? fullPrivileges() : normalisePrivileges(list);
  return Object.fromEntries(entries.map((e) => [e.key, { read: e.read, write: e.write }]));
}

export function allows(dictionary: PrivilegeDictionary, area: string, access: Access): boolean {
  const entry = dictionary[area];
  return access === 'read' ? Boolean(entry?.read || entry?.write) : Boolean(entry?.write);
}
