// GET /paper/layout/name (doc 2 §7 Print 'Paper layout names'): the paper layouts label printing offers as
// templates, from the one geometry module (domain/paperLayouts.ts): { data: [{ id, name, perPage, page,
// label }] }, sizes in millimetres. product.read (printing needs product read, issue 13).
import type { FastifyInstance } from 'fastify';
import { labelsPerPage, PAPER_LAYOUTS } from '../../../domain/paperLayouts.ts';
import { defineCall } from '../../http/calls.ts';

export default async function paperLayoutNameRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'layout.paperNames', { guard: { privilege: 'product', access: 'read' } }, async () => ({
    data: PAPER_LAYOUTS.map((layout) => ({
      id: layout.id,
      name: layout.name,
      perPage: labelsPerPage(layout),
      page: layout.page,
      label: layout.label,
    })),
  }));
}
