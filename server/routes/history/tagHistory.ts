// The five histories of a tag (doc 1 §7 Histories), tag.read, store-scoped, table conventions, 10 per page,
// filter_startDate/filter_endDate in epoch seconds:
//   POST /history/update/store/{code}/tag/{id}/search   update task rows of the tag, prInfo_{index} columns
//   POST /history/battery|reset|temperature/store/{code}/tag/{id}/search
//   POST /history/alarm/store/{store}/tag/{mac}/search  alarms of the store naming the tag
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { TAG_SAMPLE_KINDS, type TagSampleKind } from '../../repositories/tagHistory.ts';
import { withPrInfoColumns } from '../../repositories/tagHistoryMeta.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

const guard = { privilege: 'tag', access: 'read' } as const;
const schema = (summary: string) => doc('tag', summary, { body: searchBody, ...withAuthHeaders });

const SAMPLE_SUMMARIES: Record<TagSampleKind, string> = {
  battery: 'Battery history of a tag',
  reset: 'Reset history of a tag',
  temperature: 'Temperature history of a tag',
};

export default async function tagHistoryRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const tagOf = async (storeCode: string, where: 'tagId' | 'tagMac', value: string) => {
    const tag = await repos.tags.identify(storeCode, where, value);
    if (!tag) throw notFound(message('app.serverMessages.tagNotExist'));
    return tag;
  };

  app.post<{ Params: { code: string; id: string } }>(
    '/history/update/store/:code/tag/:id/search',
    { config: guard, schema: schema('Update history of a tag') },
    async (request) => {
      const tag = await tagOf(request.params.code, 'tagId', request.params.id);
      const result = await repos.tagHistory.updates(tag.tagId, (request.body ?? {}) as SearchBody);
      return { ...result, data: result.data.map(withPrInfoColumns) };
    },
  );

  for (const kind of TAG_SAMPLE_KINDS) {
    app.post<{ Params: { code: string; id: string } }>(
      `/history/${kind}/store/:code/tag/:id/search`,
      { config: guard, schema: schema(SAMPLE_SUMMARIES[kind]) },
      async (request) => {
        const tag = await tagOf(request.params.code, 'tagId', request.params.id);
        return repos.tagHistory.samples(kind, tag.tagId, (request.body ?? {}) as SearchBody);
      },
    );
  }

  app.post<{ Params: { store: string; mac: string } }>(
    '/history/alarm/store/:store/tag/:mac/search',
    { config: guard, schema: schema('Alarm history of a tag') },
    async (request) => {
      const tag = await tagOf(request.params.store, 'tagMac', request.params.mac);
      return repos.tagHistory.alarms(request.params.store, tag.tagMac, (request.body ?? {}) as SearchBody);
    },
  );
}
