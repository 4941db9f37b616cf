// Saving families (POST /product/family, its import) and taking their new content to the tags carrying their
// codes, in one transaction: families created or changed are written set-based; the tags carrying a created or
// changed family get a PRODUCT update task, or one LAYOUT task per new layout for families whose layout changed.
// A family whose list, layout and NFC are already stored is left alone (no write, no task).
import type { Db, Queryable } from '../../../db/db.ts';
import type { CarryingTag, FamiliesRepository } from '../../../repositories/families.ts';
import { createUpdateTask, type UpdateTaskTagRequest } from '../../../tasks/updateTasks.ts';
import type { FamilySaveAnswer } from '../../../../domain/generated/calls.ts';
import type { Family } from '../../../../domain/familyRules.ts';
import type { FamilyProduct } from '../../../../domain/generated/types.ts';

export interface SaveFamiliesRequest {
  storeCode: string;
  /** checked by checkFamily (domain/familyRules.ts), codes unique */
  families: Family[];
  createdBy: string;
}

const sameList = (a: string[] | undefined, b: string[]) =>
  (a ?? []).length === b.length && b.every((code, i) => a?.[i] === code);

function isUnchanged(old: FamilyProduct, next: Family): boolean {
  return (
    sameList(old.prCodeList, next.prCodeList) &&
    (old.layoutId ?? null) === next.layoutId &&
    (old.nfc ?? null) === next.nfc
  );
}

/** The update tasks of the tags: PRODUCT for families keeping their layout, LAYOUT per new layout. */
async function pushToTags(
  tx: Queryable,
  request: SaveFamiliesRequest,
  written: Array<{ family: Family; layoutChanged: boolean }>,
  tags: CarryingTag[],
): Promise<number[]> {
  const byCode = new Map(written.map((w) => [w.family.fmPrCode, w]));
  const groups = new Map<string, UpdateTaskTagRequest[]>();
  for (const tag of tags) {
    const { family, layoutChanged } = byCode.get(tag.prCode)!;
    const key = layoutChanged ? `LAYOUT:${family.layoutId}` : 'PRODUCT';
    const group = groups.get(key) ?? [];
    group.push({ tagId: tag.tagId, prCode: family.fmPrCode, layoutId: family.layoutId, nfc: family.nfc });
    groups.set(key, group);
  }
  const taskIds: number[] = [];
  for (const [key, group] of groups) {
    const task = await createUpdateTask(tx, {
      storeCode: request.storeCode,
      kind: key === 'PRODUCT' ? 'PRODUCT' : 'LAYOUT',
      tags: group,
      createdBy: request.createdBy,
    });
    taskIds.push(task.taskId);
  }
  return taskIds;
}

export function saveFamilies(
  db: Db,
  families: FamiliesRepository,
  request: SaveFamiliesRequest,
): Promise<FamilySaveAnswer> {
  return db.transaction(async (tx) => {
    const repo = families.with(tx);
    const codes = request.families.map((f) => f.fmPrCode);
    const existing = new Map((await repo.lockByCodes(request.storeCode, codes)).map((f) => [f.fmPrCode, f]));
    const written = request.families
      .filter((family) => {
        const old = existing.get(family.fmPrCode);
        return !old || !isUnchanged(old, family);
      })
      .map((family) => {
        const old = existing.get(family.fmPrCode);
        return { family, layoutChanged: !!old && (old.layoutId ?? null) !== family.layoutId };
      });
    await repo.upsertMany(written.map((w) => ({ ...w.family, storeCode: request.storeCode })));
    const tags = await repo.tagsCarrying(
      request.storeCode,
      written.map((w) => w.family.fmPrCode),
    );
    const taskIds = tags.length ? await pushToTags(tx, request, written, tags) : [];
    const created = written.filter((w) => !existing.has(w.family.fmPrCode)).length;
    return {
      storeCode: request.storeCode,
      saved: written.length,
      created,
      updated: written.length - created,
      unchanged: request.families.length - written.length,
      taskIds,
      tagCount: tags.length,
    };
  });
}
