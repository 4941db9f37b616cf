// POST /tag/page/individual { storeCode, product: [{ prCode, pageNo }] } (doc 2 §7; page 0 by default): a
// PAGE update task turning the tags showing those products to the page. None: 400 'no matching tags'.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { badRequest } from '../../http/errors.ts';
import { validationMessage } from '../../http/validate.ts';
import { createUpdateTask, NO_MATCHING_TAGS } from '../../tasks/updateTasks.ts';
import { tagsOfProducts } from './productTags.ts';

export default async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;
  defineCall(app, 'tag.changePage', { guard: { privilege: 'tag', access: 'write' } }, async (request) => {
    const storeCode = request.body.storeCode.trim();
    if (request.body.product.length === 0) throw badRequest(validationMessage('validation.invalidValue'));
    const products = request.body.product.map((p) => ({ ...p, prCode: p.prCode.trim() }));
    const tags = await tagsOfProducts(repos.products, storeCode, products, (p) => ({
      pageNo: p.pageNo ?? 0,
    }));
    if (tags.length === 0) throw badRequest(NO_MATCHING_TAGS);
    const task = await createUpdateTask(db, {
      storeCode,
      kind: 'PAGE',
      createdBy: request.principal?.email ?? '',
      tags,
    });
    request.log.info({ storeCode, ...task }, 'page change sent');
    return { storeCode, ...task };
  });
}
