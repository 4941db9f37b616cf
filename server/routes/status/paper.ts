// The paper store list (doc 2 §7 Paper; docs/api.md "Paper labels"), paper.read:
//   GET  /status/paper     store summaries of the session's stores (the map); the same as a table:
//                          POST /status/store/pagination/4 (store/pagination.ts, 25 per page, doc 2 §9)
// The uploads and tasks: routes/paper/status.ts.
import type { FastifyInstance } from 'fastify';
import type { PaperStoreSummary } from '../../../domain/generated/calls.ts';
import { defineCall } from '../../http/calls.ts';

const paperRead = { privilege: 'paper', access: 'read' } as const;

export default async function paperStoreStatusRoutes(app: FastifyInstance): Promise<void> {
  const paper = app.repos.paper;

  defineCall(app, 'paperStore.list', { guard: paperRead }, async (request) => ({
    data: (await paper.storeSummaries(request.principal?.stores)) as PaperStoreSummary[],
  }));
}
