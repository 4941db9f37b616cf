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
  {
    $id: 'SavedScript',
    type: 'object',
    description: 'the entry of a target (GET and POST <path>, a restore): a store code or \'default\'; updatedAt and updatedBy null until saved',
    properties: {
      kind: {
        type: 'string',
        enum: ['thirdPartyAuth', 'paperParser', 'productFileParser', 'tagDataDecorator', 'plusDataDecorator'],
      },
      target: { type: 'string', maxLength: 64 },
      code: { type: 'string', maxLength: 200000 },
      useType: {
        type: 'string',
        enum: ['none', 'default', 'custom'],
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      updatedBy: {
        type: ['string', 'null'],
        maxLength: 200,
      },
    },
    required: ['kind', 'target', 'code', 'useType', 'updatedAt', 'updatedBy'],
  },
  {
    $id: 'ScriptSaveBody',
    type: 'object',
    description: 'what an editor saves (POST <path>): no useType = custom when there is code, else the target\'s empty use',
    properties: {
      code: {
        type: ['string', 'null'],
        maxLength: 200000,
        'x-message': 'validation.invalidValue',
      },
      useType: {
        type: ['string', 'null'],
        enum: ['none', 'default', 'custom', null],
        'x-message': 'validation.invalidValue',
      },
    },
  },
  {
    $id: 'ScriptRunBody',
    type: 'object',
    description: 'code run in the sandbox on a sample input (POST <path>/run; no input = {})',
    properties: {
      code: { type: 'string', maxLength: 200000, 'x-message': 'validation.invalidValue' },
      input: { type: 'object', 'x-message': 'validation.invalidValue', additionalProperties: true },
    },
    required: ['code'],
  },
  {
    $id: 'ScriptRunAnswer',
    type: 'object',
    description: 'a run: its output, or its error with the line in the script (and in the sample file), and the time spent',
    properties: {
      ok: { type: 'boolean' },
      output: {
        type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
        description: 'what the script\'s function answered (any JSON)',
        additionalProperties: true,
      },
      error: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          message: { type: 'string' },
          line: { type: 'integer' },
          column: { type: 'integer' },
          fileLine: { type: 'integer' },
        },
        required: ['name', 'message'],
      },
      ms: { type: 'number', minimum: 0 },
    },
    required: ['ok', 'ms'],
  },
  {
    $id: 'ScriptVersion',
    type: 'object',
    description: 'a replaced version of a script (GET <path>/versions, newest first)',
    properties: {
      id: { type: 'integer' },
      code: { type: 'string' },
      useType: {
        type: 'string',
        enum: ['none', 'default', 'custom'],
      },
      savedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      savedBy: {
        type: ['string', 'null'],
      },
      replacedAt: { type: 'string', format: 'date-time' },
      replacedBy: { type: 'string' },
    },
    required: ['id', 'code', 'useType', 'savedAt', 'savedBy', 'replacedAt', 'replacedBy'],
  },
];

/** call id → method, URL (relative to the API prefix), Fastify route schema, statuses answering JSON */
export const CALL_ROUTES: Record<CallName, CallRoute> = {
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
  'userScript.thirdPartyAuthGet': {
    method: 'GET',
    url: '/auth/3rd/party',
    schema: {
      tags: ['UserScript'],
      summary: 'the third-party authentication script (setting read)',
      operationId: 'userScript.thirdPartyAuthGet',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.thirdPartyAuthSave': {
    method: 'POST',
    url: '/auth/3rd/party',
    schema: {
      tags: ['UserScript'],
      summary: 'save the third-party authentication script (setting write); code in use is loaded in the sandbox first',
      operationId: 'userScript.thirdPartyAuthSave',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'ScriptSaveBody#' },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.thirdPartyAuthRun': {
    method: 'POST',
    url: '/auth/3rd/party/run',
    schema: {
      tags: ['UserScript'],
      summary: 'run code as the third-party authentication script in the sandbox on a sample input',
      operationId: 'userScript.thirdPartyAuthRun',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'ScriptRunBody#' },
      response: {
        '200': { $ref: 'ScriptRunAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.thirdPartyAuthVersions': {
    method: 'GET',
    url: '/auth/3rd/party/versions',
    schema: {
      tags: ['UserScript'],
      summary: 'the replaced versions of the third-party authentication script, newest first',
      operationId: 'userScript.thirdPartyAuthVersions',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'array',
          maxItems: 20,
          items: { $ref: 'ScriptVersion#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.thirdPartyAuthRestore': {
    method: 'POST',
    url: '/auth/3rd/party/versions/:id/restore',
    schema: {
      tags: ['UserScript'],
      summary: 'save a replaced version of the third-party authentication script again',
      operationId: 'userScript.thirdPartyAuthRestore',
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
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.paperParserGet': {
    method: 'GET',
    url: '/paper/parser/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'a store\'s (or the default) paper parser script (setting read)',
      operationId: 'userScript.paperParserGet',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.paperParserSave': {
    method: 'POST',
    url: '/paper/parser/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'save a store\'s (or the default) paper parser script (setting write); code in use is loaded in the sandbox first',
      operationId: 'userScript.paperParserSave',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptSaveBody#' },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.paperParserRun': {
    method: 'POST',
    url: '/paper/parser/store/:target/run',
    schema: {
      tags: ['UserScript'],
      summary: 'run code as a store\'s (or the default) paper parser script in the sandbox on a sample input',
      operationId: 'userScript.paperParserRun',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptRunBody#' },
      response: {
        '200': { $ref: 'ScriptRunAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.paperParserVersions': {
    method: 'GET',
    url: '/paper/parser/store/:target/versions',
    schema: {
      tags: ['UserScript'],
      summary: 'the replaced versions of a store\'s (or the default) paper parser script, newest first',
      operationId: 'userScript.paperParserVersions',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': {
          type: 'array',
          maxItems: 20,
          items: { $ref: 'ScriptVersion#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.paperParserRestore': {
    method: 'POST',
    url: '/paper/parser/store/:target/versions/:id/restore',
    schema: {
      tags: ['UserScript'],
      summary: 'save a replaced version of a store\'s (or the default) paper parser script again',
      operationId: 'userScript.paperParserRestore',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['target', 'id'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.productFileParserGet': {
    method: 'GET',
    url: '/product/file/parser/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'a store\'s (or the default) product file parser script (setting read)',
      operationId: 'userScript.productFileParserGet',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.productFileParserSave': {
    method: 'POST',
    url: '/product/file/parser/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'save a store\'s (or the default) product file parser script (setting write); code in use is loaded in the sandbox first',
      operationId: 'userScript.productFileParserSave',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptSaveBody#' },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.productFileParserRun': {
    method: 'POST',
    url: '/product/file/parser/store/:target/run',
    schema: {
      tags: ['UserScript'],
      summary: 'run code as a store\'s (or the default) product file parser script in the sandbox on a sample input',
      operationId: 'userScript.productFileParserRun',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptRunBody#' },
      response: {
        '200': { $ref: 'ScriptRunAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.productFileParserVersions': {
    method: 'GET',
    url: '/product/file/parser/store/:target/versions',
    schema: {
      tags: ['UserScript'],
      summary: 'the replaced versions of a store\'s (or the default) product file parser script, newest first',
      operationId: 'userScript.productFileParserVersions',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': {
          type: 'array',
          maxItems: 20,
          items: { $ref: 'ScriptVersion#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.productFileParserRestore': {
    method: 'POST',
    url: '/product/file/parser/store/:target/versions/:id/restore',
    schema: {
      tags: ['UserScript'],
      summary: 'save a replaced version of a store\'s (or the default) product file parser script again',
      operationId: 'userScript.productFileParserRestore',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['target', 'id'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.tagDataDecoratorGet': {
    method: 'GET',
    url: '/tag/decorator/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'a store\'s (or the default) tag data decorator script (setting read)',
      operationId: 'userScript.tagDataDecoratorGet',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.tagDataDecoratorSave': {
    method: 'POST',
    url: '/tag/decorator/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'save a store\'s (or the default) tag data decorator script (setting write); code in use is loaded in the sandbox first',
      operationId: 'userScript.tagDataDecoratorSave',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptSaveBody#' },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.tagDataDecoratorRun': {
    method: 'POST',
    url: '/tag/decorator/store/:target/run',
    schema: {
      tags: ['UserScript'],
      summary: 'run code as a store\'s (or the default) tag data decorator script in the sandbox on a sample input',
      operationId: 'userScript.tagDataDecoratorRun',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptRunBody#' },
      response: {
        '200': { $ref: 'ScriptRunAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.tagDataDecoratorVersions': {
    method: 'GET',
    url: '/tag/decorator/store/:target/versions',
    schema: {
      tags: ['UserScript'],
      summary: 'the replaced versions of a store\'s (or the default) tag data decorator script, newest first',
      operationId: 'userScript.tagDataDecoratorVersions',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': {
          type: 'array',
          maxItems: 20,
          items: { $ref: 'ScriptVersion#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.tagDataDecoratorRestore': {
    method: 'POST',
    url: '/tag/decorator/store/:target/versions/:id/restore',
    schema: {
      tags: ['UserScript'],
      summary: 'save a replaced version of a store\'s (or the default) tag data decorator script again',
      operationId: 'userScript.tagDataDecoratorRestore',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['target', 'id'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.plusDataDecoratorGet': {
    method: 'GET',
    url: '/plus/decorator/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'a store\'s (or the default) signage data decorator script (setting read)',
      operationId: 'userScript.plusDataDecoratorGet',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.plusDataDecoratorSave': {
    method: 'POST',
    url: '/plus/decorator/store/:target',
    schema: {
      tags: ['UserScript'],
      summary: 'save a store\'s (or the default) signage data decorator script (setting write); code in use is loaded in the sandbox first',
      operationId: 'userScript.plusDataDecoratorSave',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptSaveBody#' },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.plusDataDecoratorRun': {
    method: 'POST',
    url: '/plus/decorator/store/:target/run',
    schema: {
      tags: ['UserScript'],
      summary: 'run code as a store\'s (or the default) signage data decorator script in the sandbox on a sample input',
      operationId: 'userScript.plusDataDecoratorRun',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      body: { $ref: 'ScriptRunBody#' },
      response: {
        '200': { $ref: 'ScriptRunAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.plusDataDecoratorVersions': {
    method: 'GET',
    url: '/plus/decorator/store/:target/versions',
    schema: {
      tags: ['UserScript'],
      summary: 'the replaced versions of a store\'s (or the default) signage data decorator script, newest first',
      operationId: 'userScript.plusDataDecoratorVersions',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
        },
        required: ['target'],
      },
      response: {
        '200': {
          type: 'array',
          maxItems: 20,
          items: { $ref: 'ScriptVersion#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'userScript.plusDataDecoratorRestore': {
    method: 'POST',
    url: '/plus/decorator/store/:target/versions/:id/restore',
    schema: {
      tags: ['UserScript'],
      summary: 'save a replaced version of a store\'s (or the default) signage data decorator script again',
      operationId: 'userScript.plusDataDecoratorRestore',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          target: { type: 'string', maxLength: 64 },
          id: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['target', 'id'],
      },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
};
