// Seeds the built-in layouts (server/render/builtInLayouts.ts: standard, promotion and freezer per size
// family, L01 to L12) into the layouts table; layouts already there are left alone.
import type { Queryable } from '../db/db.ts';
import { BUILT_IN_LAYOUTS } from '../render/builtInLayouts.ts';
import { repositoriesOf } from '../repositories/index.ts';

export function seedLayouts(db: Queryable): Promise<number> {
  return repositoriesOf(db).layouts.insertMissing(BUILT_IN_LAYOUTS);
}
