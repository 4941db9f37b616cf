// GET /layout/name (doc 2 §7): the layouts a product can use, for layout selectors. product.read.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';

export default async function layoutNameRoutes(app: FastifyInstance): Promise<void> {
  const layouts = app.repos.layouts;
  defineCall(app, 'layout.names', { guard: { privilege: 'product', access: 'read' } }, async () => ({
    data: await layouts.names(),
  }));
}
