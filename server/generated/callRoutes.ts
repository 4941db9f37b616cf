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
    $id: 'AliasList',
    type: 'object',
    description: 'the alias configuration, index order (key and chart always answered)',
    properties: {
      data: {
        type: 'array',
        maxItems: 255,
        items: {
          type: 'object',
          description: 'an entry: the fields of x-forms.aliasRow, key and chart always answered (a field added to the form comes too, null where unset)',
          properties: {
            index: { type: 'integer', minimum: 0, maximum: 254 },
            name: { type: 'string', maxLength: 100 },
            key: { type: 'boolean', default: false },
            chart: { type: 'boolean', default: false },
          },
          required: ['index', 'name'],
          additionalProperties: true,
        },
      },
    },
    required: ['data'],
  },
  {
    $id: 'AliasRowList',
    type: 'array',
    maxItems: 255,
    items: {
      type: 'object',
      description: 'an entry: the fields of x-forms.aliasRow, checked by its generated validator (other fields dropped)',
      additionalProperties: true,
    },
    description: 'the whole alias configuration, each entry the fields of x-forms.aliasRow (checked by its generated validator, other fields dropped)',
    'x-message': 'validation.invalidValue',
  },
  {
    $id: 'AliasRows',
    type: 'object',
    description: 'the whole alias configuration under data',
    properties: {
      data: { $ref: 'AliasRowList#' },
    },
    required: ['data'],
  },
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
    $id: 'SmtpInput',
    type: 'object',
    description: 'SMTP settings as the dialog sends them (PUT /config/smtp, POST /test/smtp): any field may be null or missing; when enable is set, server, port and account are required (domain/smtpRules.ts: the spec\'s messages); an empty password keeps the stored one. to: the test mail\'s recipient (the caller when empty)',
    properties: {
      enable: {
        type: ['boolean', 'null'],
        'x-message': 'validation.invalidValue',
      },
      server: {
        type: ['string', 'null'],
        maxLength: 255,
        'x-message': 'validation.invalidValue',
      },
      port: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 65535,
        'x-message': 'validation.invalidValue',
      },
      account: {
        type: ['string', 'null'],
        maxLength: 254,
        'x-message': 'validation.invalidValue',
      },
      password: {
        type: ['string', 'null'],
        maxLength: 256,
        'x-message': 'validation.invalidValue',
      },
      tls: {
        type: ['boolean', 'null'],
        'x-message': 'validation.invalidValue',
      },
      ssl: {
        type: ['boolean', 'null'],
        'x-message': 'validation.invalidValue',
      },
      to: {
        type: ['string', 'null'],
        format: 'email',
        maxLength: 254,
        'x-message': 'validation.invalidValue',
      },
    },
  },
  {
    $id: 'SmtpSettings',
    type: 'object',
    description: 'the SMTP settings as saved (password answered empty; port null when never set)',
    properties: {
      enable: { type: 'boolean' },
      server: { type: 'string', maxLength: 255 },
      port: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 65535,
      },
      account: { type: 'string', maxLength: 254 },
      password: { type: 'string', maxLength: 256 },
      tls: { type: 'boolean' },
      ssl: { type: 'boolean' },
    },
    required: ['enable', 'server', 'port', 'account', 'password', 'tls', 'ssl'],
  },
  {
    $id: 'SmtpTestSent',
    type: 'object',
    description: 'the test mail went: the SMTP server\'s reply',
    properties: {
      success: { type: 'boolean', const: true },
      message: { type: 'string', maxLength: 4096 },
    },
    required: ['success', 'message'],
  },
  {
    $id: 'SmtpTestFailed',
    type: 'object',
    description: 'the test mail failed: the SMTP error text',
    properties: {
      message: { type: 'string', maxLength: 4096 },
    },
    required: ['message'],
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
  'alias.get': {
    method: 'GET',
    url: '/config/alias',
    schema: {
      tags: ['Alias'],
      summary: 'the alias configuration: the names of the product info entries, index order',
      operationId: 'alias.get',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'AliasList#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alias.save': {
    method: 'POST',
    url: '/config/alias',
    schema: {
      tags: ['Alias'],
      summary: 'replace the whole alias configuration ({ data } or the bare list): indexes 0-254 once each, names not blank, exactly one key entry (else 400 validation error)',
      operationId: 'alias.save',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: {
        anyOf: [
          { $ref: 'AliasRows#' },
          { $ref: 'AliasRowList#' },
        ],
        'x-message': 'validation.invalidValue',
      },
      response: {
        '200': { $ref: 'AliasList#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'smtpConfig.get': {
    method: 'GET',
    url: '/config/smtp',
    schema: {
      tags: ['SmtpConfig'],
      summary: 'the SMTP settings (password answered empty)',
      operationId: 'smtpConfig.get',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'SmtpSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'smtpConfig.save': {
    method: 'PUT',
    url: '/config/smtp',
    schema: {
      tags: ['SmtpConfig'],
      summary: 'save the SMTP settings (mails use them at once); answers them, password empty',
      operationId: 'smtpConfig.save',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'SmtpInput#' },
      response: {
        '200': { $ref: 'SmtpSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'smtpConfig.test': {
    method: 'POST',
    url: '/test/smtp',
    schema: {
      tags: ['SmtpConfig'],
      summary: 'send a test mail with the settings of the body (not saved) to `to` or the caller; 502 with the SMTP error text',
      operationId: 'smtpConfig.test',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'SmtpInput#' },
      response: {
        '200': { $ref: 'SmtpTestSent#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '502': { $ref: 'SmtpTestFailed#' },
      },
    },
    jsonAnswers: [200, 502],
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
