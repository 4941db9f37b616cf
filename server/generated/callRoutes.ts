// generated, do not edit: run `npm run codegen`
import type { CallName } from '../../domain/generated/calls.ts';

/** a contract call's route: what server/http/calls.ts registers */
export interface CallRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  schema: Record<string, unknown> & { response: Record<string, unknown> };
  jsonAnswers: number[];
}

/** the shared shapes of the calls ($defs of the schemas), registered by `$id` */
export const CALL_SHAPES: Array<Record<string, unknown> & { $id: string }> = [
  {
    $id: 'ApiError',
    type: 'object',
    description: 'Every error answer (docs/api.md "Errors"): the English text, the locales key it comes from, its arguments, and on a refused input the field it names (body.product[0].duration).',
    properties: {
      message: { type: 'string', maxLength: 4096 },
      messageKey: { type: 'string', maxLength: 256 },
      messageArgs: {
        type: 'object',
        additionalProperties: {
          type: ['string', 'number'],
        },
      },
      field: { type: 'string', maxLength: 1024 },
    },
    required: ['message', 'messageKey'],
  },
  {
    $id: 'TableSearch',
    type: 'object',
    description: 'The table conventions (server/db/search.ts, docs/api.md "Tables"): start, length (-1 = every row), order [{ column, dir }], filter_<field> and condition_<field> (~ or ==), filter_startDate / filter_endDate (epoch seconds); a call adds its own fields.',
    properties: {
      start: { type: 'integer', minimum: 0, maximum: 2147483647 },
      length: { type: 'integer', minimum: -1, maximum: 2147483647 },
      order: {
        type: 'array',
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            column: {
              type: ['string', 'integer'],
              maxLength: 256,
              minimum: 0,
              maximum: 2147483647,
            },
            dir: { type: 'string', maxLength: 256 },
          },
        },
      },
      filter_startDate: { type: 'integer', minimum: -62135596800, maximum: 253402300799 },
      filter_endDate: { type: 'integer', minimum: -62135596800, maximum: 253402300799 },
    },
    patternProperties: {
      '^(filter|condition)_': {
        anyOf: [
          {
            type: ['string', 'number', 'boolean', 'null'],
            maxLength: 256,
          },
          {
            type: 'array',
            maxItems: 1000,
            items: {
              type: ['string', 'number', 'boolean', 'null'],
              maxLength: 256,
            },
          },
        ],
      },
    },
  },
  {
    $id: 'MessageAnswer',
    type: 'object',
    description: 'A success answer carrying a message (server/http/messages.ts messageBody): the English text, its locales key and arguments.',
    properties: {
      message: { type: 'string', maxLength: 4096 },
      messageKey: { type: 'string', maxLength: 256 },
      messageArgs: {
        type: 'object',
        additionalProperties: {
          type: ['string', 'number'],
        },
      },
    },
    required: ['message', 'messageKey'],
  },
  {
    $id: 'BatteryTagForecast',
    type: 'object',
    description: 'a tag\'s forecast as the battery job saved it',
    properties: {
      state: {
        type: 'string',
        enum: ['forecast', 'low', 'tooFewReadings', 'noDrain'],
      },
      level: {
        type: ['number', 'null'],
      },
      ratePerMonth: {
        type: ['number', 'null'],
      },
      forecastAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      readings: { type: 'integer', minimum: 0 },
      replacedAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      lastReadingAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      computedAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
    },
    required: [
      'state',
      'level',
      'ratePerMonth',
      'forecastAt',
      'readings',
      'replacedAt',
      'lastReadingAt',
      'computedAt',
    ],
  },
  {
    $id: 'BatteryTagDetail',
    type: 'object',
    description: 'one tag\'s battery readings, forecast and fitted line',
    properties: {
      tagId: { type: 'string', maxLength: 64 },
      storeCode: { type: 'string', maxLength: 64 },
      tagMac: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      tagType: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      gwMac: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      prCode: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      prName: {
        type: ['string', 'null'],
        maxLength: 1024,
      },
      aisle: {
        type: ['string', 'null'],
        maxLength: 1024,
      },
      threshold: { type: 'number' },
      forecast: {
        anyOf: [
          { $ref: 'BatteryTagForecast#' },
          { type: 'null' },
        ],
        description: 'null until the battery job has seen the tag',
      },
      readings: {
        type: 'array',
        maxItems: 100000,
        description: 'the readings of the history window, oldest first',
        items: {
          type: 'object',
          properties: {
            at: { type: 'string', maxLength: 64 },
            battery: { type: 'number' },
          },
          required: ['at', 'battery'],
        },
      },
      fit: {
        type: 'array',
        maxItems: 2,
        description: 'the fitted line from the first reading of the fit to the forecast date (or the last reading)',
        items: {
          type: 'object',
          properties: {
            at: { type: 'string', maxLength: 64 },
            level: { type: 'number' },
          },
          required: ['at', 'level'],
        },
      },
    },
    required: [
      'tagId',
      'storeCode',
      'tagMac',
      'tagType',
      'gwMac',
      'prCode',
      'prName',
      'aisle',
      'threshold',
      'forecast',
      'readings',
      'fit',
    ],
  },
  {
    $id: 'BatterySwapRow',
    type: 'object',
    description: 'a tag of the swap list',
    properties: {
      tagId: { type: 'string', maxLength: 64 },
      tagMac: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      prCode: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      prName: {
        type: ['string', 'null'],
        maxLength: 1024,
      },
      gwMac: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      aisle: {
        type: ['string', 'null'],
        maxLength: 1024,
      },
      level: {
        type: ['number', 'null'],
      },
      ratePerMonth: {
        type: ['number', 'null'],
      },
      forecastAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      state: {
        type: 'string',
        enum: ['forecast', 'low', 'tooFewReadings', 'noDrain'],
      },
    },
    required: [
      'tagId',
      'tagMac',
      'prCode',
      'prName',
      'gwMac',
      'aisle',
      'level',
      'ratePerMonth',
      'forecastAt',
      'state',
    ],
  },
  {
    $id: 'BatterySwapList',
    type: 'object',
    description: 'the store\'s tags to change within a period, by aisle (the printable swap list)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      within: {
        type: 'string',
        enum: ['thisWeek', 'nextWeek', 'thisMonth'],
      },
      today: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      nextWeekFrom: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      nextWeekTo: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      monthTo: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      groups: {
        type: 'array',
        maxItems: 100000,
        description: 'the tags by aisle (aisles in order, the tags without one last), each group by forecast date',
        items: {
          type: 'object',
          properties: {
            aisle: {
              type: ['string', 'null'],
              maxLength: 1024,
            },
            tags: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'BatterySwapRow#' },
            },
          },
          required: ['aisle', 'tags'],
        },
      },
    },
    required: ['storeCode', 'storeName', 'within', 'today', 'nextWeekFrom', 'nextWeekTo', 'monthTo', 'groups'],
  },
  {
    $id: 'BatteryCalendar',
    type: 'object',
    description: 'the period boundaries (yyyy-mm-dd, the database\'s time zone): this week ends before nextWeekFrom, next week is nextWeekFrom to nextWeekTo, this month ends on monthTo',
    properties: {
      today: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      nextWeekFrom: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      nextWeekTo: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      monthTo: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
    },
    required: ['today', 'nextWeekFrom', 'nextWeekTo', 'monthTo'],
  },
  {
    $id: 'BatteryStoreSummary',
    type: 'object',
    description: 'a store with its battery counts',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      thisWeek: { type: 'integer', minimum: 0 },
      nextWeek: { type: 'integer', minimum: 0 },
      thisMonth: { type: 'integer', minimum: 0 },
      low: { type: 'integer', minimum: 0 },
      tooFewReadings: { type: 'integer', minimum: 0 },
      tags: { type: 'integer', minimum: 0 },
    },
    required: ['storeCode', 'storeName', 'thisWeek', 'nextWeek', 'thisMonth', 'low', 'tooFewReadings', 'tags'],
  },
  {
    $id: 'BatteryStores',
    type: 'object',
    description: 'every store of the session with its counts, and the calendar',
    properties: {
      today: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      nextWeekFrom: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      nextWeekTo: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      monthTo: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd, the database\'s time zone' },
      data: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'BatteryStoreSummary#' },
      },
    },
    required: ['today', 'nextWeekFrom', 'nextWeekTo', 'monthTo', 'data'],
  },
  {
    $id: 'BatteryMailSetting',
    type: 'object',
    description: 'the session\'s own weekly swap-list mail opt-in (one per member)',
    properties: {
      enabled: { type: 'boolean' },
      weekday: {
        type: 'integer',
        minimum: 1,
        maximum: 7,
        description: 'ISO weekday the mails go out from (1 = Monday)',
      },
      hour: { type: 'integer', minimum: 0, maximum: 23 },
      sentWeek: {
        type: ['string', 'null'],
        maxLength: 16,
        description: 'the ISO week (IYYY-IW) they went out last',
      },
    },
    required: ['enabled', 'weekday', 'hour', 'sentWeek'],
  },
  {
    $id: 'DeliveryStoreDay',
    type: 'object',
    description: 'a store\'s delivery figures of a day (the map and the table)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: {
        type: ['string', 'null'],
        maxLength: 200,
      },
      position: {
        anyOf: [
          {
            type: 'object',
            properties: {
              latitude: { type: 'number' },
              longitude: { type: 'number' },
            },
            required: ['latitude', 'longitude'],
          },
          { type: 'null' },
        ],
      },
      day: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd' },
      count: { type: 'integer', minimum: 0 },
      withinTarget: { type: 'integer', minimum: 0 },
      failed: { type: 'integer', minimum: 0 },
      p50: {
        type: ['number', 'null'],
      },
      p95: {
        type: ['number', 'null'],
      },
      p99: {
        type: ['number', 'null'],
      },
      successRate: {
        type: ['number', 'null'],
      },
      targetPercent: { type: 'number' },
      targetMinutes: { type: 'number' },
      met: {
        type: ['boolean', 'null'],
      },
      status: {
        type: 'string',
        enum: ['MET', 'MISSED', 'NONE'],
      },
      yesterdayP95: {
        type: ['number', 'null'],
      },
      trend: {
        type: ['string', 'null'],
        enum: ['up', 'down', 'flat', null],
      },
      rolledAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
    },
    required: [
      'storeCode',
      'storeName',
      'position',
      'day',
      'count',
      'withinTarget',
      'failed',
      'p50',
      'p95',
      'p99',
      'successRate',
      'targetPercent',
      'targetMinutes',
      'met',
      'status',
      'yesterdayP95',
      'trend',
      'rolledAt',
    ],
  },
  {
    $id: 'DeliveryTarget',
    type: 'object',
    properties: {
      percent: { type: 'number' },
      minutes: { type: 'number' },
    },
    required: ['percent', 'minutes'],
    description: 'the delivery target: percent of the updates within minutes',
  },
  {
    $id: 'DeliveryStores',
    type: 'object',
    description: 'every store of the session on a day',
    properties: {
      day: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd' },
      today: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd' },
      target: { $ref: 'DeliveryTarget#' },
      data: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'DeliveryStoreDay#' },
      },
    },
    required: ['day', 'today', 'target', 'data'],
  },
  {
    $id: 'DeliveryDetail',
    type: 'object',
    description: 'a store\'s delivery day with its 30 days, histogram and causes',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: {
        type: ['string', 'null'],
        maxLength: 200,
      },
      day: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd' },
      today: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd' },
      target: { $ref: 'DeliveryTarget#' },
      figures: {
        type: 'object',
        description: 'the day\'s figures (live today)',
        properties: {
          count: { type: 'integer', minimum: 0 },
          confirmed: { type: 'integer', minimum: 0 },
          withinTarget: { type: 'integer', minimum: 0 },
          failed: { type: 'integer', minimum: 0 },
          open: { type: 'integer', minimum: 0 },
          p50: {
            type: ['number', 'null'],
          },
          p95: {
            type: ['number', 'null'],
          },
          p99: {
            type: ['number', 'null'],
          },
          successRate: {
            type: ['number', 'null'],
          },
          met: {
            type: ['boolean', 'null'],
          },
        },
        required: ['count', 'confirmed', 'withinTarget', 'failed', 'open', 'p50', 'p95', 'p99', 'successRate', 'met'],
      },
      days: {
        type: 'array',
        maxItems: 31,
        description: 'the 30 days up to the day, oldest first',
        items: {
          type: 'object',
          properties: {
            day: { type: 'string', maxLength: 10, description: 'yyyy-mm-dd' },
            count: { type: 'integer', minimum: 0 },
            p95: {
              type: ['number', 'null'],
            },
            successRate: {
              type: ['number', 'null'],
            },
            met: {
              type: ['boolean', 'null'],
            },
          },
          required: ['day', 'count', 'p95', 'successRate', 'met'],
        },
      },
      histogram: {
        type: 'object',
        description: 'confirmed delivery times: counts per bucket of the edges (seconds; one more above the last)',
        properties: {
          edges: {
            type: 'array',
            maxItems: 100,
            items: { type: 'number' },
          },
          counts: {
            type: 'array',
            maxItems: 101,
            items: { type: 'integer' },
          },
        },
        required: ['edges', 'counts'],
      },
      causes: {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          properties: {
            cause: {
              type: 'string',
              enum: ['gatewayOffline', 'weakSignal', 'lowBattery', 'timeout', 'tagBusy', 'refused'],
            },
            count: { type: 'integer', minimum: 0 },
          },
          required: ['cause', 'count'],
        },
      },
    },
    required: ['storeCode', 'storeName', 'day', 'today', 'target', 'figures', 'days', 'histogram', 'causes'],
  },
  {
    $id: 'DownloadRequest',
    type: 'object',
    description: 'a file download request (doc 1 §4): type 0 server log (serverId), 1 gateway log (gwMac), 2 store gateway logs, 3 tag list, 4 product file (2 to 4: storeCode), 5 all-store tag list; filter: the list\'s filters (kind names the tag list)',
    properties: {
      type: {
        type: 'integer',
        enum: [0, 1, 2, 3, 4, 5],
        'x-message': 'validation.invalidValue',
      },
      serverId: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        pattern: '\\S',
        'x-message': 'validation.invalidValue',
      },
      storeCode: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        pattern: '\\S',
        'x-message': 'validation.invalidValue',
      },
      gwMac: {
        type: 'string',
        minLength: 1,
        maxLength: 200,
        pattern: '\\S',
        'x-message': 'validation.invalidValue',
      },
      filter: { type: 'object', 'x-message': 'validation.invalidValue', additionalProperties: true },
    },
    required: ['type'],
  },
  {
    $id: 'PaperUploadAnswer',
    type: 'object',
    description: 'a paper file upload with its error lines (the detail page, the answer of the upload)',
    properties: {
      _id: { type: 'integer' },
      fileName: { type: 'string', maxLength: 255 },
      storeCode: { type: 'string', maxLength: 64 },
      taskId: {
        type: ['integer', 'null'],
      },
      taskDes: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      count: { type: 'integer', minimum: 0 },
      errorCount: { type: 'integer', minimum: 0 },
      error: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer' },
            message: { type: 'string', maxLength: 4096 },
          },
          required: ['line', 'message'],
        },
      },
      parser: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      received: { type: 'string' },
      finished: {
        type: ['string', 'null'],
      },
      createdBy: {
        type: ['string', 'null'],
        maxLength: 254,
      },
    },
    required: [
      '_id',
      'fileName',
      'storeCode',
      'taskId',
      'taskDes',
      'count',
      'errorCount',
      'error',
      'parser',
      'received',
      'finished',
      'createdBy',
    ],
  },
  {
    $id: 'PlusSettingAnswer',
    type: 'object',
    description: 'a store\'s signage settings as stored (or the defaults: storeCode, tz, infoViewDuration)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      tz: { type: 'string', maxLength: 64, default: 'UTC' },
      infoViewDuration: { type: 'integer', minimum: 10, maximum: 300, default: 30 },
      defaultTemplate: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      updatedAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
    },
    required: ['storeCode', 'tz', 'infoViewDuration'],
  },
  {
    $id: 'PlusSoftwareRow',
    type: 'object',
    description: 'a signage software package as stored',
    properties: {
      _id: { type: 'integer' },
      storeCode: { type: 'string', maxLength: 64 },
      os: { type: 'string', maxLength: 32 },
      model: { type: 'string', maxLength: 32 },
      ver: { type: 'string', maxLength: 32 },
      name: { type: 'string', maxLength: 255 },
      size: { type: 'integer', minimum: 0 },
      sha256: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      createdBy: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      updatedAt: { type: 'string', maxLength: 64 },
    },
    required: ['_id', 'storeCode', 'os', 'model', 'ver', 'name', 'size', 'updatedAt'],
  },
  {
    $id: 'SoftwareUploadForm',
    type: 'object',
    description: 'a software package upload (multipart): os, model and ver, else read from the file name {model}_{os}_{ver}.{ext}',
    properties: {
      os: { type: 'string', maxLength: 32 },
      model: { type: 'string', maxLength: 32 },
      ver: { type: 'string', maxLength: 32 },
      file: { type: 'string', format: 'binary', description: 'the package (field file or files)' },
    },
    required: ['file'],
  },
  {
    $id: 'TemplateRow',
    type: 'object',
    description: 'a signage template: its size, show and slide count (on save: the devices it reached)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      _id: { type: 'string', maxLength: 64 },
      size: {
        type: 'string',
        enum: ['23.1', '35.4'],
        default: '23.1',
      },
      show: {
        type: 'array',
        maxItems: 10000,
        items: { type: 'object', additionalProperties: true },
      },
      slides: { type: 'integer', minimum: 0 },
      updatedAt: { type: 'string', maxLength: 64 },
      sentTo: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
        description: 'on save: the devices following the template that were given its new show',
      },
      unlinked: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
        description: 'on save: the devices its new size no longer fits, now custom',
      },
    },
    required: ['storeCode', '_id', 'size', 'show', 'slides', 'updatedAt'],
  },
  {
    $id: 'UsingDevice',
    type: 'object',
    description: 'a device following a template or showing a media file',
    properties: {
      mac: { type: 'string', maxLength: 64 },
      name: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      template: {
        type: ['string', 'null'],
        maxLength: 64,
      },
    },
    required: ['mac', 'name', 'template'],
  },
  {
    $id: 'InUseAnswer',
    type: 'object',
    description: 'a refusal while devices use the template or media (nothing changed)',
    properties: {
      message: { type: 'string', maxLength: 4096 },
      messageKey: { type: 'string', maxLength: 256 },
      messageArgs: {
        type: 'object',
        additionalProperties: {
          type: ['string', 'number'],
        },
      },
      devices: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'UsingDevice#' },
      },
    },
    required: ['message', 'messageKey', 'devices'],
  },
  {
    $id: 'Versioned',
    type: 'object',
    description: 'a component\'s version and when it was set (system_config; a rollback restores it)',
    properties: {
      version: { type: 'string', maxLength: 64 },
      updatedAt: {
        type: ['string', 'null'],
        maxLength: 64,
      },
    },
    required: ['version', 'updatedAt'],
  },
  {
    $id: 'VersionInfo',
    type: 'object',
    description: 'the console\'s version and the gateway software versions (GET /version)',
    properties: {
      version: { type: 'string', maxLength: 64 },
      grm: { $ref: 'Versioned#' },
      gmp: { $ref: 'Versioned#' },
    },
    required: ['version', 'grm', 'gmp'],
  },
  {
    $id: 'RolloutCounts',
    type: 'object',
    description: 'gateways of a rollout by state; progress = answered share in percent',
    properties: {
      total: { type: 'integer', minimum: 0 },
      done: { type: 'integer', minimum: 0 },
      failed: { type: 'integer', minimum: 0 },
      pending: { type: 'integer', minimum: 0 },
      updating: { type: 'integer', minimum: 0 },
      rolledBack: { type: 'integer', minimum: 0 },
      progress: { type: 'number', minimum: 0, maximum: 100 },
    },
    required: ['total', 'done', 'failed', 'pending', 'updating', 'rolledBack', 'progress'],
  },
  {
    $id: 'RolloutStageProgress',
    type: 'object',
    description: 'a stage of a rollout (0 the canary, 1.. the waves) with its gateways by state',
    properties: {
      stage: { type: 'integer', minimum: 0 },
      total: { type: 'integer', minimum: 0 },
      done: { type: 'integer', minimum: 0 },
      failed: { type: 'integer', minimum: 0 },
      pending: { type: 'integer', minimum: 0 },
      updating: { type: 'integer', minimum: 0 },
      rolledBack: { type: 'integer', minimum: 0 },
      progress: { type: 'number', minimum: 0, maximum: 100 },
    },
    required: ['stage', 'total', 'done', 'failed', 'pending', 'updating', 'rolledBack', 'progress'],
  },
  {
    $id: 'RolloutSummary',
    type: 'object',
    description: 'a staged software rollout as the API answers it: its row (schemas/rollout.schema.json) with stages renamed stageCount, its totals and its progress per stage',
    properties: {
      id: { type: 'integer' },
      packageId: { type: 'integer' },
      component: {
        type: 'string',
        enum: ['grm', 'gmp'],
      },
      version: { type: 'string', maxLength: 64 },
      previousConfig: {
        anyOf: [
          { $ref: 'Versioned#' },
          { type: 'null' },
        ],
      },
      state: {
        type: 'string',
        enum: ['RUNNING', 'PAUSED', 'COMPLETED', 'ROLLING_BACK', 'ROLLED_BACK'],
      },
      stage: {
        default: 0,
        type: 'integer',
        minimum: 0,
        description: 'the current stage: 0 the canary, 1.. the waves',
      },
      stageCount: { type: 'integer', minimum: 1 },
      pausedReason: {
        type: ['string', 'null'],
        enum: ['operator', 'failures', null],
      },
      acceptedStage: {
        type: ['integer', 'null'],
      },
      failureThreshold: { type: 'number' },
      createdBy: { type: 'string', maxLength: 255 },
      startedAt: { type: 'string' },
      updatedAt: { type: 'string' },
      finishedAt: {
        type: ['string', 'null'],
      },
      totals: { $ref: 'RolloutCounts#' },
      stages: {
        type: 'array',
        maxItems: 1000,
        items: { $ref: 'RolloutStageProgress#' },
      },
    },
    required: [
      'id',
      'packageId',
      'component',
      'version',
      'previousConfig',
      'state',
      'stage',
      'stageCount',
      'pausedReason',
      'acceptedStage',
      'failureThreshold',
      'createdBy',
      'startedAt',
      'updatedAt',
      'finishedAt',
      'totals',
      'stages',
    ],
  },
  {
    $id: 'StoreTags',
    type: 'object',
    description: 'a store\'s tags, each by its id or MAC (tag actions)',
    properties: {
      storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
      tagList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
        'x-message': 'validation.invalidValue',
      },
    },
    required: ['storeCode', 'tagList'],
  },
  {
    $id: 'StoreOnly',
    type: 'object',
    description: 'a store named by its code',
    properties: {
      storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
    },
    required: ['storeCode'],
  },
  {
    $id: 'TagTask',
    type: 'object',
    description: 'the update task a tag action made',
    properties: {
      storeCode: { type: 'string' },
      taskId: { type: 'integer' },
      tagCount: { type: 'integer', minimum: 0 },
    },
    required: ['storeCode', 'taskId', 'tagCount'],
  },
];

/** call id → method, URL (relative to the API prefix), Fastify route schema, statuses answering JSON */
export const CALL_ROUTES: Record<CallName, CallRoute> = {
  'appFile.activate': {
    method: 'GET',
    url: '/app/file/active/:_id',
    schema: {
      tags: ['AppFile'],
      summary: 'make a mobile app file the active one',
      operationId: 'appFile.activate',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'string', maxLength: 64, description: 'the file\'s _id (not a number: 404)' },
        },
        required: ['_id'],
      },
      response: {
        '200': { $ref: 'AppFile#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'appFile.download': {
    method: 'GET',
    url: '/app/file/:_id',
    schema: {
      tags: ['AppFile'],
      summary: 'a mobile app file',
      operationId: 'appFile.download',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'string', maxLength: 64, description: 'the file\'s _id (not a number: 404)' },
        },
        required: ['_id'],
      },
      response: {
        '200': {
          description: 'a file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'appFile.upload': {
    method: 'POST',
    url: '/app/file',
    schema: {
      tags: ['AppFile'],
      summary: 'upload a mobile app file (multipart file: mobile_{version_info}.apk)',
      operationId: 'appFile.upload',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary', description: 'mobile_{version_info}.apk' },
        },
        required: ['file'],
        'x-form': true,
      },
      response: {
        '200': { $ref: 'AppFile#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryForecast.tag': {
    method: 'GET',
    url: '/battery/store/:storeCode/tag/:tagId',
    schema: {
      tags: ['BatteryForecast'],
      summary: 'one tag\'s battery history with its forecast',
      operationId: 'batteryForecast.tag',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          tagId: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'tagId'],
      },
      response: {
        '200': { $ref: 'BatteryTagDetail#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryForecast.tagCsv': {
    method: 'GET',
    url: '/battery/store/:storeCode/csv',
    schema: {
      tags: ['BatteryForecast'],
      summary: 'the store\'s swap list, every tag sorted by forecast date, as CSV',
      operationId: 'batteryForecast.tagCsv',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      response: {
        '200': {
          description: 'a file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'batteryForecast.swapList': {
    method: 'GET',
    url: '/battery/store/:storeCode/swap',
    schema: {
      tags: ['BatteryForecast'],
      summary: 'the store\'s tags to change within a period, by aisle (the printable swap list)',
      operationId: 'batteryForecast.swapList',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      querystring: {
        type: 'object',
        properties: {
          within: {
            type: 'string',
            maxLength: 32,
            description: 'thisWeek (default), nextWeek or thisMonth (another: 400 naming them)',
          },
        },
      },
      response: {
        '200': { $ref: 'BatterySwapList#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryStore.list': {
    method: 'GET',
    url: '/battery/stores',
    schema: {
      tags: ['BatteryStore'],
      summary: 'every store of the session with its counts',
      operationId: 'batteryStore.list',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'BatteryStores#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryStore.csv': {
    method: 'GET',
    url: '/battery/stores/csv',
    schema: {
      tags: ['BatteryStore'],
      summary: 'every store\'s counts as CSV',
      operationId: 'batteryStore.csv',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          description: 'a file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'batteryStore.mailSetting': {
    method: 'GET',
    url: '/battery/mail/setting',
    schema: {
      tags: ['BatteryStore'],
      summary: 'the weekly swap-list mail\'s opt-in (alarm read)',
      operationId: 'batteryStore.mailSetting',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'BatteryMailSetting#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryStore.saveMailSetting': {
    method: 'PUT',
    url: '/battery/mail/setting',
    schema: {
      tags: ['BatteryStore'],
      summary: 'opts the weekly swap-list mail in or out (alarm write)',
      operationId: 'batteryStore.saveMailSetting',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: {
        type: 'object',
        properties: {
          enabled: { type: 'boolean', 'x-message': 'app.serverMessages.enabledBoolean' },
        },
        required: ['enabled'],
      },
      response: {
        '200': { $ref: 'BatteryMailSetting#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'deliveryStore.list': {
    method: 'GET',
    url: '/delivery/stores',
    schema: {
      tags: ['DeliveryStore'],
      summary: 'every store of the session on a day (the map)',
      operationId: 'deliveryStore.list',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      querystring: {
        type: 'object',
        properties: {
          day: { type: 'string', maxLength: 32, description: 'yyyy-mm-dd, default today (another: 400)' },
        },
      },
      response: {
        '200': { $ref: 'DeliveryStores#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'deliveryStore.detail': {
    method: 'GET',
    url: '/delivery/store/:storeCode',
    schema: {
      tags: ['DeliveryStore'],
      summary: 'a store\'s day with its 30 days, histogram and causes',
      operationId: 'deliveryStore.detail',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      querystring: {
        type: 'object',
        properties: {
          day: { type: 'string', maxLength: 32, description: 'yyyy-mm-dd, default today (another: 400)' },
        },
      },
      response: {
        '200': { $ref: 'DeliveryDetail#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'deliveryStore.csv': {
    method: 'GET',
    url: '/delivery/stores/csv',
    schema: {
      tags: ['DeliveryStore'],
      summary: 'every store of the day as CSV',
      operationId: 'deliveryStore.csv',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      querystring: {
        type: 'object',
        properties: {
          day: { type: 'string', maxLength: 32, description: 'yyyy-mm-dd, default today (another: 400)' },
        },
      },
      response: {
        '200': {
          description: 'a file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'deliveryStore.lateCsv': {
    method: 'GET',
    url: '/delivery/store/:storeCode/late/csv',
    schema: {
      tags: ['DeliveryStore'],
      summary: 'a store\'s failed or late updates of a day as CSV (cause filters)',
      operationId: 'deliveryStore.lateCsv',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      querystring: {
        type: 'object',
        properties: {
          day: { type: 'string', maxLength: 32, description: 'yyyy-mm-dd, default today (another: 400)' },
          cause: {
            type: 'string',
            maxLength: 32,
            description: 'gatewayOffline, weakSignal, lowBattery, timeout, tagBusy, refused (another: 400)',
          },
        },
      },
      response: {
        '200': {
          description: 'a file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'downloadTask.start': {
    method: 'POST',
    url: '/file/download',
    schema: {
      tags: ['DownloadTask'],
      summary: 'start a download task',
      operationId: 'downloadTask.start',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'DownloadRequest#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            taskId: { type: 'string', maxLength: 64 },
          },
          required: ['taskId'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'downloadTask.poll': {
    method: 'POST',
    url: '/file/download/task/:taskId',
    schema: {
      tags: ['DownloadTask'],
      summary: 'a download task\'s progress',
      operationId: 'downloadTask.poll',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          taskId: { type: 'string', maxLength: 64 },
        },
        required: ['taskId'],
      },
      response: {
        '200': { $ref: 'DownloadTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'downloadTask.file': {
    method: 'GET',
    url: '/file/download/task/:taskId',
    schema: {
      tags: ['DownloadTask'],
      summary: 'the file of a finished download task',
      operationId: 'downloadTask.file',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          taskId: { type: 'string', maxLength: 64 },
        },
        required: ['taskId'],
      },
      response: {
        '200': {
          description: 'a file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'paperUpload.upload': {
    method: 'POST',
    url: '/paper/file',
    schema: {
      tags: ['PaperUpload'],
      summary: 'upload a paper file to a store (multipart storeCode, taskDes and file: .csv or .txt); answers the finished upload',
      operationId: 'paperUpload.upload',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, minLength: 1 },
          taskDes: {
            type: 'string',
            maxLength: 255,
            description: 'the task\'s description; default the file name without its extension',
          },
          file: { type: 'string', format: 'binary', description: 'a .csv or .txt paper file' },
        },
        required: ['storeCode', 'file'],
        'x-form': true,
      },
      response: {
        '200': { $ref: 'PaperUploadAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusSetting.get': {
    method: 'GET',
    url: '/plus/store/:storeCode/setting',
    schema: {
      tags: ['PlusSetting'],
      summary: 'the store\'s signage settings (the defaults when none are stored)',
      operationId: 'plusSetting.get',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'PlusSettingAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusSetting.save': {
    method: 'POST',
    url: '/plus/store/:storeCode/setting',
    schema: {
      tags: ['PlusSetting'],
      summary: 'save the store\'s signage settings (tz an IANA zone; defaultTemplate one of the store\'s templates, \'\' or null clears it)',
      operationId: 'plusSetting.save',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      body: {
        type: 'object',
        properties: {
          tz: {
            type: ['string', 'null'],
            maxLength: 64,
            default: 'UTC',
          },
          infoViewDuration: {
            type: ['integer', 'null'],
            minimum: 10,
            maximum: 300,
            default: 30,
          },
          defaultTemplate: {
            type: ['string', 'null'],
            maxLength: 64,
          },
        },
      },
      response: {
        '200': { $ref: 'PlusSettingAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusSoftware.upload': {
    method: 'POST',
    url: '/plus/store/:storeCode/sw/file',
    schema: {
      tags: ['PlusSoftware'],
      summary: 'upload a software package (?id replaces one)',
      operationId: 'plusSoftware.upload',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      consumes: ['multipart/form-data'],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      querystring: {
        type: 'object',
        properties: {
          id: {
            type: 'string',
            maxLength: 32,
            description: 'the package it replaces (not one of the store\'s: 404)',
          },
        },
      },
      body: { $ref: 'SoftwareUploadForm#', 'x-form': true },
      response: {
        '200': { $ref: 'PlusSoftwareRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusSoftware.uploadApk': {
    method: 'POST',
    url: '/plus/store/:storeCode/apk/file',
    schema: {
      tags: ['PlusSoftware'],
      summary: 'upload a software package (the spec\'s other spelling of upload)',
      operationId: 'plusSoftware.uploadApk',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      consumes: ['multipart/form-data'],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      querystring: {
        type: 'object',
        properties: {
          id: {
            type: 'string',
            maxLength: 32,
            description: 'the package it replaces (not one of the store\'s: 404)',
          },
        },
      },
      body: { $ref: 'SoftwareUploadForm#', 'x-form': true },
      response: {
        '200': { $ref: 'PlusSoftwareRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusSoftware.remove': {
    method: 'DELETE',
    url: '/plus/store/:storeCode/sw/file/:id',
    schema: {
      tags: ['PlusSoftware'],
      summary: 'delete a software package',
      operationId: 'plusSoftware.remove',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          id: { type: 'string', maxLength: 32, description: 'the package\'s _id (not a number: 404)' },
        },
        required: ['storeCode', 'id'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            _id: { type: 'integer' },
            message: { type: 'string', maxLength: 4096 },
            messageKey: { type: 'string', maxLength: 256 },
            messageArgs: {
              type: 'object',
              additionalProperties: {
                type: ['string', 'number'],
              },
            },
          },
          required: ['_id', 'message', 'messageKey'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusTemplate.get': {
    method: 'GET',
    url: '/plus/store/:storeCode/template/:name',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'a template',
      operationId: 'plusTemplate.get',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          name: {
            type: 'string',
            maxLength: 1024,
            description: 'the template\'s name (blank, too long or with / \\\\ ? # %: 400)',
          },
        },
        required: ['storeCode', 'name'],
      },
      response: {
        '200': { $ref: 'TemplateRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusTemplate.save': {
    method: 'POST',
    url: '/plus/store/:storeCode/template/:name',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'save (or create: ?create=1 refuses an existing name unless &overwrite=1) a template',
      operationId: 'plusTemplate.save',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          name: {
            type: 'string',
            maxLength: 1024,
            description: 'the template\'s name (blank, too long or with / \\\\ ? # %: 400)',
          },
        },
        required: ['storeCode', 'name'],
      },
      querystring: {
        type: 'object',
        properties: {
          create: { type: 'integer', minimum: 0, maximum: 1, description: '1: create' },
          overwrite: { type: 'integer', minimum: 0, maximum: 1, description: '1: replace an existing one' },
        },
      },
      body: {
        type: 'object',
        properties: {
          size: {
            type: 'string',
            maxLength: 16,
            'x-message': 'validation.invalidValue',
            description: '23.1 (default) or 35.4',
          },
          show: {
            type: 'array',
            maxItems: 10000,
            items: {},
            description: 'the slides (checked by the handler: a problem names itself)',
          },
        },
      },
      response: {
        '200': { $ref: 'TemplateRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusTemplate.remove': {
    method: 'DELETE',
    url: '/plus/store/:storeCode/template/:name',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'delete a template (409 while devices follow it)',
      operationId: 'plusTemplate.remove',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          name: {
            type: 'string',
            maxLength: 1024,
            description: 'the template\'s name (blank, too long or with / \\\\ ? # %: 400)',
          },
        },
        required: ['storeCode', 'name'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {},
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'InUseAnswer#' },
      },
    },
    jsonAnswers: [200, 409],
  },
  'plusTemplate.removeMany': {
    method: 'POST',
    url: '/plus/store/:storeCode/template/delete',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'delete templates (409, nothing deleted, when one is in use)',
      operationId: 'plusTemplate.removeMany',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      body: {
        type: 'object',
        properties: {
          idList: {
            type: 'array',
            maxItems: 1000,
            items: { type: 'string', maxLength: 1024 },
            'x-message': 'validation.invalidValue',
          },
        },
        required: ['idList'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            count: { type: 'integer', minimum: 0 },
          },
          required: ['count'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'InUseAnswer#' },
      },
    },
    jsonAnswers: [200, 409],
  },
  'plusTemplate.importFile': {
    method: 'POST',
    url: '/plus/store/:storeCode/template/import',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'import a template file\'s JSON ({ name, show, size } or a list; ?replace={name} takes show and size)',
      operationId: 'plusTemplate.importFile',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      querystring: {
        type: 'object',
        properties: {
          replace: { type: 'string', maxLength: 1024 },
        },
      },
      body: { description: 'the file\'s JSON (checked by the handler: \'Invalid file format\')' },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 10000,
              items: { $ref: 'TemplateRow#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusTemplate.export': {
    method: 'GET',
    url: '/plus/store/:storeCode/template/:name/export',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'a template as its JSON file { name, size, show }',
      operationId: 'plusTemplate.export',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          name: {
            type: 'string',
            maxLength: 1024,
            description: 'the template\'s name (blank, too long or with / \\\\ ? # %: 400)',
          },
        },
        required: ['storeCode', 'name'],
      },
      response: {
        '200': {
          description: 'a file',
          content: {
            'application/octet-stream': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'plusTemplate.list': {
    method: 'GET',
    url: '/plus/store/:storeCode/template/list',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'a store\'s templates by name',
      operationId: 'plusTemplate.list',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'TemplateRow#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusTemplate.devices': {
    method: 'GET',
    url: '/plus/device/findByTemplate/:name/store/:storeCode',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'the devices following a template',
      operationId: 'plusTemplate.devices',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          name: {
            type: 'string',
            maxLength: 1024,
            description: 'the template\'s name (blank, too long or with / \\\\ ? # %: 400)',
          },
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['name', 'storeCode'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'UsingDevice#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.version': {
    method: 'GET',
    url: '/version',
    schema: {
      tags: ['RolloutStore'],
      summary: 'the console, GRM and GMP versions',
      operationId: 'rolloutStore.version',
      response: {
        '200': { $ref: 'VersionInfo#' },
        '400': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.rollouts': {
    method: 'GET',
    url: '/upgrade/rollout',
    schema: {
      tags: ['RolloutStore'],
      summary: 'the latest rollout of each component',
      operationId: 'rolloutStore.rollouts',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100,
              items: { $ref: 'RolloutSummary#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.rollout': {
    method: 'GET',
    url: '/upgrade/rollout/:id',
    schema: {
      tags: ['RolloutStore'],
      summary: 'a rollout with its progress per stage',
      operationId: 'rolloutStore.rollout',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'RolloutSummary#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.pause': {
    method: 'POST',
    url: '/upgrade/rollout/:id/pause',
    schema: {
      tags: ['RolloutStore'],
      summary: 'pause a running rollout',
      operationId: 'rolloutStore.pause',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'RolloutSummary#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.resume': {
    method: 'POST',
    url: '/upgrade/rollout/:id/resume',
    schema: {
      tags: ['RolloutStore'],
      summary: 'resume a paused rollout',
      operationId: 'rolloutStore.resume',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'RolloutSummary#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.rollback': {
    method: 'POST',
    url: '/upgrade/rollout/:id/rollback',
    schema: {
      tags: ['RolloutStore'],
      summary: 'roll a rollout back to the versions the gateways had',
      operationId: 'rolloutStore.rollback',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'RolloutSummary#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.upload': {
    method: 'POST',
    url: '/upgrade/file',
    schema: {
      tags: ['RolloutStore'],
      summary: 'upload a GRM or GMP package (multipart file): its rollout starts',
      operationId: 'rolloutStore.upload',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary', description: 'the upgrade package' },
        },
        required: ['file'],
        'x-form': true,
      },
      response: {
        '200': { $ref: 'RolloutSummary#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.deassign': {
    method: 'POST',
    url: '/tag/deassign',
    schema: {
      tags: ['Tag'],
      summary: 'take the products off tags',
      operationId: 'tag.deassign',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'StoreTags#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.reassign': {
    method: 'POST',
    url: '/tag/reassign',
    schema: {
      tags: ['Tag'],
      summary: 'send tags their products again',
      operationId: 'tag.reassign',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'StoreTags#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.reassignAll': {
    method: 'POST',
    url: '/tag/reassign/all',
    schema: {
      tags: ['Tag'],
      summary: 'send every tag of a store its product again',
      operationId: 'tag.reassignAll',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'StoreOnly#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
};
