// GET /layout/name (doc 2 §7): the layouts a product can use, for layout selectors. product.read.
import type { FastifyInstance } from 'fastify';
import { doc, withAuthHeaders } from '../docs.ts';

export default async function layoutNameRoutes(app: FastifyInstance): Promise<void> {
  const layouts = app.repos.layouts;
  app.get(
    '/layout/name',
    {
      config: { privilege: 'product', access: 'read' },
      schema: doc(
        'product',
        'Layout names: { data: [{ layoutId, name, family, kind, pages }] }',
        withAuthHeaders,
      ),
    },
    async () => ({ data: await layouts.names() }),
  );
}
