// POST /tag/page/individual { storeCode, product: [{ prCode, pageNo }] } (doc 2 §7; page 0 by default): a
// PAGE update task turning the tags showing those products to the page. None: 400 'no matching tags'.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { createUpdateTask, NO_MATCHING_TAGS } from '../../tasks/updateTasks.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { tagsOfProducts } from './productTags.ts';

const invalid = 'validation.invalidValue';

const pageBody = z.object({
  storeCode: z.string({ message: invalid }).trim().min(1, invalid),
  product: z
    .array(
      z.object({
        prCode: z.string({ message: invalid }).trim().min(1, 'validation.enterProductCodePlease'),
        pageNo: z.coerce
          .number({ message: invalid })
          .int(invalid)
          .min(0, invalid)
          .max(15, invalid)
          .nullish()
          .transform((v) => v ?? 0),
      }),
      { message: invalid },
    )
    .min(1, invalid)
    .max(10_000, invalid),
});

export default async function pageRoutes(app: FastifyInstance): Promise<void> {
  const { db, repos } = app;
  app.post(
    '/tag/page/individual',
    {
      config: { privilege: 'tag', access: 'write' },
      schema: doc('tag', 'Turn the tags showing products to a page (a PAGE update task)', withAuthHeaders),
    },
    async (request) => {
      const body = parseBody(pageBody, request.body);
      const tags = await tagsOfProducts(repos.products, body.storeCode, body.product, (p) => ({
        pageNo: p.pageNo,
      }));
      if (tags.length === 0) throw badRequest(NO_MATCHING_TAGS);
      const task = await createUpdateTask(db, {
        storeCode: body.storeCode,
        kind: 'PAGE',
        createdBy: request.session?.email ?? '',
        tags,
      });
      request.log.info({ storeCode: body.storeCode, ...task }, 'page change sent');
      return { ...task, storeCode: body.storeCode };
    },
  );
}
