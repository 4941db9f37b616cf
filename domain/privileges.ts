// The privilege tree (schemas/role.schema.json `x-privilege-tree`) and a role's privilege list, as both the console
// (role editor, menus) and the server (guards, normalised lists) read them.
import roleSchema from '../schemas/role.schema.json';

/** what a privilege area allows: reading, or writing too */
export type Access = 'read' | 'write';

/** one row of a role's privilege list `[{ key, depth, read, write }]`, in tree order (parent depth 0, child 1) */
export interface PrivilegeEntry {
  key: string;
  depth: number;
  read: boolean;
  write: boolean;
}

/** a parent area of the tree and the keys of its children */
export interface TreeNode {
  key: string;
  children?: string[];
}

export const PRIVILEGE_TREE: TreeNode[] = (roleSchema as unknown as { 'x-privilege-tree': TreeNode[] })[
  'x-privilege-tree'
];
