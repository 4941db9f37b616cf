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
  'account.search': {
    method: 'POST',
    url: '/auth/account/search',
    schema: {
      tags: ['Account'],
      summary: 'the search of Account (x-api)',
      operationId: 'account.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Account#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.getOne': {
    method: 'GET',
    url: '/auth/account/:email',
    schema: {
      tags: ['Account'],
      summary: 'the getOne of Account (x-api)',
      operationId: 'account.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email', maxLength: 254 },
        },
        required: ['email'],
      },
      response: {
        '200': { $ref: 'Account#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.create': {
    method: 'POST',
    url: '/auth/account',
    schema: {
      tags: ['Account'],
      summary: 'the create of Account (x-api)',
      operationId: 'account.create',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Account#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Account#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.update': {
    method: 'PUT',
    url: '/auth/account',
    schema: {
      tags: ['Account'],
      summary: 'the update of Account (x-api)',
      operationId: 'account.update',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Account#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Account#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.delete': {
    method: 'DELETE',
    url: '/auth/account/:email',
    schema: {
      tags: ['Account'],
      summary: 'the delete of Account (x-api)',
      operationId: 'account.delete',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email', maxLength: 254 },
        },
        required: ['email'],
      },
      response: {
        '200': { type: 'object', additionalProperties: true },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmNotification.search': {
    method: 'POST',
    url: '/alarm/notification/setting/search',
    schema: {
      tags: ['AlarmNotification'],
      summary: 'the search of AlarmNotification (x-api)',
      operationId: 'alarmNotification.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'AlarmNotification#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'amac.search': {
    method: 'POST',
    url: '/config/amac/search',
    schema: {
      tags: ['Amac'],
      summary: 'the search of Amac (x-api)',
      operationId: 'amac.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Amac#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'amac.create': {
    method: 'POST',
    url: '/config/amac',
    schema: {
      tags: ['Amac'],
      summary: 'the create of Amac (x-api)',
      operationId: 'amac.create',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Amac#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Amac#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'amac.update': {
    method: 'PUT',
    url: '/config/amac',
    schema: {
      tags: ['Amac'],
      summary: 'the update of Amac (x-api)',
      operationId: 'amac.update',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Amac#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Amac#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'amac.delete': {
    method: 'DELETE',
    url: '/config/amac/:abstractCode',
    schema: {
      tags: ['Amac'],
      summary: 'the delete of Amac (x-api)',
      operationId: 'amac.delete',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          abstractCode: { type: 'string', maxLength: 64 },
        },
        required: ['abstractCode'],
      },
      response: {
        '200': { type: 'object', additionalProperties: true },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'appFile.search': {
    method: 'GET',
    url: '/app/file/list',
    schema: {
      tags: ['AppFile'],
      summary: 'the search of AppFile (x-api)',
      operationId: 'appFile.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'AppFile#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'appFile.delete': {
    method: 'DELETE',
    url: '/app/file/:_id',
    schema: {
      tags: ['AppFile'],
      summary: 'the delete of AppFile (x-api)',
      operationId: 'appFile.delete',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'integer', readOnly: true },
        },
        required: ['_id'],
      },
      response: {
        '200': { type: 'object', additionalProperties: true },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryStore.search': {
    method: 'POST',
    url: '/battery/store/search',
    schema: {
      tags: ['BatteryStore'],
      summary: 'the search of BatteryStore (x-api)',
      operationId: 'batteryStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'BatteryStore#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'channelSetting.getOne': {
    method: 'GET',
    url: '/config/gw/channel',
    schema: {
      tags: ['ChannelSetting'],
      summary: 'the getOne of ChannelSetting (x-api)',
      operationId: 'channelSetting.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'ChannelSetting#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'channelSetting.create': {
    method: 'POST',
    url: '/config/gw/channel',
    schema: {
      tags: ['ChannelSetting'],
      summary: 'the create of ChannelSetting (x-api)',
      operationId: 'channelSetting.create',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'ChannelSetting#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'ChannelSetting#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.search': {
    method: 'POST',
    url: '/dashboards/search',
    schema: {
      tags: ['Dashboard'],
      summary: 'the search of Dashboard (x-api)',
      operationId: 'dashboard.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Dashboard#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.getOne': {
    method: 'GET',
    url: '/dashboards/:id',
    schema: {
      tags: ['Dashboard'],
      summary: 'the getOne of Dashboard (x-api)',
      operationId: 'dashboard.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', readOnly: true },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'Dashboard#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.create': {
    method: 'POST',
    url: '/dashboards',
    schema: {
      tags: ['Dashboard'],
      summary: 'the create of Dashboard (x-api)',
      operationId: 'dashboard.create',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Dashboard#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Dashboard#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.update': {
    method: 'PUT',
    url: '/dashboards/:id',
    schema: {
      tags: ['Dashboard'],
      summary: 'the update of Dashboard (x-api)',
      operationId: 'dashboard.update',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', readOnly: true },
        },
        required: ['id'],
      },
      body: { $ref: 'Dashboard#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Dashboard#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.delete': {
    method: 'DELETE',
    url: '/dashboards/:id',
    schema: {
      tags: ['Dashboard'],
      summary: 'the delete of Dashboard (x-api)',
      operationId: 'dashboard.delete',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', readOnly: true },
        },
        required: ['id'],
      },
      response: {
        '200': { type: 'object', additionalProperties: true },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'deliveryStore.search': {
    method: 'POST',
    url: '/delivery/store/search',
    schema: {
      tags: ['DeliveryStore'],
      summary: 'the search of DeliveryStore (x-api)',
      operationId: 'deliveryStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'DeliveryStore#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.search': {
    method: 'POST',
    url: '/status/store/:storeCode/product/family/search',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'the search of FamilyProduct (x-api)',
      operationId: 'familyProduct.search',
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
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'FamilyProduct#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.search2': {
    method: 'POST',
    url: '/status/product/family/search',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'the search of FamilyProduct (x-api)',
      operationId: 'familyProduct.search2',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'FamilyProduct#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.search': {
    method: 'POST',
    url: '/status/store/:storeCode/gw/search',
    schema: {
      tags: ['Gateway'],
      summary: 'the search of Gateway (x-api)',
      operationId: 'gateway.search',
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
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Gateway#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.getOne': {
    method: 'GET',
    url: '/status/store/:storeCode/gw/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'the getOne of Gateway (x-api)',
      operationId: 'gateway.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          gwMac: { type: 'string', maxLength: 32 },
        },
        required: ['storeCode', 'gwMac'],
      },
      response: {
        '200': { $ref: 'Gateway#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gatewayAlarm.search': {
    method: 'POST',
    url: '/history/alarm/gw/:gwMac/search',
    schema: {
      tags: ['GatewayAlarm'],
      summary: 'the search of GatewayAlarm (x-api)',
      operationId: 'gatewayAlarm.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          gwMac: { type: 'string', maxLength: 256 },
        },
        required: ['gwMac'],
      },
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'GatewayAlarm#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gatewayPredefined.search': {
    method: 'GET',
    url: '/gw/predefined/search',
    schema: {
      tags: ['GatewayPredefined'],
      summary: 'the search of GatewayPredefined (x-api)',
      operationId: 'gatewayPredefined.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'GatewayPredefined#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gatewayPredefined.create': {
    method: 'POST',
    url: '/gw/predefined',
    schema: {
      tags: ['GatewayPredefined'],
      summary: 'the create of GatewayPredefined (x-api)',
      operationId: 'gatewayPredefined.create',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'GatewayPredefined#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'GatewayPredefined#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'loginHistory.search': {
    method: 'POST',
    url: '/auth/account/history/:email/search',
    schema: {
      tags: ['LoginHistory'],
      summary: 'the search of LoginHistory (x-api)',
      operationId: 'loginHistory.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          email: { type: 'string', maxLength: 254 },
        },
        required: ['email'],
      },
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'LoginHistory#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'mailOutbox.search': {
    method: 'POST',
    url: '/mail/outbox/search',
    schema: {
      tags: ['MailOutbox'],
      summary: 'the search of MailOutbox (x-api)',
      operationId: 'mailOutbox.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'MailOutbox#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperStore.search': {
    method: 'POST',
    url: '/status/store/pagination/4',
    schema: {
      tags: ['PaperStore'],
      summary: 'the search of PaperStore (x-api)',
      operationId: 'paperStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'PaperStore#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperTask.search': {
    method: 'POST',
    url: '/paper/task/store/:storeCode/search',
    schema: {
      tags: ['PaperTask'],
      summary: 'the search of PaperTask (x-api)',
      operationId: 'paperTask.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string' },
        },
        required: ['storeCode'],
      },
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'PaperTask#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperTask.getOne': {
    method: 'GET',
    url: '/paper/task/:_id/store/:storeCode',
    schema: {
      tags: ['PaperTask'],
      summary: 'the getOne of PaperTask (x-api)',
      operationId: 'paperTask.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'integer' },
          storeCode: { type: 'string' },
        },
        required: ['_id', 'storeCode'],
      },
      response: {
        '200': { $ref: 'PaperTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperTaskRow.search': {
    method: 'POST',
    url: '/paper/task/:taskId/store/:storeCode/search',
    schema: {
      tags: ['PaperTaskRow'],
      summary: 'the search of PaperTaskRow (x-api)',
      operationId: 'paperTaskRow.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          taskId: {
            type: 'integer',
            description: 'the paper task (paper_tasks._id; the foreign key in migration 610)',
          },
          storeCode: { type: 'string' },
        },
        required: ['taskId', 'storeCode'],
      },
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'PaperTaskRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperUpload.search': {
    method: 'POST',
    url: '/paper/file/upload/history/search',
    schema: {
      tags: ['PaperUpload'],
      summary: 'the search of PaperUpload (x-api)',
      operationId: 'paperUpload.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'PaperUpload#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperUpload.getOne': {
    method: 'GET',
    url: '/paper/file/upload/history/detail/:_id',
    schema: {
      tags: ['PaperUpload'],
      summary: 'the getOne of PaperUpload (x-api)',
      operationId: 'paperUpload.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'integer' },
        },
        required: ['_id'],
      },
      response: {
        '200': { $ref: 'PaperUpload#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'product.search': {
    method: 'POST',
    url: '/status/store/:storeCode/product/search',
    schema: {
      tags: ['Product'],
      summary: 'the search of Product (x-api)',
      operationId: 'product.search',
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
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Product#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'productUpload.search': {
    method: 'POST',
    url: '/product/file/upload/history/search',
    schema: {
      tags: ['ProductUpload'],
      summary: 'the search of ProductUpload (x-api)',
      operationId: 'productUpload.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'ProductUpload#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'productUpload.getOne': {
    method: 'GET',
    url: '/product/file/upload/history/detail/:_id',
    schema: {
      tags: ['ProductUpload'],
      summary: 'the getOne of ProductUpload (x-api)',
      operationId: 'productUpload.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'integer', readOnly: true },
        },
        required: ['_id'],
      },
      response: {
        '200': { $ref: 'ProductUpload#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'promotion.search': {
    method: 'POST',
    url: '/product/promotion/:storeCode/search',
    schema: {
      tags: ['Promotion'],
      summary: 'the search of Promotion (x-api)',
      operationId: 'promotion.search',
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
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Promotion#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.search': {
    method: 'GET',
    url: '/auth/role',
    schema: {
      tags: ['Role'],
      summary: 'the search of Role (x-api)',
      operationId: 'role.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Role#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.getOne': {
    method: 'GET',
    url: '/auth/role/:role_id',
    schema: {
      tags: ['Role'],
      summary: 'the getOne of Role (x-api)',
      operationId: 'role.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          role_id: { type: 'integer', minimum: 0, readOnly: true },
        },
        required: ['role_id'],
      },
      response: {
        '200': { $ref: 'Role#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.create': {
    method: 'POST',
    url: '/auth/role',
    schema: {
      tags: ['Role'],
      summary: 'the create of Role (x-api)',
      operationId: 'role.create',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Role#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Role#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.update': {
    method: 'POST',
    url: '/auth/role',
    schema: {
      tags: ['Role'],
      summary: 'the update of Role (x-api)',
      operationId: 'role.update',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Role#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Role#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.delete': {
    method: 'DELETE',
    url: '/auth/role/:role_id',
    schema: {
      tags: ['Role'],
      summary: 'the delete of Role (x-api)',
      operationId: 'role.delete',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          role_id: { type: 'integer', minimum: 0, readOnly: true },
        },
        required: ['role_id'],
      },
      response: {
        '200': { type: 'object', additionalProperties: true },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.search': {
    method: 'GET',
    url: '/upgrade/rollout/:rolloutId/store',
    schema: {
      tags: ['RolloutStore'],
      summary: 'the search of RolloutStore (x-api)',
      operationId: 'rolloutStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          rolloutId: { type: 'string', maxLength: 256 },
        },
        required: ['rolloutId'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'RolloutStore#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'secondCode.search': {
    method: 'POST',
    url: '/product/secondCode/search',
    schema: {
      tags: ['SecondCode'],
      summary: 'the search of SecondCode (x-api)',
      operationId: 'secondCode.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'SecondCode#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensor.search': {
    method: 'POST',
    url: '/status/store/:storeCode/sensor/search',
    schema: {
      tags: ['Sensor'],
      summary: 'the search of Sensor (x-api)',
      operationId: 'sensor.search',
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
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Sensor#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensorAlarm.search': {
    method: 'POST',
    url: '/history/alarm/store/:storeCode/sensor/:sensorMac/search',
    schema: {
      tags: ['SensorAlarm'],
      summary: 'the search of SensorAlarm (x-api)',
      operationId: 'sensorAlarm.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 256 },
          sensorMac: { type: 'string', maxLength: 256 },
        },
        required: ['storeCode', 'sensorMac'],
      },
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'SensorAlarm#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensorStore.search': {
    method: 'POST',
    url: '/status/store/pagination/3',
    schema: {
      tags: ['SensorStore'],
      summary: 'the search of SensorStore (x-api)',
      operationId: 'sensorStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'SensorStore#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'server.search': {
    method: 'GET',
    url: '/status/server',
    schema: {
      tags: ['Server'],
      summary: 'the search of Server (x-api)',
      operationId: 'server.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Server#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'server.getOne': {
    method: 'GET',
    url: '/status/server/:id',
    schema: {
      tags: ['Server'],
      summary: 'the getOne of Server (x-api)',
      operationId: 'server.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'Server#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'server.delete': {
    method: 'DELETE',
    url: '/status/server/:id',
    schema: {
      tags: ['Server'],
      summary: 'the delete of Server (x-api)',
      operationId: 'server.delete',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
        },
        required: ['id'],
      },
      response: {
        '200': { type: 'object', additionalProperties: true },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'serverAlarm.search': {
    method: 'POST',
    url: '/history/alarm/server/:serverId/search',
    schema: {
      tags: ['ServerAlarm'],
      summary: 'the search of ServerAlarm (x-api)',
      operationId: 'serverAlarm.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          serverId: { type: 'string', maxLength: 256 },
        },
        required: ['serverId'],
      },
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'ServerAlarm#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'serverConfig.getOne': {
    method: 'GET',
    url: '/config/server',
    schema: {
      tags: ['ServerConfig'],
      summary: 'the getOne of ServerConfig (x-api)',
      operationId: 'serverConfig.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'ServerConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'serverConfig.update': {
    method: 'PUT',
    url: '/config/server',
    schema: {
      tags: ['ServerConfig'],
      summary: 'the update of ServerConfig (x-api)',
      operationId: 'serverConfig.update',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'ServerConfig#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'ServerConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.search': {
    method: 'POST',
    url: '/status/store/pagination/0',
    schema: {
      tags: ['Store'],
      summary: 'the search of Store (x-api)',
      operationId: 'store.search',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Store#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.getOne': {
    method: 'GET',
    url: '/config/store/:storeCode',
    schema: {
      tags: ['Store'],
      summary: 'the getOne of Store (x-api)',
      operationId: 'store.getOne',
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
        '200': { $ref: 'Store#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.create': {
    method: 'POST',
    url: '/config/store',
    schema: {
      tags: ['Store'],
      summary: 'the create of Store (x-api)',
      operationId: 'store.create',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Store#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Store#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.update': {
    method: 'PUT',
    url: '/config/store',
    schema: {
      tags: ['Store'],
      summary: 'the update of Store (x-api)',
      operationId: 'store.update',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'Store#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Store#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.delete': {
    method: 'DELETE',
    url: '/config/store/:storeCode',
    schema: {
      tags: ['Store'],
      summary: 'the delete of Store (x-api)',
      operationId: 'store.delete',
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
        '200': { type: 'object', additionalProperties: true },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.search': {
    method: 'POST',
    url: '/status/store/:storeCode/tag/search',
    schema: {
      tags: ['Tag'],
      summary: 'the search of Tag (x-api)',
      operationId: 'tag.search',
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
      body: { $ref: 'TableSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'Tag#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
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
