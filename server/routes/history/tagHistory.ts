// The five histories of a tag (doc 1 §7 Histories), tag.read, store-scoped, table conventions, 10 per page,
// filter_startDate/filter_endDate in epoch seconds:
//   POST /history/update/store/{code}/tag/{id}/search   update task rows of the tag, prInfo_{index} columns
//   POST /history/battery|reset|temperature/store/{code}/tag/{id}/search
//   POST /history/alarm/store/{store}/tag/{mac}/search  alarms of the store naming the tag
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import type { SearchBody } from '../../db/search.ts';
import { notFound } from '../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import {
  batteryHistoryMeta,
  resetHistoryMeta,
  tagAlarmHistoryMeta,
  temperatureHistoryMeta,
  updateHistoryMeta,
  withPrInfoColumns,
} from './tagHistoryMeta.ts';
import { searchTagHistory, type TagHistoryQuery } from './tagHistorySearch.ts';
import { createRepositories } from '../../repositories/index.ts';

const guard = { privilege: 'tag', access: 'read' } as const;
const schema = (summary: string) => doc('tag', summary, { body: searchBody, ...withAuthHeaders });

async function tagOf(db: Queryable, storeCode: string, where: 'tagId' | 'tagMac', value: string) {
  const tag = await createRepositories(db).tags.identify(storeCode, where, value);
  if (!tag) throw notFound('This tag does not exist.');
  return tag;
}

const byTag =
  (tagId: string): TagHistoryQuery['scope'] =>
  (params) => [`"tagId" = ${params.add(tagId)}`];

const SAMPLES = {
  battery: { meta: batteryHistoryMeta, select: `battery, "updatedAt"`, summary: 'Battery history of a tag' },
  reset: { meta: resetHistoryMeta, select: `cnt, last_time, "updatedAt"`, summary: 'Reset history of a tag' },
  temperature: {
    meta: temperatureHistoryMeta,
    select: `temperature, "updatedAt"`,
    summary: 'Temperature history of a tag',
  },
} as const;

export default async function tagHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { code: string; id: string } }>(
    '/history/update/store/:code/tag/:id/search',
    { config: guard, schema: schema('Update history of a tag') },
    async (request) => {
      const tag = await tagOf(app.db, request.params.code, 'tagId', request.params.id);
      const result = await searchTagHistory<{ prInfo?: unknown }>(
        app.db,
        {
          meta: updateHistoryMeta,
          select: `"taskId"::int AS "taskId", "taskType", "prCode", nfc, "layoutId", "pageNo", "prInfo", status,
            "createdAt", "updatedAt"`,
          scope: byTag(tag.tagId),
          dateColumn: `"createdAt"`,
        },
        (request.body ?? {}) as SearchBody,
      );
      return { ...result, data: result.data.map(withPrInfoColumns) };
    },
  );

  for (const [kind, spec] of Object.entries(SAMPLES)) {
    app.post<{ Params: { code: string; id: string } }>(
      `/history/${kind}/store/:code/tag/:id/search`,
      { config: guard, schema: schema(spec.summary) },
      async (request) => {
        const tag = await tagOf(app.db, request.params.code, 'tagId', request.params.id);
        return searchTagHistory(
          app.db,
          { meta: spec.meta, select: spec.select, scope: byTag(tag.tagId), dateColumn: `"updatedAt"` },
          (request.body ?? {}) as SearchBody,
        );
      },
    );
  }

  app.post<{ Params: { store: string; mac: string } }>(
    '/history/alarm/store/:store/tag/:mac/search',
    { config: guard, schema: schema('Alarm history of a tag') },
    async (request) => {
      const tag = await tagOf(app.db, request.params.store, 'tagMac', request.params.mac);
      return searchTagHistory(
        app.db,
        {
          meta: tagAlarmHistoryMeta,
          select: `id::int AS id, location, type, class, "alarmType", "alarmTime", "updatedAt", data`,
          // the store's alarms raised by or naming this tag (data.tagMacs)
          scope: (params) => {
            const mac = params.add(tag.tagMac);
            return [
              `location = ${params.add(request.params.store)}`,
              `"sourceType" = 'tag'`,
              `("sourceId" = ${mac} OR coalesce(data->'tagMacs', '[]'::jsonb) @> jsonb_build_array(${mac}::text))`,
            ];
          },
          dateColumn: `"updatedAt"`,
        },
        (request.body ?? {}) as SearchBody,
      );
    },
  );
}
