// The five histories of a tag (doc 1 §7 Histories), tag.read, store-scoped, table conventions, 10 per page,
// filter_startDate/filter_endDate in epoch seconds (schemas/tag.schema.json x-calls `<kind>History`):
//   POST /history/update/store/{storeCode}/tag/{tagId}/search   update task rows of the tag, prInfo_{index} columns
//   POST /history/battery|reset|temperature/store/{storeCode}/tag/{tagId}/search
//   POST /history/alarm/store/{storeCode}/tag/{tagId}/search    alarms of the store naming the tag (tagId: its MAC)
import type { FastifyInstance } from 'fastify';
import type { TagUpdateHistoryRow } from '../../../domain/generated/calls.ts';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { withPrInfoColumns } from '../../repositories/tagHistoryMeta.ts';

const guard = { privilege: 'tag', access: 'read' } as const;

export default async function tagHistoryRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  const tagOf = async (storeCode: string, where: 'tagId' | 'tagMac', value: string) => {
    const tag = await repos.tags.identify(storeCode, where, value);
    if (!tag) throw notFound(message('app.serverMessages.tagNotExist'));
    return tag;
  };

  defineCall(app, 'tag.updateHistory', { guard }, async (request) => {
    const tag = await tagOf(request.params.storeCode, 'tagId', request.params.tagId);
    const result = await repos.tagHistory.updates(tag.tagId, request.body ?? {});
    return { ...result, data: result.data.map((row) => withPrInfoColumns(row) as TagUpdateHistoryRow) };
  });

  defineCall(app, 'tag.batteryHistory', { guard }, async (request) => {
    const tag = await tagOf(request.params.storeCode, 'tagId', request.params.tagId);
    return repos.tagHistory.samples('battery', tag.tagId, request.body ?? {});
  });

  defineCall(app, 'tag.resetHistory', { guard }, async (request) => {
    const tag = await tagOf(request.params.storeCode, 'tagId', request.params.tagId);
    return repos.tagHistory.samples('reset', tag.tagId, request.body ?? {});
  });

  defineCall(app, 'tag.temperatureHistory', { guard }, async (request) => {
    const tag = await tagOf(request.params.storeCode, 'tagId', request.params.tagId);
    return repos.tagHistory.samples('temperature', tag.tagId, request.body ?? {});
  });

  defineCall(app, 'tag.alarmHistory', { guard }, async (request) => {
    const { storeCode, tagId: mac } = request.params;
    const tag = await tagOf(storeCode, 'tagMac', mac);
    return repos.tagHistory.alarms(storeCode, tag.tagMac, request.body ?? {});
  });
}
