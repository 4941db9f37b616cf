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
    $id: 'AlarmTexts',
    type: 'object',
    description: 'the texts of a type\'s notification content: none blank (the spec\'s messages)',
    properties: {
      title: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.alarmContentTitle' },
      detail: { type: 'string', maxLength: 2000, pattern: '\\S', 'x-message': 'validation.alarmContentDetail' },
      subject: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.alarmContentSubject' },
      body: { type: 'string', maxLength: 10000, pattern: '\\S', 'x-message': 'validation.alarmContentBody' },
    },
    required: ['title', 'detail', 'subject', 'body'],
  },
  {
    $id: 'AlarmContentInput',
    type: 'object',
    description: 'a content to save; preview: true answers the texts filled with the sample values, unsaved',
    allOf: [
      { $ref: 'AlarmTexts#' },
    ],
    properties: {
      preview: { type: 'boolean', 'x-message': 'app.serverMessages.alarmPreviewBoolean' },
    },
  },
  {
    $id: 'AlarmContentNamed',
    type: 'object',
    description: 'a content to save with the alarm type it is for',
    allOf: [
      { $ref: 'AlarmContentInput#' },
    ],
    properties: {
      type: { type: 'string', maxLength: 64 },
    },
  },
  {
    $id: 'AlarmContentStored',
    type: 'object',
    description: 'a type\'s notification content: stored (custom) or built in',
    properties: {
      type: { type: 'string', maxLength: 64 },
      title: { type: 'string', maxLength: 200 },
      detail: { type: 'string', maxLength: 2000 },
      subject: { type: 'string', maxLength: 200 },
      body: { type: 'string', maxLength: 10000 },
      custom: { type: 'boolean' },
    },
    required: ['type', 'title', 'detail', 'subject', 'body', 'custom'],
  },
  {
    $id: 'AlarmContentAnswer',
    type: 'object',
    description: 'a saved content (custom), or a preview\'s texts filled with the sample values (no custom)',
    properties: {
      type: { type: 'string', maxLength: 64 },
      title: { type: 'string', maxLength: 200 },
      detail: { type: 'string', maxLength: 2000 },
      subject: { type: 'string', maxLength: 200 },
      body: { type: 'string', maxLength: 10000 },
      custom: { type: 'boolean' },
    },
    required: ['type', 'title', 'detail', 'subject', 'body'],
  },
  {
    $id: 'AlarmNotificationInput',
    type: 'object',
    description: 'an alarm type\'s notification setting to save: members must be accounts, addresses emails (the spec\'s messages name the one refused)',
    properties: {
      type: { type: 'string', maxLength: 64 },
      enabled: {
        type: ['boolean', 'null'],
        default: false,
        'x-message': 'validation.invalidValue',
      },
      members: {
        type: ['array', 'null'],
        maxItems: 100,
        items: { type: 'string', maxLength: 254 },
        default: [],
        'x-message': 'validation.invalidValue',
      },
      addresses: {
        type: ['array', 'null'],
        maxItems: 100,
        items: { type: 'string', maxLength: 254 },
        'x-message': 'validation.invalidValue',
      },
      class: {
        type: ['integer', 'null'],
        enum: [1, 2, 3, null],
        'x-message': 'validation.invalidValue',
      },
    },
  },
  {
    $id: 'AlarmNotificationSetting',
    type: 'object',
    description: 'an alarm type\'s notification setting (updatedAt null: never set, not mailed)',
    properties: {
      type: { type: 'string', maxLength: 64 },
      enabled: { type: 'boolean' },
      members: {
        type: 'array',
        maxItems: 100,
        items: { type: 'string', maxLength: 254 },
        default: [],
      },
      addresses: {
        type: 'array',
        maxItems: 100,
        items: { type: 'string', maxLength: 254 },
      },
      class: {
        type: 'integer',
        enum: [1, 2, 3],
        default: 1,
      },
      updatedAt: {
        type: ['string', 'null'],
      },
    },
    required: ['type', 'enabled', 'members', 'addresses', 'class'],
  },
  {
    $id: 'AlarmNotificationSettings',
    type: 'array',
    description: 'the notification setting of every alarm type, in catalogue order',
    maxItems: 1000,
    items: { $ref: 'AlarmNotificationSetting#' },
  },
  {
    $id: 'AlarmSettingValues',
    type: 'object',
    description: 'the alarm setting, every field (defaults where never saved)',
    properties: {
      memoryThreshold: { type: 'integer', minimum: 1, maximum: 100, default: 90 },
      diskThreshold: { type: 'integer', minimum: 1, maximum: 100, default: 90 },
      progressThreshold: { type: 'integer', minimum: 0, maximum: 100, default: 100 },
      totalTagsThreshold: { type: 'integer', minimum: 0, maximum: 1000000, default: 1 },
      receiveCriticalOnly: { type: 'boolean', default: false },
    },
    required: [
      'memoryThreshold',
      'diskThreshold',
      'progressThreshold',
      'totalTagsThreshold',
      'receiveCriticalOnly',
    ],
  },
  {
    $id: 'AlarmSettingInput',
    type: 'object',
    description: 'fields of the alarm setting to change; a field not sent (or null) keeps its value',
    properties: {
      memoryThreshold: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 100,
        default: 90,
        'x-message': 'validation.invalidValue',
      },
      diskThreshold: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 100,
        default: 90,
        'x-message': 'validation.invalidValue',
      },
      progressThreshold: {
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 100,
        default: 100,
        'x-message': 'validation.invalidValue',
      },
      totalTagsThreshold: {
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 1000000,
        default: 1,
        'x-message': 'validation.invalidValue',
      },
      receiveCriticalOnly: {
        type: ['boolean', 'null'],
        default: false,
        'x-message': 'validation.invalidValue',
      },
    },
  },
  {
    $id: 'AlarmConfig',
    type: 'object',
    description: 'the alarm types (with class and cause), the content title and detail of each, the variables of titles, details, subjects and bodies (with the preview\'s sample values), admin (the role 0 accounts\' emails, masked without member read) and server (this server\'s address in mails)',
    properties: {
      types: {
        type: 'array',
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', maxLength: 64 },
            class: {
              type: 'integer',
              enum: [1, 2, 3],
            },
            cause: { type: 'string', maxLength: 1000 },
          },
          required: ['type', 'class', 'cause'],
        },
      },
      content: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          properties: {
            title: { type: 'string', maxLength: 200 },
            detail: { type: 'string', maxLength: 2000 },
          },
          required: ['title', 'detail'],
        },
      },
      variables: {
        type: 'array',
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 64 },
            description: { type: 'string', maxLength: 1000 },
            sample: { type: 'string', maxLength: 1000 },
          },
          required: ['name', 'description', 'sample'],
        },
      },
      admin: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 254 },
      },
      server: { type: 'string', maxLength: 2048 },
    },
    required: ['types', 'content', 'variables', 'admin', 'server'],
  },
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
  'alarmContent.list': {
    method: 'GET',
    url: '/alarm/notification/content',
    schema: {
      tags: ['AlarmContent'],
      summary: 'the notification content of every alarm type',
      operationId: 'alarmContent.list',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'array',
          maxItems: 1000,
          items: { $ref: 'AlarmContentStored#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmContent.get': {
    method: 'GET',
    url: '/alarm/notification/content/:type',
    schema: {
      tags: ['AlarmContent'],
      summary: 'a type\'s notification content',
      operationId: 'alarmContent.get',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          type: { type: 'string', maxLength: 64 },
        },
        required: ['type'],
      },
      response: {
        '200': { $ref: 'AlarmContentStored#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmContent.save': {
    method: 'POST',
    url: '/alarm/notification/content/:type',
    schema: {
      tags: ['AlarmContent'],
      summary: 'save (or with preview, only fill in) a type\'s notification content',
      operationId: 'alarmContent.save',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      params: {
        type: 'object',
        properties: {
          type: { type: 'string', maxLength: 64 },
        },
        required: ['type'],
      },
      body: { $ref: 'AlarmContentInput#' },
      response: {
        '200': { $ref: 'AlarmContentAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmContent.saveNamed': {
    method: 'POST',
    url: '/alarm/notification/content',
    schema: {
      tags: ['AlarmContent'],
      summary: 'save (or with preview, only fill in) the notification content of the type the body names',
      operationId: 'alarmContent.saveNamed',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'AlarmContentNamed#' },
      response: {
        '200': { $ref: 'AlarmContentAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmNotification.list': {
    method: 'GET',
    url: '/alarm/notification/setting',
    schema: {
      tags: ['AlarmNotification'],
      summary: 'the notification setting of every alarm type',
      operationId: 'alarmNotification.list',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'AlarmNotificationSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmNotification.save': {
    method: 'POST',
    url: '/alarm/notification/setting',
    schema: {
      tags: ['AlarmNotification'],
      summary: 'save one notification setting or a list of them; answers every type\'s setting',
      operationId: 'alarmNotification.save',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: {
        anyOf: [
          { $ref: 'AlarmNotificationInput#' },
          {
            type: 'array',
            maxItems: 1000,
            items: { $ref: 'AlarmNotificationInput#' },
          },
        ],
        'x-message': 'validation.invalidValue',
      },
      response: {
        '200': { $ref: 'AlarmNotificationSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmSetting.config': {
    method: 'GET',
    url: '/alarm/config',
    schema: {
      tags: ['AlarmSetting'],
      summary: 'the alarm types, their contents, the content variables, the admins\' emails and this server\'s address',
      operationId: 'alarmSetting.config',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'AlarmConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmSetting.get': {
    method: 'GET',
    url: '/alarm/setting',
    schema: {
      tags: ['AlarmSetting'],
      summary: 'the alarm setting',
      operationId: 'alarmSetting.get',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': { $ref: 'AlarmSettingValues#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmSetting.save': {
    method: 'POST',
    url: '/alarm/setting',
    schema: {
      tags: ['AlarmSetting'],
      summary: 'save the alarm setting (fields not sent keep their value)',
      operationId: 'alarmSetting.save',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'AlarmSettingInput#' },
      response: {
        '200': { $ref: 'AlarmSettingValues#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
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
