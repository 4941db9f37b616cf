// The five histories of a tag (doc 1 §7 Histories): its update task rows, battery, reset and temperature samples,
// and the store's alarms naming it; each one page of the table conventions (server/db/historySearch.ts).
import type {
  TagAlarmRow,
  TagBatterySample,
  TagResetSample,
  TagTemperatureSample,
} from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { searchTagHistory, type TagHistoryQuery } from '../db/historySearch.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import {
  batteryHistoryMeta,
  resetHistoryMeta,
  tagAlarmHistoryMeta,
  temperatureHistoryMeta,
  updateHistoryMeta,
} from './tagHistoryMeta.ts';

const byTag =
  (tagId: string): TagHistoryQuery['scope'] =>
  (params) => [`"tagId" = ${params.add(tagId)}`];

const SAMPLES = {
  battery: { meta: batteryHistoryMeta, select: `battery, "updatedAt"` },
  reset: { meta: resetHistoryMeta, select: `cnt, last_time, "updatedAt"` },
  temperature: { meta: temperatureHistoryMeta, select: `temperature, "updatedAt"` },
} as const;

export type TagSampleKind = keyof typeof SAMPLES;
/** the row of each sample kind (schemas/tag.schema.json $defs) */
interface SampleRows {
  battery: TagBatterySample;
  reset: TagResetSample;
  temperature: TagTemperatureSample;
}

export class TagHistoryRepository {
  constructor(readonly db: Queryable) {}

  /** The tag's update task rows (prInfo as stored), dates on createdAt. */
  updates(tagId: string, body: SearchBody): Promise<SearchResult<{ prInfo?: unknown }>> {
    return searchTagHistory<{ prInfo?: unknown }>(
      this.db,
      {
        meta: updateHistoryMeta,
        select: `"taskId"::int AS "taskId", "taskType", "prCode", nfc, "layoutId", "pageNo", "prInfo", status,
            "createdAt", "updatedAt"`,
        scope: byTag(tagId),
        dateColumn: `"createdAt"`,
      },
      body,
    );
  }

  /** The tag's battery, reset or temperature samples, dates on updatedAt. */
  samples<K extends TagSampleKind>(
    kind: K,
    tagId: string,
    body: SearchBody,
  ): Promise<SearchResult<SampleRows[K]>> {
    const { meta, select } = SAMPLES[kind];
    return searchTagHistory<SampleRows[K]>(
      this.db,
      { meta, select, scope: byTag(tagId), dateColumn: `"updatedAt"` },
      body,
    );
  }

  /** The store's alarms raised by or naming the tag (data.tagMacs), dates on updatedAt. */
  alarms(storeCode: string, tagMac: string, body: SearchBody): Promise<SearchResult<TagAlarmRow>> {
    return searchTagHistory<TagAlarmRow>(
      this.db,
      {
        meta: tagAlarmHistoryMeta,
        select: `id::int AS id, location, type, class, "alarmType", "alarmTime", "updatedAt", data`,
        scope: (params) => {
          const mac = params.add(tagMac);
          return [
            `location = ${params.add(storeCode)}`,
            `"sourceType" = 'tag'`,
            `("sourceId" = ${mac} OR coalesce(data->'tagMacs', '[]'::jsonb) @> jsonb_build_array(${mac}::text))`,
          ];
        },
        dateColumn: `"updatedAt"`,
      },
      body,
    );
  }
}
