// Privilege tree rules of the role editor (doc 3 §4), as pure functions over the privilege list
// `[{ key, depth, read, write }]` in tree order. The tree itself comes from schemas/role.schema.json.
import { PRIVILEGE_TREE, type PrivilegeEntry, type TreeNode } from '../../domain/privileges';

export { PRIVILEGE_TREE };
export type { PrivilegeEntry, TreeNode };

/** keys in tree order with their depth (parent 0, children 1) */
export function treeKeys(
  tree: TreeNode[] = PRIVILEGE_TREE,
): Array<{ key: string; depth: number; parent?: string }> {
  return tree.flatMap((node) => [
    { key: node.key, depth: 0 },
    ...(node.children ?? []).map((child) => ({ key: child, depth: 1, parent: node.key })),
  ]);
}

function childrenOf(tree: TreeNode[], key: string): string[] {
  return tree.find((node) => node.key === key)?.children ?? [];
}

/**
 * A parent with children is derived from them: it shows read when any child has read (Settings with
 * server_config, store_config or alias), and write when every child has write.
 */
function withParentsDerived(list: PrivilegeEntry[], tree: TreeNode[]): PrivilegeEntry[] {
  return list.map((entry) => {
    const children = childrenOf(tree, entry.key);
    if (children.length === 0) return entry;
    const kids = list.filter((e) => children.includes(e.key));
    return { ...entry, read: kids.some((e) => e.read), write: kids.length > 0 && kids.every((e) => e.write) };
  });
}

/** The full list in tree order from any stored list (missing keys off, write implies read). Role 0: all on. */
export function normalise(
  value: ReadonlyArray<Partial<PrivilegeEntry>> | null | undefined,
  roleId?: number | null,
  tree: TreeNode[] = PRIVILEGE_TREE,
): PrivilegeEntry[] {
  const byKey = new Map((value ?? []).map((entry) => [entry.key, entry]));
  const list = treeKeys(tree).map(({ key, depth }) => {
    if (roleId === 0) return { key, depth, read: true, write: true };
    const stored = byKey.get(key);
    const write = !!stored?.write;
    return { key, depth, read: !!stored?.read || write, write };
  });
  return withParentsDerived(list, tree);
}

/** One tick or untick, with its consequences. */
export function toggle(
  list: PrivilegeEntry[],
  key: string,
  flag: 'read' | 'write',
  checked: boolean,
  tree: TreeNode[] = PRIVILEGE_TREE,
): PrivilegeEntry[] {
  const affected = new Set([key, ...childrenOf(tree, key)]);
  const next = list.map((entry) => {
    if (!affected.has(entry.key)) return entry;
    if (flag === 'read') {
      // unticking read clears write; a parent's read carries to its children
      return checked ? { ...entry, read: true } : { ...entry, read: false, write: false };
    }
    // write cannot be on while read is off; a parent's write controls its children's write
    return checked ? { ...entry, read: true, write: true } : { ...entry, write: false };
  });
  return withParentsDerived(next, tree);
}

/** the dictionary form used by sessions: `{ key: { read, write } }` */
export function toDictionary(list: PrivilegeEntry[]): Record<string, { read: boolean; write: boolean }> {
  return Object.fromEntries(list.map(({ key, read, write }) => [key, { read, write }]));
}
