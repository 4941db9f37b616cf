// Tag assignment (doc 2 §7 "Tag calls used from product screens", doc 1 §7 Tag actions; schemas/tag.schema.json
// x-calls assign, assignMultiple, productTags):
//   POST /tag/assign            { taskId, priorTaskId, storeCode, force?, tagList: [{ tagMac | tagId, prCode }] }
//   POST /tag/assign/multiple   { storeCode, force?, tagList: [{ tagMac | tagId, prCodeList, fmPrCode?, layoutId?, nfc? }] }
//   GET  /tag/assign/findByPrCode/{prCode}/store/{storeCode}   the tags showing a product
// Both writes create an ASSIGN update task (server/tasks/updateTasks.ts); the simulator carries it out.
// A tag of another store: 403. Tags unknown everywhere are left out (`notFound`); none known: 400
// 'no matching tags'. A product the store does not have: 400 'This product does not exist', unless `force`.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { NamedTag } from '../../repositories/tagLookup.ts';
import { createUpdateTask, NO_MATCHING_TAGS } from '../../tasks/updateTasks.ts';
import { ASSIGN_MESSAGES, assignMultipleRequest, assignRequest } from './assignBodies.ts';

/** The named tags of the store; a tag of another store is refused. */
async function storeTags(repos: Repositories, storeCode: string, codes: string[]) {
  const found = await repos.tagLookup.byCodes([...new Set(codes)]);
  if (found.some((t) => t.storeCode !== storeCode)) throw forbidden();
  const byCode = new Map<string, NamedTag>(found.map((t) => [t.code, t]));
  const notFound = [...new Set(codes.filter((c) => !byCode.has(c)))];
  if (byCode.size === 0) throw badRequest(NO_MATCHING_TAGS);
  return { byCode, notFound };
}

async function checkProducts(repos: Repositories, storeCode: string, prCodes: string[], force?: boolean) {
  const wanted = [...new Set(prCodes)];
  const products = await repos.products.byCodes(storeCode, wanted);
  if (!force && products.length < wanted.length) throw badRequest(ASSIGN_MESSAGES.productNotExist);
  return new Map(products.map((p) => [p.prCode, p]));
}

/** Both assign calls: the rows naming a tag of the store, with the products they name (checked unless force). */
async function assignableRows<Row extends { code: string }>(
  repos: Repositories,
  body: { storeCode: string; force?: boolean; tagList: Row[] },
  prCodesOf: (row: Row) => string[],
) {
  const { byCode, notFound } = await storeTags(
    repos,
    body.storeCode,
    body.tagList.map((t) => t.code),
  );
  const rows = body.tagList.filter((t) => byCode.has(t.code));
  const products = await checkProducts(repos, body.storeCode, rows.flatMap(prCodesOf), body.force);
  return { rows, tagIdOf: (row: Row) => byCode.get(row.code)!.tagId, products, notFound };
}

const taskId = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined || Number(value) < 0 || !Number.isFinite(Number(value))
    ? null
    : Number(value);

const tagWrite = { privilege: 'tag', access: 'write' } as const;

export default async function assignRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;

  defineCall(app, 'tag.assign', { guard: tagWrite }, async (request) => {
    const body = assignRequest(request.body);
    const { rows, tagIdOf, products, notFound } = await assignableRows(repos, body, (r) => [r.prCode]);
    const task = await createUpdateTask(db, {
      storeCode: body.storeCode,
      kind: 'ASSIGN',
      createdBy: request.principal?.email ?? '',
      priorTaskId: taskId(body.priorTaskId),
      tags: rows.map((r) => ({
        tagId: tagIdOf(r),
        prCode: r.prCode,
        layoutId: products.get(r.prCode)?.layoutId ?? null,
        nfc: products.get(r.prCode)?.nfc ?? null,
      })),
    });
    request.log.info({ storeCode: body.storeCode, ...task }, 'tags assigned');
    const tagList = rows.map((r) => ({ tagId: tagIdOf(r), prCode: r.prCode }));
    return { ...task, storeCode: body.storeCode, tagList, notFound };
  });

  defineCall(app, 'tag.assignMultiple', { guard: tagWrite }, async (request) => {
    const body = assignMultipleRequest(request.body);
    const { rows, tagIdOf, products, notFound } = await assignableRows(repos, body, (r) => r.prCodeList);
    const tags = rows.map((row) => ({
      tagId: tagIdOf(row),
      // a family ticket carries its family code; a multi-product ticket without one, its first product
      prCode: row.fmPrCode ?? row.prCodeList[0],
      layoutId: row.layoutId ?? products.get(row.prCodeList[0])?.layoutId ?? null,
      nfc: row.nfc,
    }));
    const task = await db.transaction(async (tx) => {
      const families = repos.families.with(tx);
      for (const [i, row] of rows.entries()) {
        if (!row.fmPrCode) continue;
        const { prCodeList, fmPrCode, nfc } = row;
        await families.upsert({
          storeCode: body.storeCode,
          fmPrCode,
          prCodeList,
          layoutId: tags[i].layoutId,
          nfc,
        });
      }
      return createUpdateTask(tx, {
        storeCode: body.storeCode,
        kind: 'ASSIGN',
        createdBy: request.principal?.email ?? '',
        priorTaskId: taskId(body.priorTaskId),
        tags,
      });
    });
    request.log.info({ storeCode: body.storeCode, ...task }, 'family tickets assigned');
    return { ...task, storeCode: body.storeCode, tagList: tags, notFound };
  });

  defineCall(app, 'tag.productTags', { guard: { privilege: 'tag', access: 'read' } }, async (request) => {
    const prCode = request.params.prCode.trim();
    const storeCode = request.params.storeCode.trim();
    if (!prCode || !storeCode) throw badRequest(INVALID_VALUE);
    const tags = await repos.products.tagsShowing(storeCode, [prCode]);
    return {
      storeCode,
      prCode,
      data: tags.map((t) => ({ ...t, updatedAt: t.updatedAt?.toISOString() ?? null })),
    };
  });
}
