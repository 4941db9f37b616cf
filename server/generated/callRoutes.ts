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
    $id: 'SessionUserInfo',
    type: 'object',
    description: 'the session user info (doc 1 §3, docs/api.md Session): store is the effective store list (every store for role 0 and enableWholeStore), privilege has every key of the privilege tree; answered with Cache-Control: no-store',
    properties: {
      email: { type: 'string' },
      name: { type: 'string' },
      accessToken: { type: 'string' },
      authenticated: { const: true },
      role_id: { type: 'integer' },
      store: {
        type: 'array',
        items: { type: 'string' },
      },
      enableWholeStore: { type: 'boolean' },
      privilege: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          properties: {
            read: { type: 'boolean' },
            write: { type: 'boolean' },
          },
          required: ['read', 'write'],
        },
      },
      systemConfig: { $ref: 'SystemConfig#' },
      systemConfigVersion: {
        type: 'string',
        description: 'the version of systemConfig; every answer to a session carries the current one (X-System-Config-Version)',
      },
      weakPwd: { type: 'boolean' },
      expireSoon: { type: 'boolean' },
      forceChange: { type: 'boolean' },
      adfs: { type: 'boolean' },
    },
    required: [
      'email',
      'name',
      'accessToken',
      'authenticated',
      'role_id',
      'store',
      'enableWholeStore',
      'privilege',
      'systemConfig',
      'systemConfigVersion',
      'weakPwd',
      'expireSoon',
      'forceChange',
      'adfs',
    ],
  },
  {
    $id: 'LoginCredentials',
    description: '{ email, password, locale? } (locale: en_US, ja_JP or ko_KR, the interface language kept for the account\'s mails); checked by the server after the login throttle counted the attempt (domain/credentialRules.ts loginBody: \'Enter Email\', \'Enter Password\', else validation.invalidValue)',
    properties: {
      email: { description: 'the account\'s email (at most 254 characters)' },
      password: { description: 'at most 200 characters' },
      locale: { description: 'en_US, ja_JP or ko_KR' },
    },
  },
  {
    $id: 'AccountView',
    type: 'object',
    description: 'an account as the server answers it: its table row without the x-internal columns (a column the row leaves empty is null)',
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      name: { type: 'string', maxLength: 100 },
      role_id: { type: 'integer', minimum: 0 },
      mobile: {
        type: ['string', 'null'],
        maxLength: 40,
      },
      store: {
        type: ['array', 'null'],
        items: { type: 'string', maxLength: 64 },
      },
      enableWholeStore: {
        type: ['boolean', 'null'],
      },
      locked: {
        type: ['boolean', 'null'],
      },
      weakPwd: {
        type: ['boolean', 'null'],
      },
      forceChange: {
        type: ['boolean', 'null'],
      },
      lastPwdChanged: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      adfs: {
        type: ['boolean', 'null'],
      },
      createdAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: [
      'email',
      'name',
      'role_id',
      'mobile',
      'store',
      'enableWholeStore',
      'locked',
      'weakPwd',
      'forceChange',
      'lastPwdChanged',
      'adfs',
      'createdAt',
      'updatedAt',
    ],
  },
  {
    $id: 'AccountEmail',
    type: 'object',
    description: 'an account named by its email',
    properties: {
      email: { type: 'string', maxLength: 254, pattern: '\\S', 'x-message': 'validation.fillInAccountEmail' },
    },
    required: ['email'],
  },
  {
    $id: 'PasswordForget',
    type: 'object',
    description: 'the email to mail a single-use password reset link to',
    properties: {
      email: { type: 'string', maxLength: 254, pattern: '\\S', 'x-message': 'validation.enterEmail' },
    },
    required: ['email'],
  },
  {
    $id: 'PasswordReset',
    type: 'object',
    description: 'the reset link\'s email and token with the new password; allOf checks the fields one by one in that order, so a refusal names the first',
    properties: {
      email: { type: 'string', maxLength: 254, pattern: '\\S', 'x-message': 'validation.enterEmail' },
      token: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.invalidValue' },
      password: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.fillInPassword' },
    },
    required: ['email', 'token', 'password'],
    allOf: [
      {
        required: ['email'],
        properties: {
          email: { type: 'string', maxLength: 254, pattern: '\\S', 'x-message': 'validation.enterEmail' },
        },
      },
      {
        required: ['token'],
        properties: {
          token: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.invalidValue' },
        },
      },
      {
        required: ['password'],
        properties: {
          password: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.fillInPassword' },
        },
      },
    ],
  },
  {
    $id: 'SignupForm',
    type: 'object',
    description: 'a new account\'s email, name, mobile and password (checked in this order); allOf checks the fields one by one in that order, so a refusal names the first',
    properties: {
      email: { type: 'string', maxLength: 254, pattern: '\\S', 'x-message': 'validation.signupEmail' },
      name: { type: 'string', maxLength: 100, pattern: '\\S', 'x-message': 'validation.signupName' },
      mobile: { type: 'string', maxLength: 40, pattern: '\\S', 'x-message': 'validation.signupPhone' },
      password: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.signupPassword' },
    },
    required: ['email', 'name', 'mobile', 'password'],
    allOf: [
      {
        required: ['email'],
        properties: {
          email: { type: 'string', maxLength: 254, pattern: '\\S', 'x-message': 'validation.signupEmail' },
        },
      },
      {
        required: ['name'],
        properties: {
          name: { type: 'string', maxLength: 100, pattern: '\\S', 'x-message': 'validation.signupName' },
        },
      },
      {
        required: ['mobile'],
        properties: {
          mobile: { type: 'string', maxLength: 40, pattern: '\\S', 'x-message': 'validation.signupPhone' },
        },
      },
      {
        required: ['password'],
        properties: {
          password: { type: 'string', maxLength: 200, pattern: '\\S', 'x-message': 'validation.signupPassword' },
        },
      },
    ],
  },
  {
    $id: 'TemporaryPassword',
    type: 'object',
    description: 'the account reset and its temporary password (answered once)',
    properties: {
      email: { type: 'string', maxLength: 254 },
      password: { type: 'string', maxLength: 200 },
    },
    required: ['email', 'password'],
  },
  {
    $id: 'CodeMessage',
    type: 'object',
    description: 'an outcome (code 1: done, 0: refused) with its message',
    properties: {
      code: {
        type: 'integer',
        enum: [0, 1],
      },
      message: { type: 'string', maxLength: 4096 },
      messageKey: { type: 'string', maxLength: 256 },
      messageArgs: {
        type: 'object',
        additionalProperties: {
          type: ['string', 'number'],
        },
      },
    },
    required: ['code', 'message', 'messageKey'],
  },
  {
    $id: 'AlarmHistoryRow',
    type: 'object',
    description: 'an alarm of one server\'s, gateway\'s or sensor\'s alarm history (server/repositories/servers.ts alarmHistoryMeta)',
    properties: {
      id: { type: 'integer' },
      location: { type: 'string' },
      type: { type: 'string' },
      class: {
        type: 'integer',
        enum: [1, 2, 3],
      },
      alarmType: { type: 'string' },
      alarmTime: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      data: {
        type: ['object', 'null'],
        additionalProperties: true,
      },
    },
    required: ['id', 'location', 'type', 'class', 'alarmType', 'alarmTime', 'updatedAt', 'data'],
  },
  {
    $id: 'SystemAlarmRow',
    type: 'object',
    description: 'an alarm of the system alarm history (server/repositories/statsAlarms.ts); a sourceId naming an account is masked without member read',
    properties: {
      id: { type: 'integer' },
      location: { type: 'string' },
      type: { type: 'string' },
      class: {
        type: 'integer',
        enum: [1, 2, 3],
      },
      alarmType: { type: 'string' },
      alarmTime: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      sourceType: {
        type: ['string', 'null'],
      },
      sourceId: {
        type: ['string', 'null'],
      },
      data: {
        type: ['object', 'null'],
        additionalProperties: true,
      },
    },
    required: [
      'id',
      'location',
      'type',
      'class',
      'alarmType',
      'alarmTime',
      'updatedAt',
      'sourceType',
      'sourceId',
      'data',
    ],
  },
  {
    $id: 'SystemAlarmSearch',
    description: 'the table search of the system alarm history, with the stores to show (storeList: a list of store codes, or a text: a JSON list or codes separated by commas; none: every store of the session)',
    allOf: [
      { $ref: 'TableSearch#' },
      {
        type: 'object',
        properties: {
          storeList: {
            anyOf: [
              {
                type: 'array',
                maxItems: 100000,
                items: { type: 'string', maxLength: 256 },
              },
              {
                type: ['string', 'null'],
              },
            ],
          },
        },
      },
    ],
  },
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
    $id: 'AmacList',
    type: 'object',
    description: 'every abstract-code mapping',
    properties: {
      data: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'Amac#' },
      },
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
    $id: 'ApiTokenRow',
    type: 'object',
    description: 'an API token as its table lists it (never its secret or hash)',
    properties: {
      id: { type: 'integer', readOnly: true },
      name: { type: 'string', minLength: 1, maxLength: 100 },
      role_id: { type: 'integer' },
      prefix: {
        type: ['string', 'null'],
        readOnly: true,
        description: 'the first characters of the secret (esl_ and four more), to recognise it in lists',
      },
      store: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
      },
      enableWholeStore: {
        type: ['boolean', 'null'],
        default: false,
      },
      createdBy: {
        type: ['string', 'null'],
        readOnly: true,
      },
      createdAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
      },
      expiresAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
        description: 'null: never (role 0 only)',
      },
      lastUsedAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
        description: 'recorded at most once a minute',
      },
      lastUsedIp: {
        type: ['string', 'null'],
        readOnly: true,
      },
      revokedAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
      },
      revokedBy: {
        type: ['string', 'null'],
        readOnly: true,
      },
    },
    required: ['id', 'name', 'role_id'],
  },
  {
    $id: 'ApiTokenCreate',
    type: 'object',
    description: 'a new API token: expiresInDays 1..730 (default 90), null = never (role 0 only)',
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      role_id: { type: 'integer' },
      store: {
        type: 'array',
        maxItems: 10000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
      },
      enableWholeStore: { type: 'boolean' },
      expiresInDays: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 730,
      },
    },
    required: ['name', 'role_id'],
  },
  {
    $id: 'ApiTokenCreated',
    type: 'object',
    description: 'the token made (its row) with its secret, answered this once only',
    properties: {
      id: { type: 'integer', readOnly: true },
      name: { type: 'string', minLength: 1, maxLength: 100 },
      role_id: { type: 'integer' },
      secret: {
        type: 'string',
        description: 'esl_ + base62 of 32 random bytes: send it as Authorization: Bearer <secret>',
      },
      prefix: {
        type: ['string', 'null'],
        readOnly: true,
        description: 'the first characters of the secret (esl_ and four more), to recognise it in lists',
      },
      store: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
      },
      enableWholeStore: {
        type: ['boolean', 'null'],
        default: false,
      },
      createdBy: {
        type: ['string', 'null'],
        readOnly: true,
      },
      createdAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
      },
      expiresAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
        description: 'null: never (role 0 only)',
      },
      lastUsedAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
        description: 'recorded at most once a minute',
      },
      lastUsedIp: {
        type: ['string', 'null'],
        readOnly: true,
      },
      revokedAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
      },
      revokedBy: {
        type: ['string', 'null'],
        readOnly: true,
      },
    },
    required: ['id', 'name', 'role_id', 'secret'],
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
    $id: 'BatteryListRow',
    type: 'object',
    description: 'a tag of a store\'s forecast list',
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
      readings: { type: 'integer' },
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
      'tagId',
      'storeCode',
      'tagMac',
      'tagType',
      'gwMac',
      'prCode',
      'prName',
      'aisle',
      'level',
      'ratePerMonth',
      'forecastAt',
      'state',
      'readings',
      'replacedAt',
      'lastReadingAt',
      'computedAt',
    ],
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
    $id: 'ChannelListRow',
    type: 'object',
    description: 'a gwIndex\'s data and event channels: the fields of x-forms.channelRow (a field added to the form comes too)',
    properties: {
      gwIndex: { type: 'integer', minimum: 0, default: 0 },
      dataChannel: { type: 'integer', minimum: 11, maximum: 31, default: 11 },
      eventChannel: { type: 'integer', minimum: 11, maximum: 31, default: 26 },
    },
    required: ['gwIndex', 'dataChannel', 'eventChannel'],
    additionalProperties: true,
  },
  {
    $id: 'ChannelSettings',
    type: 'object',
    description: 'a store\'s channel settings per gwIndex (outbandEnable: channels 27 to 31 allowed)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      outbandEnable: { type: 'boolean' },
      channelList: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'ChannelListRow#' },
      },
    },
    required: ['storeCode', 'outbandEnable', 'channelList'],
  },
  {
    $id: 'ChannelSettingsSaved',
    type: 'object',
    description: 'the saved channel settings and how many gateways took them',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      outbandEnable: { type: 'boolean' },
      channelList: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'ChannelListRow#' },
      },
      changedGateways: { type: 'integer', minimum: 0 },
    },
    required: ['storeCode', 'outbandEnable', 'channelList', 'changedGateways'],
  },
  {
    $id: 'ChannelSettingsInput',
    type: 'object',
    description: 'a store\'s new channel settings; each row is checked by x-forms.channelRow\'s generated validator (its messages)',
    properties: {
      storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
      channelList: { type: 'array', maxItems: 100000, 'x-message': 'validation.invalidValue' },
    },
    required: ['storeCode', 'channelList'],
    'x-message': 'validation.invalidValue',
  },
  {
    $id: 'DashboardView',
    type: 'object',
    description: 'a dashboard as answered: may the session change it, the owner\'s email masked as other accounts\' emails are without member read (the session\'s own kept), the names of the roles it is shared with',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string', maxLength: 100 },
      owner: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      ownerName: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      builtIn: { type: 'boolean' },
      sharedRoles: {
        type: 'array',
        items: { type: 'integer', minimum: 0 },
        maxItems: 1000,
        default: [],
      },
      sharedRoleNames: {
        type: 'array',
        maxItems: 1000,
        items: { type: 'string', maxLength: 100 },
      },
      variables: {
        type: 'object',
        properties: {
          stores: {
            type: 'array',
            items: { type: 'string', maxLength: 64 },
            maxItems: 10000,
          },
          range: {
            type: 'object',
            description: 'A time range: from/to (ISO) or the last hours/days (\'1h\', \'24h\', \'7d\', \'30d\').',
            properties: {
              from: { type: 'string', format: 'date-time' },
              to: { type: 'string', format: 'date-time' },
              last: {
                type: 'string',
                enum: ['1h', '24h', '7d', '30d'],
              },
            },
          },
        },
        default: {
          stores: [],
          range: { last: '24h' },
        },
      },
      layouts: {
        type: 'object',
        properties: {
          lg: {
            type: 'array',
            items: {
              type: 'object',
              description: 'A react-grid-layout item: panel id, column, row, width, height.',
              properties: {
                i: { type: 'string', minLength: 1, maxLength: 64 },
                x: { type: 'integer', minimum: 0, maximum: 48 },
                y: { type: 'integer', minimum: 0, maximum: 1000 },
                w: { type: 'integer', minimum: 1, maximum: 48 },
                h: { type: 'integer', minimum: 1, maximum: 100 },
              },
              required: ['i', 'x', 'y', 'w', 'h'],
            },
            maxItems: 50,
          },
          sm: {
            type: 'array',
            items: {
              type: 'object',
              description: 'A react-grid-layout item: panel id, column, row, width, height.',
              properties: {
                i: { type: 'string', minLength: 1, maxLength: 64 },
                x: { type: 'integer', minimum: 0, maximum: 48 },
                y: { type: 'integer', minimum: 0, maximum: 1000 },
                w: { type: 'integer', minimum: 1, maximum: 48 },
                h: { type: 'integer', minimum: 1, maximum: 100 },
              },
              required: ['i', 'x', 'y', 'w', 'h'],
            },
            maxItems: 50,
          },
        },
        required: ['lg', 'sm'],
        default: { lg: [], sm: [] },
      },
      panels: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 64 },
            kind: {
              type: 'string',
              enum: ['number', 'doughnut', 'bar', 'line', 'table', 'map', 'spec', 'text', 'gauge'],
            },
            title: { type: 'string', maxLength: 200 },
            spec: {
              type: 'string',
              enum: [
                'updateRates',
                'serverStatus',
                'gatewayStatus',
                'tagStatus',
                'tagTypes',
                'firmwareVersions',
                'storeBars',
                'dailyUpdated',
                'alarmTable',
                'storeSummary',
              ],
            },
            query: {
              type: 'object',
              description: 'A StatsQuery (POST /stats/query): checked in full by the query compiler.',
              properties: {
                entity: { type: 'string', maxLength: 64 },
                measure: {
                  type: 'object',
                  properties: {
                    fn: {
                      type: 'string',
                      enum: ['count', 'countDistinct', 'sum', 'avg', 'min', 'max', 'percentile'],
                    },
                    field: { type: 'string', maxLength: 64 },
                    p: { type: 'number', minimum: 0, maximum: 1 },
                  },
                  required: ['fn'],
                },
                groupBy: {
                  type: 'array',
                  items: { type: 'string', maxLength: 64 },
                  description: '0 to 2 groupable fields',
                },
                bucket: {
                  type: 'object',
                  properties: {
                    field: { type: 'string', maxLength: 64 },
                    unit: {
                      type: 'string',
                      enum: ['hour', 'day', 'week'],
                    },
                  },
                  required: ['field', 'unit'],
                },
                filters: {
                  type: 'object',
                  description: 'filter field → value or list of values (the entity list\'s filters): an equality filter at most 10,000 values (as stores), a contains filter at most 20, each value at most 256 characters (server/stats/query/parse.ts)',
                  additionalProperties: true,
                },
                stores: {
                  type: 'array',
                  items: { type: 'string', maxLength: 64 },
                  maxItems: 10000,
                },
                from: { type: 'string', format: 'date-time' },
                to: { type: 'string', format: 'date-time' },
                sort: {
                  type: 'string',
                  enum: ['value-desc', 'value-asc', 'key'],
                },
                limit: { type: 'integer', minimum: 1, maximum: 1000 },
              },
              required: ['entity', 'measure'],
            },
            options: {
              type: 'object',
              properties: {
                unit: { type: 'string', maxLength: 32 },
                colors: {
                  type: 'array',
                  items: { type: 'string', maxLength: 32 },
                  maxItems: 32,
                },
                thresholds: {
                  type: 'array',
                  maxItems: 32,
                  items: {
                    type: 'object',
                    properties: {
                      value: { type: 'number' },
                      color: { type: 'string', maxLength: 32 },
                    },
                    required: ['value', 'color'],
                  },
                },
                stacked: { type: 'boolean' },
                markdown: {
                  type: 'string',
                  maxLength: 20000,
                  description: 'a text panel\'s content, Markdown (rendered without raw HTML)',
                },
                min: { type: 'number', description: 'a gauge\'s lowest value (default 0)' },
                max: {
                  type: 'number',
                  description: 'a gauge\'s highest value (default 100); its colour bands are the thresholds',
                },
                refreshSeconds: { type: 'integer', minimum: 10, maximum: 3600 },
                pinStores: {
                  type: 'array',
                  items: { type: 'string', maxLength: 64 },
                  maxItems: 10000,
                },
                pinRange: {
                  type: 'object',
                  description: 'A time range: from/to (ISO) or the last hours/days (\'1h\', \'24h\', \'7d\', \'30d\').',
                  properties: {
                    from: { type: 'string', format: 'date-time' },
                    to: { type: 'string', format: 'date-time' },
                    last: {
                      type: 'string',
                      enum: ['1h', '24h', '7d', '30d'],
                    },
                  },
                },
              },
              required: ['refreshSeconds'],
            },
            alert: {
              type: 'object',
              description: 'An alert rule on a number, bar or line panel: when the panel\'s value (number: its figure; bar: the highest bar above, the lowest below; line: the same over the last bucket) stays above/below threshold for forMinutes, the panel-alerts job raises PANEL THRESHOLD, and PANEL THRESHOLD CLEARED when it falls back (docs/api.md). Evaluated with the owner\'s role and stores.',
              properties: {
                enabled: { type: 'boolean' },
                comparison: {
                  type: 'string',
                  enum: ['above', 'below'],
                },
                threshold: { type: 'number' },
                forMinutes: { type: 'integer', minimum: 0, maximum: 1440 },
              },
              required: ['enabled', 'comparison', 'threshold', 'forMinutes'],
            },
          },
          required: ['id', 'kind', 'title', 'options'],
        },
        maxItems: 50,
        default: [],
      },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      editable: { type: 'boolean' },
    },
    required: ['id', 'name', 'owner', 'ownerName', 'builtIn', 'editable'],
  },
  {
    $id: 'DashboardName',
    type: 'object',
    description: 'the name of a new dashboard (none or blank: the original\'s, the starter\'s)',
    properties: {
      name: { type: 'string', maxLength: 1000 },
    },
  },
  {
    $id: 'StatsRow',
    type: 'object',
    description: 'one group\'s value: the groupBy fields\' values, in order, and the measure (null: no rows)',
    properties: {
      key: {
        type: 'array',
        maxItems: 16,
        items: {
          type: ['string', 'number', 'boolean', 'null'],
        },
      },
      value: {
        type: ['number', 'null'],
      },
    },
    required: ['key', 'value'],
  },
  {
    $id: 'StatsAnswer',
    type: 'object',
    description: 'the answer of POST /stats/query: one value per group key (the groupBy fields\' values, in order)',
    properties: {
      rows: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'StatsRow#' },
      },
      truncated: { type: 'boolean' },
      groupBy: {
        type: 'array',
        maxItems: 16,
        items: { type: 'string', maxLength: 64 },
      },
    },
    required: ['rows', 'truncated', 'groupBy'],
  },
  {
    $id: 'DashboardFigures',
    type: 'object',
    description: 'a panel\'s figures over the viewer\'s part of the stores asked, with the stores they cover (null: every store of the viewer)',
    properties: {
      rows: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'StatsRow#' },
      },
      truncated: { type: 'boolean' },
      groupBy: {
        type: 'array',
        maxItems: 16,
        items: { type: 'string', maxLength: 64 },
      },
      stores: {
        type: ['array', 'null'],
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
    },
    required: ['rows', 'truncated', 'groupBy', 'stores'],
  },
  {
    $id: 'CatalogueField',
    type: 'object',
    description: 'a field a panel may query (\'time\': a date-time column)',
    properties: {
      name: { type: 'string', maxLength: 64 },
      type: {
        type: 'string',
        enum: ['string', 'number', 'integer', 'boolean', 'time'],
      },
      groupable: { type: 'boolean' },
      measurable: { type: 'boolean' },
      filterable: { type: 'boolean' },
      filter: {
        type: 'string',
        enum: ['~', '=='],
      },
      label: { type: 'string', maxLength: 256 },
    },
    required: ['name', 'type', 'groupable', 'measurable', 'filterable', 'label'],
  },
  {
    $id: 'CatalogueEntity',
    type: 'object',
    description: 'an entity a panel may query (store: the field holding the store code, when the rows carry one)',
    properties: {
      entity: { type: 'string', maxLength: 64 },
      label: { type: 'string', maxLength: 256 },
      privilege: { type: 'string', maxLength: 64 },
      time: { type: 'string', maxLength: 64 },
      timeFields: {
        type: 'array',
        maxItems: 100,
        items: { type: 'string', maxLength: 64 },
      },
      store: { type: 'string', maxLength: 64 },
      fields: {
        type: 'array',
        maxItems: 1000,
        items: { $ref: 'CatalogueField#' },
      },
    },
    required: ['entity', 'label', 'privilege', 'time', 'timeFields', 'fields'],
  },
  {
    $id: 'ShareRole',
    type: 'object',
    description: 'a role a dashboard may be shared with: id and name only',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string', maxLength: 100 },
    },
    required: ['id', 'name'],
  },
  {
    $id: 'DashboardVersionRow',
    type: 'object',
    description: 'a saved version: who saved it (email masked as other accounts\' emails are without member read; null: deleted account) and when, the dashboard\'s name then',
    properties: {
      version: { type: 'integer', minimum: 1 },
      savedBy: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      savedByName: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      savedAt: { type: 'string', format: 'date-time' },
      name: { type: 'string', maxLength: 100 },
    },
    required: ['version', 'savedBy', 'savedByName', 'savedAt', 'name'],
  },
  {
    $id: 'DashboardVersion',
    type: 'object',
    description: 'a saved version with its full definition',
    properties: {
      version: { type: 'integer', minimum: 1 },
      savedBy: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      savedByName: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      savedAt: { type: 'string', format: 'date-time' },
      name: { type: 'string', maxLength: 100 },
      definition: { $ref: 'DashboardFile#' },
    },
    required: ['version', 'savedBy', 'savedByName', 'savedAt', 'name', 'definition'],
  },
  {
    $id: 'DashboardStarter',
    type: 'object',
    description: 'a starter dashboard of ordinary panels, to copy and edit',
    properties: {
      key: { type: 'string', maxLength: 64 },
      name: { type: 'string', maxLength: 100 },
      description: { type: 'string', maxLength: 1000 },
      definition: { $ref: 'DashboardFile#' },
    },
    required: ['key', 'name', 'description', 'definition'],
  },
  {
    $id: 'PanelAlertState',
    type: 'object',
    description: 'a panel\'s alert rule as the panel-alerts job last evaluated it (since, evaluatedAt null: not evaluated yet; error: why the last evaluation gave no value)',
    properties: {
      panelId: { type: 'string', maxLength: 64 },
      state: {
        type: 'string',
        enum: ['ok', 'pending', 'firing'],
      },
      since: {
        type: ['string', 'null'],
      },
      lastValue: {
        type: ['number', 'null'],
      },
      evaluatedAt: {
        type: ['string', 'null'],
      },
      error: {
        type: ['string', 'null'],
      },
    },
    required: ['panelId', 'state', 'since', 'lastValue', 'evaluatedAt', 'error'],
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
    $id: 'DeliveryLateRow',
    type: 'object',
    description: 'a failed or late update of a store\'s day',
    properties: {
      taskId: { type: 'integer' },
      tagId: { type: 'string', maxLength: 64 },
      storeCode: { type: 'string', maxLength: 64 },
      tagMac: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      gwMac: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      taskType: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      askedAt: { type: 'string', format: 'date-time' },
      takenAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      confirmedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      failedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      tries: {
        type: ['integer', 'null'],
      },
      cause: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      seconds: {
        type: ['number', 'null'],
      },
    },
    required: [
      'taskId',
      'tagId',
      'storeCode',
      'tagMac',
      'gwMac',
      'taskType',
      'askedAt',
      'takenAt',
      'confirmedAt',
      'failedAt',
      'tries',
      'cause',
      'seconds',
    ],
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
    $id: 'FamilyRecord',
    type: 'object',
    description: 'a family of a store as the lookups answer it (absent values null)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      fmPrCode: { type: 'string', maxLength: 64 },
      prCodeList: {
        type: 'array',
        maxItems: 64,
        items: { type: 'string', maxLength: 64 },
      },
      layoutId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      nfc: {
        type: ['string', 'null'],
        maxLength: 500,
      },
      updatedAt: {
        type: ['string', 'null'],
      },
    },
    required: ['storeCode', 'fmPrCode', 'prCodeList', 'layoutId', 'nfc', 'updatedAt'],
  },
  {
    $id: 'FamilySaveAnswer',
    type: 'object',
    description: 'the outcome of a family save or import (server/routes/product/family/saveFamilies.ts)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      saved: { type: 'integer', minimum: 0 },
      created: { type: 'integer', minimum: 0 },
      updated: { type: 'integer', minimum: 0 },
      unchanged: { type: 'integer', minimum: 0 },
      taskIds: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'integer' },
      },
      tagCount: { type: 'integer', minimum: 0 },
    },
    required: ['storeCode', 'saved', 'created', 'updated', 'unchanged', 'taskIds', 'tagCount'],
  },
  {
    $id: 'FamilyImportAnswer',
    type: 'object',
    description: 'a family import\'s outcome: the saved families and the rows refused (each reason in English and by key)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      saved: { type: 'integer', minimum: 0 },
      created: { type: 'integer', minimum: 0 },
      updated: { type: 'integer', minimum: 0 },
      unchanged: { type: 'integer', minimum: 0 },
      taskIds: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'integer' },
      },
      tagCount: { type: 'integer', minimum: 0 },
      fileName: { type: 'string', maxLength: 255 },
      invalid: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer' },
            reason: { type: 'string', maxLength: 4096 },
            reasonKey: { type: 'string', maxLength: 256 },
          },
          required: ['line', 'reason', 'reasonKey'],
        },
      },
    },
    required: [
      'storeCode',
      'saved',
      'created',
      'updated',
      'unchanged',
      'taskIds',
      'tagCount',
      'fileName',
      'invalid',
    ],
  },
  {
    $id: 'FamilyImportRefusal',
    type: 'object',
    description: '400 of an import: the error, and when no row is valid, the refused rows',
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
      invalid: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer' },
            reason: { type: 'string', maxLength: 4096 },
            reasonKey: { type: 'string', maxLength: 256 },
          },
          required: ['line', 'reason', 'reasonKey'],
        },
      },
    },
    required: ['message', 'messageKey'],
  },
  {
    $id: 'FamilyDeleteAnswer',
    type: 'object',
    description: 'the families deleted and how many tags still carry their codes (left as they are)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      deleted: { type: 'integer', minimum: 0 },
      fmPrCodeList: {
        type: 'array',
        maxItems: 20000,
        items: { type: 'string' },
      },
      tagCount: { type: 'integer', minimum: 0 },
    },
    required: ['storeCode', 'deleted', 'fmPrCodeList', 'tagCount'],
  },
  {
    $id: 'FamilyRow',
    type: 'object',
    description: 'a row of the family tables (storeName in the shared list)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: {
        type: ['string', 'null'],
      },
      fmPrCode: { type: 'string', maxLength: 64 },
      prCodeList: {
        type: 'array',
        maxItems: 64,
        items: { type: 'string', maxLength: 64 },
      },
      layoutId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      nfc: {
        type: ['string', 'null'],
        maxLength: 500,
      },
      updatedAt: {
        type: ['string', 'null'],
      },
    },
    required: ['storeCode', 'fmPrCode', 'prCodeList', 'layoutId', 'nfc', 'updatedAt'],
  },
  {
    $id: 'GatewayRow',
    type: 'object',
    description: 'a gateway as the store status reads it: every field of the gateway (null where unset)',
    properties: {
      gwMac: { type: 'string', maxLength: 32 },
      storeCode: { type: 'string', maxLength: 64 },
      gwIndex: {
        type: ['integer', 'null'],
        minimum: 0,
      },
      channelGroupIndex: {
        type: ['integer', 'null'],
        minimum: 0,
      },
      tagCount: {
        type: ['integer', 'null'],
        default: 0,
        readOnly: true,
      },
      ip: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      alternateIp: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      netmask: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      defaultGateway: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      dns: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      eslServerPort: {
        type: ['integer', 'null'],
      },
      dataChannel: {
        type: ['integer', 'null'],
        minimum: 11,
        maximum: 31,
        default: 11,
      },
      eventChannel: {
        type: ['integer', 'null'],
        minimum: 11,
        maximum: 31,
        default: 26,
      },
      gmpVersion: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      grmVersion: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      status: {
        type: ['string', 'null'],
        enum: ['NORMAL', 'OFFLINE', 'ALARM', null],
      },
      upLink: {
        type: ['string', 'null'],
        enum: ['OK', 'NG', null],
      },
      downLink: {
        type: ['string', 'null'],
        enum: ['OK', 'NG', null],
      },
      timeSync: {
        type: ['boolean', 'null'],
        default: true,
      },
      diskUsage: {
        type: ['number', 'null'],
      },
      ramUsage: {
        type: ['number', 'null'],
      },
      serviceStatusList: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            status: { type: 'string' },
          },
        },
      },
      lastStatusTime: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      kind: {
        description: 'what the gateway is: \'sim\' a simulated gateway, \'oepl\' an OpenEPaperLink access point the server polls at its address (issue 27 §3)',
        type: ['string', 'null'],
        enum: ['sim', 'oepl', null],
        default: 'sim',
      },
      address: {
        description: 'an OpenEPaperLink access point\'s host[:port] on the store\'s network (kind \'oepl\')',
        type: ['string', 'null'],
        maxLength: 200,
      },
    },
    required: [
      'gwMac',
      'storeCode',
      'gwIndex',
      'channelGroupIndex',
      'tagCount',
      'ip',
      'alternateIp',
      'netmask',
      'defaultGateway',
      'dns',
      'eslServerPort',
      'dataChannel',
      'eventChannel',
      'gmpVersion',
      'grmVersion',
      'status',
      'upLink',
      'downLink',
      'timeSync',
      'diskUsage',
      'ramUsage',
      'serviceStatusList',
      'lastStatusTime',
      'updatedAt',
      'kind',
      'address',
    ],
  },
  {
    $id: 'GatewayConfig',
    type: 'object',
    description: 'a gateway\'s configuration: its MAC, status and the fields of x-forms.config (null where unset; a field added to the form comes too)',
    properties: {
      gwMac: { type: 'string', maxLength: 32 },
      status: {
        type: ['string', 'null'],
        enum: ['NORMAL', 'OFFLINE', 'ALARM', null],
      },
      gwIndex: {
        type: ['integer', 'null'],
        minimum: 0,
      },
      channelGroupIndex: {
        type: ['integer', 'null'],
        minimum: 0,
      },
      ip: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      netmask: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      defaultGateway: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      dns: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      eslServerPort: {
        type: ['integer', 'null'],
      },
      dataChannel: {
        type: ['integer', 'null'],
        minimum: 11,
        maximum: 31,
        default: 11,
      },
      eventChannel: {
        type: ['integer', 'null'],
        minimum: 11,
        maximum: 31,
        default: 26,
      },
    },
    required: [
      'gwMac',
      'status',
      'gwIndex',
      'channelGroupIndex',
      'ip',
      'netmask',
      'defaultGateway',
      'dns',
      'eslServerPort',
      'dataChannel',
      'eventChannel',
    ],
    additionalProperties: true,
  },
  {
    $id: 'GatewayConfigInput',
    type: 'object',
    description: 'a gateway configuration: the fields of x-forms.config, checked by its generated validator (the console\'s rules and messages; other fields dropped)',
    additionalProperties: true,
  },
  {
    $id: 'GatewayConfigRow',
    type: 'object',
    description: 'one gateway of an edit all: its MAC and the fields of x-forms.config (checked by its generated validator)',
    properties: {
      gwMac: { type: 'string', maxLength: 32, minLength: 1, 'x-message': 'validation.invalidValue' },
    },
    required: ['gwMac'],
  },
  {
    $id: 'GatewayConfigList',
    type: 'object',
    description: 'edit all: the store\'s gateways to configure (every row is checked before anything is written)',
    properties: {
      gwList: {
        type: 'array',
        maxItems: 10000,
        items: { $ref: 'GatewayConfigRow#' },
        'x-message': 'validation.invalidValue',
      },
    },
    required: ['gwList'],
  },
  {
    $id: 'GatewayUpdateAll',
    type: 'object',
    description: 'edit all: the MACs configured (gwOK) and not (gwNG: offline or not a gateway of the store), why each was not, in English (messages) and by key (reasons)',
    properties: {
      gwOK: {
        type: 'array',
        maxItems: 10000,
        items: { type: 'string', maxLength: 32 },
      },
      gwNG: {
        type: 'array',
        maxItems: 10000,
        items: { type: 'string', maxLength: 32 },
      },
      messages: {
        type: 'object',
        additionalProperties: { type: 'string', maxLength: 4096 },
      },
      reasons: {
        type: 'object',
        additionalProperties: { $ref: 'MessageAnswer#' },
      },
    },
    required: ['gwOK', 'gwNG', 'messages', 'reasons'],
  },
  {
    $id: 'StoreGateways',
    type: 'object',
    description: 'a store\'s gateway configurations, and whether its outband allows channels 27 to 31',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      outbandEnable: { type: 'boolean' },
      data: {
        type: 'array',
        maxItems: 10000,
        items: { $ref: 'GatewayConfig#' },
      },
    },
    required: ['storeCode', 'outbandEnable', 'data'],
  },
  {
    $id: 'StoreWithGateways',
    type: 'object',
    description: 'a store summary (store.schema.json storeSummary\'s fields: an answer is checked closed, so they are named here, not composed) with its gateways (objList)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: { type: 'string', maxLength: 200 },
      position: {
        type: ['object', 'null'],
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
        required: ['latitude', 'longitude'],
      },
      status: {
        type: 'string',
        enum: ['NORMAL', 'OFFLINE', 'ALARM'],
        default: 'NORMAL',
        readOnly: true,
      },
      gwCount: { type: 'integer', minimum: 0 },
      normal: { type: 'integer', minimum: 0 },
      offline: { type: 'integer', minimum: 0 },
      alarm: { type: 'integer', minimum: 0 },
      enableTagStatusCheck: { type: 'boolean' },
      objList: {
        type: 'array',
        maxItems: 10000,
        items: { $ref: 'GatewayRow#' },
      },
    },
    required: [
      'storeCode',
      'storeName',
      'position',
      'status',
      'gwCount',
      'normal',
      'offline',
      'alarm',
      'enableTagStatusCheck',
      'objList',
    ],
  },
  {
    $id: 'LinkCheck',
    type: 'object',
    description: 'whether the server reaches the gateway',
    properties: {
      success: { type: 'boolean' },
    },
    required: ['success'],
  },
  {
    $id: 'OeplAddress',
    type: 'object',
    description: 'an OpenEPaperLink access point\'s host[:port] (checked by domain/oeplAddress.ts: the spec\'s messages)',
    properties: {
      address: { type: 'string', maxLength: 1000, 'x-message': 'validation.oeplAddressRequired' },
    },
  },
  {
    $id: 'OeplRegistered',
    type: 'object',
    description: 'the access point registered and polled once (status and tags written); error and errorKey: why the first poll failed, in two words only (unreachable or not an access point)',
    properties: {
      gwMac: { type: 'string', maxLength: 32 },
      storeCode: { type: 'string', maxLength: 64 },
      kind: { type: 'string', const: 'oepl' },
      address: {
        description: 'an OpenEPaperLink access point\'s host[:port] on the store\'s network (kind \'oepl\')',
        type: 'string',
        maxLength: 200,
      },
      status: {
        type: ['string', 'null'],
        enum: ['NORMAL', 'OFFLINE', 'ALARM', null],
      },
      tagCount: { type: 'integer', minimum: 0 },
      tags: { type: 'integer', minimum: 0 },
      error: { type: 'string', maxLength: 4096 },
      errorKey: { type: 'string', maxLength: 256 },
    },
    required: ['gwMac', 'storeCode', 'kind', 'address', 'status', 'tagCount', 'tags'],
  },
  {
    $id: 'OeplUnregistered',
    type: 'object',
    description: 'the access point removed: how many of its tags stay in the store\'s list, MISSING',
    properties: {
      gwMac: { type: 'string', maxLength: 32 },
      tags: { type: 'integer', minimum: 0 },
    },
    required: ['gwMac', 'tags'],
  },
  {
    $id: 'GatewaySystemStatus',
    type: 'object',
    description: 'a gateway\'s memory, ramdisk and log-disk percents now, and its samples of the window',
    properties: {
      gwMac: { type: 'string', maxLength: 32 },
      status: {
        type: ['string', 'null'],
        enum: ['NORMAL', 'OFFLINE', 'ALARM', null],
      },
      memory: {
        type: ['number', 'null'],
      },
      ramdisk: {
        type: ['number', 'null'],
      },
      logDisk: {
        type: ['number', 'null'],
      },
      data: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            time: { type: 'string', maxLength: 64 },
            memory: { type: 'number' },
            ramdisk: {
              type: ['number', 'null'],
            },
            logDisk: {
              type: ['number', 'null'],
            },
          },
          required: ['time', 'memory', 'ramdisk', 'logDisk'],
        },
      },
    },
    required: ['gwMac', 'status', 'memory', 'ramdisk', 'logDisk', 'data'],
  },
  {
    $id: 'TimeWindow',
    type: 'object',
    description: 'a time window: start and end, epoch seconds (checked at the edge: start before end)',
    properties: {
      start: { type: 'integer', minimum: -62135596800, maximum: 253402300799 },
      end: { type: 'integer', minimum: -62135596800, maximum: 253402300799 },
    },
  },
  {
    $id: 'PredefinedCount',
    type: 'object',
    description: 'how many predefined rows were written',
    properties: {
      count: { type: 'integer', minimum: 0 },
    },
    required: ['count'],
  },
  {
    $id: 'PredefinedSearchQuery',
    type: 'object',
    description: 'the table conventions in the query string of a GET search: start, length, order=<column>:<dir>, filter_<field>, condition_<field>',
    properties: {
      start: {
        type: 'integer',
        description: '0 to 2147483647 (checked by the table conventions: their message)',
      },
      length: {
        type: 'integer',
        description: '-1 = every row; -1 to 2147483647 (checked by the table conventions: their message)',
      },
      order: { type: 'string', maxLength: 256, description: '<column>:<dir>, e.g. gwMac:desc' },
    },
    patternProperties: {
      '^(filter|condition)_': { type: 'string', maxLength: 256 },
    },
  },
  {
    $id: 'PredefinedRow',
    type: 'object',
    description: 'a predefined gateway configuration as stored',
    properties: {
      gwMac: { type: 'string', maxLength: 32 },
      storeCode: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      gwIndex: {
        type: ['integer', 'null'],
      },
      channelGroupIndex: {
        type: ['integer', 'null'],
      },
      ip: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      netmask: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      defaultGateway: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      dns: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      eslServerPort: {
        type: ['integer', 'null'],
      },
      dataChannel: {
        type: ['integer', 'null'],
      },
      eventChannel: {
        type: ['integer', 'null'],
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: [
      'gwMac',
      'storeCode',
      'gwIndex',
      'channelGroupIndex',
      'ip',
      'netmask',
      'defaultGateway',
      'dns',
      'eslServerPort',
      'dataChannel',
      'eventChannel',
      'updatedAt',
    ],
  },
  {
    $id: 'IdentityProviderRow',
    type: 'object',
    description: 'a provider as role 0 reads it: never its secret, only whether one is set',
    properties: {
      id: { type: 'integer', readOnly: true },
      name: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        description: 'the name the login page shows (Sign in with <name>)',
      },
      hasClientSecret: { type: 'boolean' },
      redirectUri: { type: 'string', description: 'the redirect URI to register at the provider' },
      issuer: {
        type: ['string', 'null'],
        minLength: 8,
        maxLength: 2048,
        pattern: '^https?://',
        description: 'the issuer URL; its /.well-known/openid-configuration is read through the one way out',
      },
      clientId: {
        type: ['string', 'null'],
        minLength: 1,
        maxLength: 512,
      },
      scopes: {
        type: ['string', 'null'],
        minLength: 6,
        maxLength: 500,
        pattern: '(^| )openid( |$)',
        default: 'openid email profile',
      },
      emailClaim: {
        type: ['string', 'null'],
        minLength: 1,
        maxLength: 100,
        default: 'email',
      },
      rules: {
        type: ['array', 'null'],
        maxItems: 100,
        items: {
          type: 'object',
          description: 'a claim mapping rule: when the ID token\'s claim (a string, or a list holding it) equals value (\'*\': any value), the account gets this role and these stores',
          additionalProperties: false,
          properties: {
            claim: { type: 'string', minLength: 1, maxLength: 100 },
            value: { type: 'string', minLength: 1, maxLength: 500 },
            role_id: { type: 'integer', minimum: 0 },
            store: {
              type: 'array',
              maxItems: 10000,
              items: { type: 'string', minLength: 1, maxLength: 64 },
            },
            enableWholeStore: { type: 'boolean' },
          },
          required: ['claim', 'value', 'role_id'],
        },
        default: [],
      },
      createUnknown: {
        type: ['boolean', 'null'],
        default: false,
        description: 'a person with no account is created at the first sign-in (with the mapped role); false: refused',
      },
      enabled: {
        type: ['boolean', 'null'],
        default: true,
      },
      createdAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
        readOnly: true,
      },
    },
    required: ['id', 'name', 'hasClientSecret', 'redirectUri'],
  },
  {
    $id: 'IdentityProviderInput',
    type: 'object',
    description: 'a provider as role 0 writes it; clientSecret absent or empty keeps the stored one, null removes it',
    additionalProperties: false,
    properties: {
      name: {
        type: 'string',
        minLength: 1,
        maxLength: 100,
        description: 'the name the login page shows (Sign in with <name>)',
      },
      issuer: {
        type: 'string',
        minLength: 8,
        maxLength: 2048,
        pattern: '^https?://',
        description: 'the issuer URL; its /.well-known/openid-configuration is read through the one way out',
      },
      clientId: { type: 'string', minLength: 1, maxLength: 512 },
      clientSecret: {
        type: ['string', 'null'],
        maxLength: 2048,
        writeOnly: true,
      },
      scopes: {
        type: 'string',
        minLength: 6,
        maxLength: 500,
        pattern: '(^| )openid( |$)',
        default: 'openid email profile',
      },
      emailClaim: { type: 'string', minLength: 1, maxLength: 100, default: 'email' },
      rules: {
        type: 'array',
        maxItems: 100,
        items: {
          type: 'object',
          description: 'a claim mapping rule: when the ID token\'s claim (a string, or a list holding it) equals value (\'*\': any value), the account gets this role and these stores',
          additionalProperties: false,
          properties: {
            claim: { type: 'string', minLength: 1, maxLength: 100 },
            value: { type: 'string', minLength: 1, maxLength: 500 },
            role_id: { type: 'integer', minimum: 0 },
            store: {
              type: 'array',
              maxItems: 10000,
              items: { type: 'string', minLength: 1, maxLength: 64 },
            },
            enableWholeStore: { type: 'boolean' },
          },
          required: ['claim', 'value', 'role_id'],
        },
        default: [],
      },
      createUnknown: { type: 'boolean' },
      enabled: { type: 'boolean' },
    },
    required: ['name', 'issuer', 'clientId'],
  },
  {
    $id: 'SsoProviderChoice',
    type: 'object',
    description: 'an enabled provider as the login page offers it',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
    },
    required: ['id', 'name'],
  },
  {
    $id: 'SsoExchange',
    type: 'object',
    additionalProperties: false,
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 200 },
    },
    required: ['code'],
  },
  {
    $id: 'LayoutName',
    type: 'object',
    description: 'a label layout by name (layout pickers)',
    properties: {
      layoutId: { type: 'string', maxLength: 64 },
      name: { type: 'string', maxLength: 200 },
      family: {
        type: 'string',
        description: 'the label sizes it was drawn for: small (1.54 to 2.13 inch), medium (2.66 to 2.90), large (3.10 to 4.20), xlarge (5.65 and up)',
        enum: ['small', 'medium', 'large', 'xlarge'],
      },
      kind: {
        type: 'string',
        description: 'standard shelf label, promotion label, or freezer label (high contrast, large digits)',
        enum: ['standard', 'promotion', 'freezer'],
      },
      pages: { type: 'integer', minimum: 0, description: 'how many pages it has' },
    },
    required: ['layoutId', 'name', 'family', 'kind', 'pages'],
  },
  {
    $id: 'PaperLayoutName',
    type: 'object',
    description: 'a paper template of the print editor (sizes in millimetres)',
    properties: {
      id: { type: 'string', maxLength: 64 },
      name: { type: 'string', maxLength: 200 },
      perPage: { type: 'integer', minimum: 1 },
      page: {
        type: 'object',
        properties: {
          width: { type: 'number' },
          height: { type: 'number' },
        },
        required: ['width', 'height'],
      },
      label: {
        type: 'object',
        properties: {
          width: { type: 'number' },
          height: { type: 'number' },
        },
        required: ['width', 'height'],
      },
    },
    required: ['id', 'name', 'perPage', 'page', 'label'],
  },
  {
    $id: 'PaperLayoutNames',
    type: 'object',
    description: 'the paper templates of the print editor',
    properties: {
      data: {
        type: 'array',
        maxItems: 1000,
        items: { $ref: 'PaperLayoutName#' },
      },
    },
    required: ['data'],
  },
  {
    $id: 'LoginHistoryRow',
    type: 'object',
    description: 'a login history row as its table holds it (every column but id may be null; the server writes them all)',
    properties: {
      id: { type: 'integer' },
      ip: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      type: {
        type: ['integer', 'null'],
        enum: [0, 1, null],
      },
      email: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      success: {
        type: ['boolean', 'null'],
      },
      locked: {
        type: ['boolean', 'null'],
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: ['id', 'ip', 'type', 'email', 'success', 'locked', 'updatedAt'],
  },
  {
    $id: 'MailOutboxRow',
    type: 'object',
    description: 'a mail of the outbox as its table lists it (without its text and its claim)',
    properties: {
      id: { type: 'integer', readOnly: true },
      to: { type: 'string' },
      subject: { type: 'string' },
      alarmType: {
        type: ['string', 'null'],
      },
      status: {
        default: 'pending',
        type: 'string',
        enum: ['pending', 'sending', 'sent', 'failed'],
      },
      attempts: { default: 0, type: 'integer' },
      createdAt: { type: 'string', format: 'date-time' },
      sentAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      nextAttemptAt: { type: 'string', format: 'date-time' },
      error: {
        type: ['string', 'null'],
      },
    },
    required: [
      'id',
      'to',
      'subject',
      'alarmType',
      'status',
      'attempts',
      'createdAt',
      'sentAt',
      'nextAttemptAt',
      'error',
    ],
  },
  {
    $id: 'PaperStoreSummary',
    type: 'object',
    description: 'a store of the paper map: its paper task counters and printer status',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: { type: 'string', maxLength: 200 },
      position: {
        type: ['object', 'null'],
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
        required: ['latitude', 'longitude'],
      },
      totalTaskCount: { type: 'integer', minimum: 0 },
      totalCompleteCount: { type: 'integer', minimum: 0 },
      todayTaskCount: { type: 'integer', minimum: 0 },
      todayCompleteCount: { type: 'integer', minimum: 0 },
      status: {
        type: 'string',
        enum: ['NORMAL', 'ALARM', 'OFFLINE'],
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: [
      'storeCode',
      'storeName',
      'position',
      'totalTaskCount',
      'totalCompleteCount',
      'todayTaskCount',
      'todayCompleteCount',
      'status',
      'updatedAt',
    ],
  },
  {
    $id: 'PaperStoreSummaries',
    type: 'object',
    description: 'the paper summaries of the session\'s stores',
    properties: {
      data: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'PaperStoreSummary#' },
      },
    },
    required: ['data'],
  },
  {
    $id: 'PaperTaskAnswer',
    type: 'object',
    description: 'a paper task as the store\'s task list and detail show it',
    properties: {
      _id: { type: 'integer' },
      storeCode: { type: 'string', maxLength: 64 },
      taskDes: { type: 'string', maxLength: 255 },
      total: { type: 'integer' },
      complete: { type: 'integer' },
      progress: { type: 'integer' },
      updatedAt: { type: 'string', format: 'date-time' },
      uploadId: {
        type: ['integer', 'null'],
      },
      createdAt: { type: 'string', format: 'date-time' },
    },
    required: [
      '_id',
      'storeCode',
      'taskDes',
      'total',
      'complete',
      'progress',
      'updatedAt',
      'uploadId',
      'createdAt',
    ],
  },
  {
    $id: 'PaperTaskLabel',
    type: 'object',
    description: 'a label of a paper task with its derived result',
    properties: {
      rowNo: { type: 'integer' },
      prCode: { type: 'string', maxLength: 64 },
      prInfo: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 4096 },
      },
      printerIp: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      printerName: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      resultCode: {
        type: ['integer', 'null'],
      },
      resultMsg: {
        type: ['string', 'null'],
        maxLength: 4096,
      },
      printedTime: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      updatedAt: { type: 'string', format: 'date-time' },
      result: {
        type: 'string',
        enum: ['NONE', 'SUCCESS', 'FAIL'],
      },
    },
    required: [
      'rowNo',
      'prCode',
      'prInfo',
      'printerIp',
      'printerName',
      'resultCode',
      'resultMsg',
      'printedTime',
      'updatedAt',
      'result',
    ],
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
    $id: 'PaperUploadListRow',
    type: 'object',
    description: 'a paper upload of the history (without its error lines)',
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
      count: { type: 'integer' },
      errorCount: { type: 'integer' },
      parser: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      received: { type: 'string', format: 'date-time' },
      finished: {
        type: ['string', 'null'],
        format: 'date-time',
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
      'parser',
      'received',
      'finished',
      'createdBy',
    ],
  },
  {
    $id: 'PlusDeviceSlot',
    type: 'object',
    description: 'a product on a device: its slot index and code',
    properties: {
      index: { type: 'integer', minimum: 0 },
      prCode: { type: 'string', maxLength: 1024 },
    },
    required: ['index', 'prCode'],
  },
  {
    $id: 'PlusDeviceNetwork',
    type: 'object',
    description: 'a network a device reports',
    properties: {
      type: { type: 'string', maxLength: 64 },
      ssid: { type: 'string', maxLength: 256 },
      ip: { type: 'string', maxLength: 64 },
      rssi: { type: 'number' },
    },
  },
  {
    $id: 'PlusDeviceRow',
    type: 'object',
    description: 'a device as the API answers it: its row, _id (the mac) and whether it flashes now (a setting added to x-forms.config, a column of the table, is answered too: additionalProperties)',
    properties: {
      _id: { type: 'string', maxLength: 64, description: 'the MAC' },
      storeCode: { type: 'string', maxLength: 64 },
      mac: { type: 'string', maxLength: 64 },
      name: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      model: { type: 'string', maxLength: 32 },
      ver: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      template: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      status: { type: 'string', maxLength: 16 },
      recvTime: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      showIdx: {
        type: ['integer', 'null'],
      },
      mode: {
        type: ['integer', 'null'],
      },
      infoViewDuration: {
        type: ['integer', 'null'],
      },
      volume: {
        type: ['integer', 'null'],
      },
      maxVolume: {
        type: ['integer', 'null'],
      },
      brightness: {
        type: ['integer', 'null'],
      },
      tz: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      networks: {
        type: ['array', 'null'],
        maxItems: 1000,
        items: { $ref: 'PlusDeviceNetwork#' },
      },
      screenWidth: {
        type: ['integer', 'null'],
      },
      screenHeight: {
        type: ['integer', 'null'],
      },
      products: {
        type: ['array', 'null'],
        maxItems: 100000,
        items: { $ref: 'PlusDeviceSlot#' },
      },
      show: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'object', additionalProperties: true },
      },
      reportedShow: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'object', additionalProperties: true },
      },
      syncedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      blinkUntil: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      updatedAt: { type: 'string', format: 'date-time' },
      blinking: { type: 'boolean', description: 'it flashes now (blinkProduct)' },
    },
    required: ['_id', 'storeCode', 'mac', 'model', 'status', 'updatedAt', 'blinking'],
    additionalProperties: true,
  },
  {
    $id: 'PlusDeviceShowView',
    type: 'object',
    description: 'a device\'s show: what it is given (template: null = custom) and what it reports, with the slide it shows now',
    properties: {
      mac: { type: 'string', maxLength: 64 },
      name: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      model: { type: 'string', maxLength: 32 },
      status: { type: 'string', maxLength: 16 },
      template: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      custom: { type: 'boolean', description: 'no template (its own show)' },
      size: {
        type: ['string', 'null'],
        enum: ['23.1', '35.4', null],
        description: 'the template size of its screen (null: none fits)',
      },
      screenWidth: { type: 'integer' },
      screenHeight: { type: 'integer' },
      show: {
        type: 'array',
        maxItems: 10000,
        items: { type: 'object', additionalProperties: true },
      },
      reportedShow: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'object', additionalProperties: true },
      },
      syncedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      synced: { type: 'boolean' },
      showIdx: {
        type: ['integer', 'null'],
      },
      slide: {
        type: ['integer', 'null'],
        description: 'the slide it shows now',
      },
    },
    required: [
      'mac',
      'name',
      'model',
      'status',
      'template',
      'custom',
      'size',
      'screenWidth',
      'screenHeight',
      'show',
      'reportedShow',
      'syncedAt',
      'synced',
      'showIdx',
      'slide',
    ],
  },
  {
    $id: 'PlusDeviceShowBody',
    type: 'object',
    description: 'a device\'s own show',
    properties: {
      screenWidth: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 10000,
        'x-message': 'validation.invalidValue',
        description: 'the screen the show was made for (another than the device\'s: 400)',
      },
      screenHeight: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 10000,
        'x-message': 'validation.invalidValue',
      },
      show: {
        type: 'array',
        maxItems: 10000,
        items: {},
        'x-message': 'validation.invalidValue',
        description: 'the slides (checked by the handler: a problem names itself)',
      },
    },
    required: ['show'],
  },
  {
    $id: 'PlusTemplateApply',
    type: 'object',
    description: 'apply a template to devices',
    properties: {
      template: {
        type: ['string', 'null'],
        maxLength: 64,
        'x-message': 'validation.invalidValue',
        description: 'the template (\'\' or null: none, the show cleared)',
      },
      macList: {
        anyOf: [
          { type: 'string', const: 'all', 'x-message': 'validation.invalidValue' },
          {
            type: 'array',
            maxItems: 10000,
            items: { type: 'string', maxLength: 32, 'x-message': 'validation.invalidValue' },
            'x-message': 'validation.invalidValue',
            description: 'the MACs (none: 400)',
          },
        ],
        'x-message': 'validation.invalidValue',
        description: 'the devices\' MACs, or all',
      },
      flag: {
        type: 'integer',
        enum: [0, 1],
        'x-message': 'validation.invalidValue',
        description: '0: devices already following it keep their show',
      },
    },
    required: ['macList'],
  },
  {
    $id: 'PlusTemplateApplied',
    type: 'object',
    description: 'the devices given the template\'s show',
    properties: {
      template: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      count: { type: 'integer', minimum: 0 },
      macList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
    },
    required: ['template', 'count', 'macList'],
  },
  {
    $id: 'PlusTemplateMisfit',
    type: 'object',
    description: 'a refusal of a template: its size does not fit these devices',
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
      devices: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
        description: 'the devices whose screen the template does not fit',
      },
    },
    required: ['message', 'messageKey'],
  },
  {
    $id: 'PlusDevicesMissing',
    type: 'object',
    description: 'an unknown store, template or devices',
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
      missing: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
        description: 'the MACs the store does not have',
      },
    },
    required: ['message', 'messageKey'],
  },
  {
    $id: 'PlusDeviceConfigBody',
    type: 'object',
    description: 'a device\'s settings (x-forms.config; null or absent: unchanged)',
    properties: {
      storeCode: { type: 'string', maxLength: 1024, 'x-message': 'validation.selectStore' },
      mac: {
        type: 'string',
        maxLength: 1024,
        'x-message': 'app.serverMessages.plusDeviceId',
        description: 'the device\'s MAC (no index digits)',
      },
      name: {
        type: ['string', 'null'],
        maxLength: 1024,
        description: 'checked by the handler (x-forms.config)',
      },
      tz: {
        type: ['string', 'null'],
        maxLength: 1024,
        description: 'an IANA zone',
      },
      volume: {
        type: ['number', 'null'],
        description: '0 to the device\'s maxVolume',
      },
      brightness: {
        type: ['number', 'null'],
        description: '0 to 255',
      },
    },
    required: ['storeCode', 'mac'],
  },
  {
    $id: 'PlusDeviceProducts',
    type: 'object',
    description: 'products for devices (a mac with index digits: one slot; deassign ignores product)',
    properties: {
      storeCode: { type: 'string', maxLength: 1024, 'x-message': 'validation.selectStore' },
      devList: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            mac: {
              type: 'string',
              maxLength: 1024,
              'x-message': 'app.serverMessages.plusDeviceId',
              description: 'a MAC, with index digits for one slot',
            },
            product: {
              anyOf: [
                { type: 'string', maxLength: 1024 },
                {
                  type: 'array',
                  maxItems: 10000,
                  items: { type: 'string', maxLength: 1024 },
                },
              ],
              description: 'a product code, or the codes of the slots in order',
            },
          },
          required: ['mac'],
        },
        description: 'the devices (at most 10,000; none: 400)',
      },
    },
    required: ['storeCode'],
  },
  {
    $id: 'PlusDeviceProductLists',
    type: 'object',
    description: 'the devices\' product lists now',
    properties: {
      data: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            mac: { type: 'string', maxLength: 64 },
            products: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'PlusDeviceSlot#' },
            },
          },
          required: ['mac', 'products'],
        },
      },
    },
    required: ['data'],
  },
  {
    $id: 'PlusDeviceFound',
    type: 'object',
    description: 'the devices whose MAC, name or product code holds the term, and the product codes holding it',
    properties: {
      devList: {
        type: 'array',
        maxItems: 1000,
        items: { $ref: 'PlusDeviceRow#' },
      },
      prCodeList: {
        type: 'array',
        maxItems: 1000,
        items: { type: 'string', maxLength: 1024 },
      },
    },
    required: ['devList', 'prCodeList'],
  },
  {
    $id: 'PlusDevicesDone',
    type: 'object',
    description: 'the devices an action reached',
    properties: {
      macList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
      count: { type: 'integer', minimum: 0 },
    },
    required: ['macList', 'count'],
  },
  {
    $id: 'PlusMediaRow',
    type: 'object',
    description: 'a signage media file as stored',
    properties: {
      _id: { type: 'integer' },
      storeCode: { type: 'string', maxLength: 64 },
      type: {
        type: 'string',
        enum: ['image', 'video', 'widget'],
      },
      id: { type: 'integer', minimum: 1 },
      name: { type: 'string', maxLength: 255 },
      contentType: {
        type: ['string', 'null'],
        maxLength: 128,
      },
      size: { type: 'integer', minimum: 0 },
      width: {
        type: ['integer', 'null'],
      },
      height: {
        type: ['integer', 'null'],
      },
      thumbnail: {
        type: ['boolean', 'null'],
      },
      sha256: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      createdBy: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['_id', 'storeCode', 'type', 'id', 'name', 'size', 'updatedAt'],
  },
  {
    $id: 'PlusMediaFiles',
    type: 'object',
    description: 'a media upload (multipart)',
    properties: {
      meta: {
        type: 'string',
        maxLength: 100000,
        description: 'JSON: [{ width, height }] of the files in order',
      },
      files: {
        type: 'array',
        maxItems: 10,
        items: { type: 'string', format: 'binary' },
        description: 'the files (field file or files; 1 when replacing)',
      },
      thumbnail: {
        type: 'array',
        maxItems: 10,
        items: { type: 'string', format: 'binary' },
        description: 'video thumbnails, in order',
      },
    },
    required: ['files'],
  },
  {
    $id: 'PlusMediaInUse',
    type: 'object',
    description: 'a refusal while templates or devices use the media file',
    properties: {
      message: { type: 'string', maxLength: 4096 },
      messageKey: { type: 'string', maxLength: 256 },
      messageArgs: {
        type: 'object',
        additionalProperties: {
          type: ['string', 'number'],
        },
      },
      templates: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
      devices: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'UsingDevice#' },
      },
    },
    required: ['message', 'messageKey', 'templates', 'devices'],
  },
  {
    $id: 'PlusStoreSummary',
    type: 'object',
    description: 'a store of a signage overview: its devices (online, offline; status NORMAL, ALARM or OFFLINE by them) or media counted, its gateway status and position',
    properties: {
      storeName: { type: 'string', maxLength: 1024 },
      storeCode: { type: 'string', maxLength: 64 },
      total: { type: 'integer', minimum: 0 },
      online: { type: 'integer', minimum: 0 },
      offline: { type: 'integer', minimum: 0 },
      status: {
        type: 'string',
        enum: ['NORMAL', 'OFFLINE', 'ALARM'],
        default: 'NORMAL',
        readOnly: true,
      },
      position: {
        type: ['object', 'null'],
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
        required: ['latitude', 'longitude'],
      },
    },
    required: ['storeName', 'storeCode', 'total', 'status', 'position'],
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
    $id: 'ProductRow',
    type: 'object',
    description: 'a product as the store\'s product table reads it (null where unset), with tagCount and tagType: the tags showing it and their types',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      prCode: { type: 'string', maxLength: 64 },
      prName: {
        type: ['string', 'null'],
        maxLength: 200,
      },
      layoutId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      nfc: {
        type: ['string', 'null'],
        maxLength: 500,
      },
      prInfo: {
        type: ['array', 'null'],
        maxItems: 255,
        items: { type: 'string', maxLength: 1000 },
        default: [],
      },
      tagCount: { type: 'integer', minimum: 0 },
      tagType: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: ['storeCode', 'prCode', 'tagCount', 'tagType'],
  },
  {
    $id: 'ProductFound',
    type: 'object',
    description: 'a product as the lookups answer it: its stored fields, absent values null',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      prCode: { type: 'string', maxLength: 64 },
      prName: {
        type: ['string', 'null'],
        maxLength: 200,
      },
      layoutId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      nfc: {
        type: ['string', 'null'],
        maxLength: 500,
      },
      prInfo: {
        type: ['array', 'null'],
        maxItems: 255,
        items: { type: 'string', maxLength: 1000 },
      },
      updatedAt: {
        type: ['string', 'null'],
      },
      tagCount: {
        type: ['integer', 'null'],
        readOnly: true,
      },
      tagType: {
        type: ['array', 'null'],
        items: { type: 'string' },
        readOnly: true,
      },
    },
    required: ['storeCode', 'prCode', 'prName', 'layoutId', 'nfc', 'prInfo', 'updatedAt'],
  },
  {
    $id: 'ProductCodeList',
    type: 'array',
    maxItems: 10000,
    'x-message': 'validation.invalidValue',
    description: 'product codes (trimmed, blank ones and repeats left out by the handler)',
    items: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
  },
  {
    $id: 'ProductDeleted',
    type: 'object',
    description: 'how many products a delete removed',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      deleted: { type: 'integer', minimum: 0 },
    },
    required: ['storeCode', 'deleted'],
  },
  {
    $id: 'ProductsShown',
    type: 'object',
    description: '409 of a delete: the products tags still show and how many tags show them',
    properties: {
      message: { type: 'string', maxLength: 4096 },
      messageKey: { type: 'string', maxLength: 256 },
      prCodeList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string' },
      },
      tagCount: { type: 'integer', minimum: 0 },
    },
    required: ['message', 'messageKey', 'prCodeList', 'tagCount'],
  },
  {
    $id: 'ProductWriteOutcome',
    type: 'object',
    description: 'the outcome of a product write (server/products/applyProductChanges.ts)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      created: { type: 'integer', minimum: 0 },
      updated: { type: 'integer', minimum: 0 },
      unchanged: { type: 'integer', minimum: 0 },
      taskIds: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'integer' },
      },
      tagCount: { type: 'integer', minimum: 0 },
      updateId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
    },
    required: ['storeCode', 'created', 'updated', 'unchanged', 'taskIds', 'tagCount', 'updateId'],
  },
  {
    $id: 'ProductStoreEntry',
    type: 'object',
    description: 'a store of the product store list with its product statistics (no position, no statistics row yet: null)',
    properties: {
      storeCode: { type: 'string', maxLength: 64, readOnly: true },
      storeName: { type: 'string', maxLength: 200, readOnly: true },
      position: {
        type: ['object', 'null'],
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
        required: ['latitude', 'longitude'],
        readOnly: true,
      },
      status: {
        type: 'string',
        enum: ['NORMAL', 'OFFLINE', 'ALARM'],
        description: 'the store\'s gateway status: the map markers and toggles',
        readOnly: true,
      },
      productCount: { type: 'integer', readOnly: true },
      todayUpdated: { type: 'integer', description: 'products created or changed today', readOnly: true },
      tagCount: { type: 'integer', readOnly: true },
      updatedAt: {
        type: ['string', 'null'],
        description: 'when the store\'s statistics row last changed',
      },
    },
    required: [
      'storeCode',
      'storeName',
      'position',
      'status',
      'productCount',
      'todayUpdated',
      'tagCount',
      'updatedAt',
    ],
  },
  {
    $id: 'ProductHistoryRow',
    type: 'object',
    patternProperties: {
      '^prInfo_[0-9]+$': { type: 'string' },
    },
    description: 'a product\'s change with its status on the tags (null: it reached none); prInfo_<n> the info entries one by one',
    properties: {
      id: { type: 'integer' },
      taskId: {
        type: ['integer', 'null'],
      },
      updateId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      prCode: { type: 'string', maxLength: 64 },
      prName: {
        type: ['string', 'null'],
        maxLength: 200,
      },
      layoutId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      nfc: {
        type: ['string', 'null'],
        maxLength: 500,
      },
      prInfo: {
        type: ['array', 'null'],
        items: { type: 'string' },
      },
      source: {
        type: ['string', 'null'],
        maxLength: 16,
      },
      createdBy: {
        type: ['string', 'null'],
        maxLength: 254,
      },
      updatedAt: { type: 'string' },
      status: {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            properties: {
              status: {
                type: ['string', 'null'],
                enum: ['OK', 'NG', 'CANCEL', null],
              },
              updatedAt: {
                type: ['string', 'null'],
              },
            },
            required: ['status', 'updatedAt'],
          },
        ],
      },
    },
    required: [
      'id',
      'taskId',
      'updateId',
      'prCode',
      'prName',
      'layoutId',
      'nfc',
      'prInfo',
      'source',
      'createdBy',
      'updatedAt',
      'status',
    ],
  },
  {
    $id: 'ProductUploadRow',
    type: 'object',
    description: 'a row of the upload history (finished null while the import runs)',
    properties: {
      _id: { type: 'integer' },
      fileName: { type: 'string', maxLength: 255 },
      storeCode: { type: 'string', maxLength: 64 },
      fileType: {
        type: ['string', 'null'],
        enum: ['csv', 'txt', null],
      },
      count: { type: 'integer', minimum: 0 },
      dataCount: { type: 'integer', minimum: 0 },
      errorCount: { type: 'integer', minimum: 0 },
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
      'fileType',
      'count',
      'dataCount',
      'errorCount',
      'received',
      'finished',
      'createdBy',
    ],
  },
  {
    $id: 'ProductUploadDetail',
    type: 'object',
    description: 'an upload with its error lines (the detail page, the answer of the upload)',
    properties: {
      _id: { type: 'integer' },
      fileName: { type: 'string', maxLength: 255 },
      storeCode: { type: 'string', maxLength: 64 },
      fileType: {
        type: ['string', 'null'],
        enum: ['csv', 'txt', null],
      },
      count: { type: 'integer', minimum: 0 },
      dataCount: { type: 'integer', minimum: 0 },
      errorCount: { type: 'integer', minimum: 0 },
      received: { type: 'string' },
      finished: {
        type: ['string', 'null'],
      },
      createdBy: {
        type: ['string', 'null'],
        maxLength: 254,
      },
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
    },
    required: [
      '_id',
      'fileName',
      'storeCode',
      'fileType',
      'count',
      'dataCount',
      'errorCount',
      'received',
      'finished',
      'createdBy',
      'error',
    ],
  },
  {
    $id: 'PromotionType',
    type: 'object',
    description: 'a promotion type and the caption a label shows when a promotion has no text',
    properties: {
      type: {
        type: 'string',
        enum: ['SALE', 'DISCOUNT', 'CLEARANCE', 'MEMBER'],
        default: 'SALE',
      },
      caption: { type: 'string', maxLength: 40 },
    },
    required: ['type', 'caption'],
  },
  {
    $id: 'StorePromotion',
    type: 'object',
    description: 'a promotion as stored (text null when none)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      promotionId: { type: 'string', maxLength: 64 },
      type: { type: 'string', maxLength: 64 },
      prCode: { type: 'string', maxLength: 64 },
      promotionPrice: { type: 'number', minimum: 0 },
      startDate: { type: 'string' },
      endDate: { type: 'string' },
      text: {
        type: ['string', 'null'],
        maxLength: 40,
      },
      updatedAt: {
        type: ['string', 'null'],
      },
    },
    required: ['storeCode', 'promotionId', 'type', 'prCode', 'promotionPrice', 'startDate', 'endDate'],
  },
  {
    $id: 'StorePromotions',
    type: 'object',
    description: 'a store\'s promotions (promotionId order)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      data: {
        type: 'array',
        maxItems: 10000,
        items: { $ref: 'StorePromotion#' },
      },
    },
    required: ['storeCode', 'data'],
  },
  {
    $id: 'RoleView',
    type: 'object',
    description: 'a role as the server answers it (its table row)',
    properties: {
      role_id: { type: 'integer', minimum: 0 },
      name: {
        type: ['string', 'null'],
        maxLength: 100,
      },
      privilege: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          properties: {
            key: { type: 'string' },
            depth: { type: 'integer', minimum: 0 },
            read: { type: 'boolean' },
            write: { type: 'boolean' },
          },
          required: ['key', 'depth', 'read', 'write'],
        },
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: ['role_id', 'name', 'privilege', 'updatedAt'],
  },
  {
    $id: 'RolloutStoreProgress',
    type: 'object',
    description: 'a store\'s progress in a rollout (storeName null: a store no longer known); pending counts the gateways updating too',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: {
        type: ['string', 'null'],
        maxLength: 255,
      },
      total: { type: 'integer' },
      done: { type: 'integer' },
      failed: { type: 'integer' },
      pending: { type: 'integer' },
      progress: { type: 'number' },
    },
    required: ['storeCode', 'storeName', 'total', 'done', 'failed', 'pending', 'progress'],
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
    $id: 'SecondCodeRow',
    type: 'object',
    description: 'a row of the second code table (absent values null, times as ISO text)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      prCode: { type: 'string', maxLength: 64 },
      secondCode: { type: 'string', maxLength: 64 },
      salesTypeCode: {
        type: ['string', 'null'],
        maxLength: 16,
      },
      insertDate: {
        type: ['string', 'null'],
      },
      ceaseDate: {
        type: ['string', 'null'],
      },
      deleteDate: {
        type: ['string', 'null'],
      },
      acquisitionDate: {
        type: ['string', 'null'],
      },
      modifyDate: {
        type: ['string', 'null'],
      },
      programName: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      operatorName: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      dbTriggerFlag: {
        type: ['string', 'null'],
        maxLength: 8,
      },
    },
    required: ['storeCode', 'prCode', 'secondCode'],
  },
  {
    $id: 'SensorHistory',
    type: 'object',
    description: 'a sensor\'s samples in a range; bucketSeconds: seconds of one point (0 = every sample, else each point is the average of a bucket: whole UTC hours, or multiples of them, for a range over two days)',
    properties: {
      sensorMac: { type: 'string', maxLength: 64 },
      storeCode: { type: 'string', maxLength: 64 },
      operation: {
        type: 'string',
        enum: ['TEMPERATURE', 'HUMIDITY'],
      },
      minValue: { type: 'number' },
      maxValue: { type: 'number' },
      startDate: { type: 'string', maxLength: 64 },
      endDate: { type: 'string', maxLength: 64 },
      bucketSeconds: { type: 'integer', minimum: 0 },
      data: {
        type: 'array',
        maxItems: 1000000,
        items: {
          type: 'object',
          properties: {
            sensingTime: { type: 'string', maxLength: 64 },
            sensingValue: { type: 'number' },
          },
          required: ['sensingTime', 'sensingValue'],
        },
      },
    },
    required: [
      'sensorMac',
      'storeCode',
      'operation',
      'minValue',
      'maxValue',
      'startDate',
      'endDate',
      'bucketSeconds',
      'data',
    ],
  },
  {
    $id: 'SensorHistoryRange',
    type: 'object',
    description: 'a sensing history\'s range: epoch seconds or dates (the server\'s default: the last 24 h); checked at the edge',
    properties: {
      startDate: {
        type: ['integer', 'string'],
        maxLength: 64,
      },
      endDate: {
        type: ['integer', 'string'],
        maxLength: 64,
      },
    },
  },
  {
    $id: 'SensorStoreSummary',
    type: 'object',
    description: 'a store of the sensor map: its sensors\' counts, success rate and status (updatedAt: the latest sensor update)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: { type: 'string', maxLength: 200 },
      position: {
        type: ['object', 'null'],
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
        required: ['latitude', 'longitude'],
      },
      totalSensorCount: { type: 'integer', minimum: 0 },
      lowBatteryCount: { type: 'integer', minimum: 0 },
      successRate: { type: 'number' },
      status: {
        type: 'string',
        enum: ['NORMAL', 'ALARM', 'OFFLINE'],
      },
      updatedAt: {
        type: ['string', 'null'],
      },
    },
    required: [
      'storeCode',
      'storeName',
      'position',
      'totalSensorCount',
      'lowBatteryCount',
      'successRate',
      'status',
      'updatedAt',
    ],
  },
  {
    $id: 'SensorStores',
    type: 'object',
    properties: {
      data: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'SensorStoreSummary#' },
      },
    },
    required: ['data'],
  },
  {
    $id: 'ServerHistory',
    type: 'object',
    description: 'a server\'s system status samples of the window (start, end: epoch seconds; at most 24 hours), each the average of a bucket',
    properties: {
      id: { type: 'string', maxLength: 64 },
      start: { type: 'integer' },
      end: { type: 'integer' },
      data: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            time: { type: 'string', maxLength: 64 },
            ramUsage: {
              type: 'object',
              properties: {
                used: { type: 'number' },
                total: { type: 'number' },
              },
              required: ['used', 'total'],
            },
            diskUsage: {
              type: 'object',
              properties: {
                used: { type: 'number' },
                total: { type: 'number' },
              },
              required: ['used', 'total'],
            },
          },
          required: ['time', 'ramUsage', 'diskUsage'],
        },
      },
    },
    required: ['id', 'start', 'end', 'data'],
  },
  {
    $id: 'ServersByType',
    type: 'object',
    description: 'the server list, its rows by server type',
    properties: {
      proxy: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'ServerRow#' },
      },
      database: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'ServerRow#' },
      },
      esl: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'ServerRow#' },
      },
    },
    required: ['proxy', 'database', 'esl'],
  },
  {
    $id: 'ServerRow',
    type: 'object',
    description: 'a server of the list as stored (null where not reported yet)',
    properties: {
      id: { type: 'string', maxLength: 64 },
      name: { type: 'string', maxLength: 100 },
      type: {
        type: 'string',
        enum: ['proxy', 'esl', 'database'],
      },
      status: {
        type: 'string',
        enum: ['NORMAL', 'ALARM', 'OFFLINE'],
      },
      state: {
        type: ['string', 'null'],
        enum: [
          'STARTUP',
          'RECOVERING',
          'STARTUP2',
          'UNKNOWN',
          'ARBITER',
          'DOWN',
          'ROLLBACK',
          'REMOVED',
          'ERROR',
          'PRIMARY',
          'SECONDARY',
          'MASTER',
          'LEADER',
          'FOLLOWER',
          null,
        ],
      },
      ip: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      reportTime: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      diskUsage: {
        type: ['object', 'null'],
        properties: {
          used: { type: 'number' },
          total: { type: 'number' },
        },
        required: ['used', 'total'],
      },
      ramUsage: {
        type: ['object', 'null'],
        properties: {
          used: { type: 'number' },
          total: { type: 'number' },
        },
        required: ['used', 'total'],
      },
      serviceStatusList: {
        type: ['array', 'null'],
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            status: { type: 'string' },
          },
          required: ['name', 'status'],
        },
      },
      networkInformation: {
        type: ['object', 'null'],
        additionalProperties: true,
      },
    },
    required: [
      'id',
      'name',
      'type',
      'status',
      'state',
      'ip',
      'reportTime',
      'diskUsage',
      'ramUsage',
      'serviceStatusList',
      'networkInformation',
    ],
  },
  {
    $id: 'SystemConfig',
    type: 'object',
    description: 'the system configuration the console\'s screens follow (the session user info\'s systemConfig, doc 1 §3): the site variant (\'\' the default, or croma, edion, coop, nec), the tag status check, image base update and tag update history flags, the enterprise sign-on provider\'s logout address (opened on logout of an adfs session), the product codes of a family product and whether the product list links each product to its update history',
    properties: {
      site: { type: 'string', maxLength: 64 },
      enableTagStatusCheck: { type: 'boolean' },
      imageBaseUpdate: { type: 'boolean' },
      enableTagUpdateHistory: { type: 'boolean' },
      adfsLogoutUrl: { type: 'string', maxLength: 2048 },
      familyProductItemCount: { type: 'integer', minimum: 1, maximum: 64 },
      enableProductUpdateHistory: { type: 'boolean' },
    },
    required: [
      'site',
      'enableTagStatusCheck',
      'imageBaseUpdate',
      'enableTagUpdateHistory',
      'adfsLogoutUrl',
      'familyProductItemCount',
      'enableProductUpdateHistory',
    ],
  },
  {
    $id: 'SystemConfigInput',
    type: 'object',
    description: 'the system configuration to change: the site variant (one of the known ones, trimmed), the family size (1-64), the product history flag; at least one of them (else 400 validation error)',
    properties: {
      site: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
      familyProductItemCount: { type: 'integer', minimum: 1, maximum: 64, 'x-message': 'validation.invalidValue' },
      enableProductUpdateHistory: { type: 'boolean', 'x-message': 'validation.invalidValue' },
    },
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
    $id: 'StoreSummary',
    type: 'object',
    description: 'a store summary, computed by SQL: its gateway counters and status (OFFLINE when a gateway is offline, ALARM when one is in alarm)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: { type: 'string', maxLength: 200 },
      position: {
        type: ['object', 'null'],
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
        required: ['latitude', 'longitude'],
      },
      status: {
        type: 'string',
        enum: ['NORMAL', 'OFFLINE', 'ALARM'],
        default: 'NORMAL',
        readOnly: true,
      },
      gwCount: { type: 'integer', minimum: 0 },
      normal: { type: 'integer', minimum: 0 },
      offline: { type: 'integer', minimum: 0 },
      alarm: { type: 'integer', minimum: 0 },
      enableTagStatusCheck: { type: 'boolean' },
    },
    required: [
      'storeCode',
      'storeName',
      'position',
      'status',
      'gwCount',
      'normal',
      'offline',
      'alarm',
      'enableTagStatusCheck',
    ],
  },
  {
    $id: 'StoreSummaries',
    type: 'object',
    description: 'summaries of the stores the account may see, by store code',
    properties: {
      data: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'StoreSummary#' },
      },
    },
    required: ['data'],
  },
  {
    $id: 'DashboardStats',
    type: 'object',
    description: 'the dashboard of the stores (doc 1 §2.4): only the parts the session may see (servers: server read; gateways: store read; tags: tag read; products and daily: tag and product read)',
    properties: {
      t: {
        type: ['string', 'null'],
        description: 'the t asked, echoed',
      },
      generatedAt: { type: 'string', format: 'date-time' },
      stores: {
        type: 'array',
        maxItems: 100000,
        items: {
          type: 'object',
          properties: {
            storeCode: { type: 'string', maxLength: 64 },
            storeName: {
              type: ['string', 'null'],
              maxLength: 200,
            },
          },
          required: ['storeCode', 'storeName'],
        },
      },
      selected: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string' },
      },
      servers: { $ref: 'StatusCounts#' },
      gateways: {
        type: 'object',
        properties: {
          status: { $ref: 'StatusCounts#' },
          gmpVersions: {
            type: 'array',
            maxItems: 100000,
            items: { $ref: 'VersionCount#' },
          },
          grmVersions: {
            type: 'array',
            maxItems: 100000,
            items: { $ref: 'VersionCount#' },
          },
        },
        required: ['status', 'gmpVersions', 'grmVersions'],
      },
      tags: {
        type: 'object',
        properties: {
          total: { type: 'integer', minimum: 0 },
          success: { type: 'integer', minimum: 0 },
          inprogress: { type: 'integer', minimum: 0 },
          error: { type: 'integer', minimum: 0 },
          todayUpdated: { type: 'integer', minimum: 0 },
          updateRate: { type: 'number' },
          types: {
            type: 'array',
            maxItems: 100000,
            items: {
              type: 'object',
              properties: {
                tagType: { type: 'string', maxLength: 256 },
                total: { type: 'integer', minimum: 0 },
                error: { type: 'integer', minimum: 0 },
              },
              required: ['tagType', 'total', 'error'],
            },
          },
          byStore: {
            type: 'array',
            maxItems: 100000,
            items: { $ref: 'StoreTagBar#' },
          },
          byGateway: {
            type: 'array',
            maxItems: 100000,
            items: { $ref: 'GatewayTagBar#' },
          },
        },
        required: ['total', 'success', 'inprogress', 'error', 'todayUpdated', 'updateRate', 'types', 'byStore'],
      },
      products: {
        type: 'object',
        properties: {
          total: { type: 'integer', minimum: 0 },
          todayUpdated: { type: 'integer', minimum: 0 },
          updateRate: { type: 'number' },
        },
        required: ['total', 'todayUpdated', 'updateRate'],
      },
      daily: {
        type: 'array',
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            day: { type: 'string' },
            tags: { type: 'integer', minimum: 0 },
            products: { type: 'integer', minimum: 0 },
          },
          required: ['day', 'tags', 'products'],
        },
      },
      alarms: {
        type: 'array',
        maxItems: 1000,
        items: { $ref: 'DashboardAlarm#' },
      },
    },
    required: ['t', 'generatedAt', 'stores', 'selected', 'alarms'],
  },
  {
    $id: 'StatusCounts',
    type: 'object',
    description: 'devices by status',
    properties: {
      NORMAL: { type: 'integer', minimum: 0 },
      ALARM: { type: 'integer', minimum: 0 },
      OFFLINE: { type: 'integer', minimum: 0 },
      total: { type: 'integer', minimum: 0 },
    },
    required: ['NORMAL', 'ALARM', 'OFFLINE', 'total'],
  },
  {
    $id: 'TagCounts',
    type: 'object',
    description: 'tags by status group',
    properties: {
      total: { type: 'integer', minimum: 0 },
      success: { type: 'integer', minimum: 0 },
      inprogress: { type: 'integer', minimum: 0 },
      error: { type: 'integer', minimum: 0 },
    },
    required: ['total', 'success', 'inprogress', 'error'],
  },
  {
    $id: 'StoreTagBar',
    description: 'a store\'s tags by status group',
    type: 'object',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: {
        type: ['string', 'null'],
        maxLength: 200,
      },
      total: { type: 'integer', minimum: 0 },
      success: { type: 'integer', minimum: 0 },
      inprogress: { type: 'integer', minimum: 0 },
      error: { type: 'integer', minimum: 0 },
    },
    required: ['storeCode', 'storeName', 'total', 'success', 'inprogress', 'error'],
  },
  {
    $id: 'GatewayTagBar',
    description: 'a gateway\'s tags by status group',
    type: 'object',
    properties: {
      gwMac: { type: 'string', maxLength: 64 },
      total: { type: 'integer', minimum: 0 },
      success: { type: 'integer', minimum: 0 },
      inprogress: { type: 'integer', minimum: 0 },
      error: { type: 'integer', minimum: 0 },
    },
    required: ['gwMac', 'total', 'success', 'inprogress', 'error'],
  },
  {
    $id: 'VersionCount',
    description: 'devices of a software version',
    type: 'object',
    properties: {
      version: { type: 'string', maxLength: 256 },
      count: { type: 'integer', minimum: 0 },
    },
    required: ['version', 'count'],
  },
  {
    $id: 'DashboardAlarm',
    type: 'object',
    description: 'a recent alarm',
    properties: {
      location: { type: 'string', maxLength: 256 },
      type: { type: 'string', maxLength: 64 },
      class: { type: 'integer' },
      updatedAt: { type: 'string' },
      alarmTime: { type: 'string' },
      alarmType: { type: 'string', maxLength: 256 },
    },
    required: ['location', 'type', 'class', 'updatedAt', 'alarmTime', 'alarmType'],
  },
  {
    $id: 'NgGateway',
    type: 'object',
    description: 'a gateway of the store that is not NORMAL or not time-synchronised',
    properties: {
      gwMac: { type: 'string', maxLength: 64 },
      status: {
        type: ['string', 'null'],
      },
      timeSync: {
        type: ['boolean', 'null'],
      },
      ip: {
        type: ['string', 'null'],
      },
      lastStatusTime: {
        type: ['string', 'null'],
      },
    },
    required: ['gwMac', 'status', 'timeSync', 'ip', 'lastStatusTime'],
  },
  {
    $id: 'ExceptionStats',
    type: 'object',
    description: 'the exceptions of a store (doc 1 §2.5)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      totalTags: { type: 'integer', minimum: 0 },
      errorTags: { type: 'integer', minimum: 0 },
      noProductTags: { type: 'integer', minimum: 0 },
      duplicateTags: { type: 'integer', minimum: 0 },
      batteryNgTags: { type: 'integer', minimum: 0 },
      totalGWs: { type: 'integer', minimum: 0 },
      ngGWs: { type: 'integer', minimum: 0 },
      ngGWDetail: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'NgGateway#' },
      },
    },
    required: [
      'storeCode',
      'totalTags',
      'errorTags',
      'noProductTags',
      'duplicateTags',
      'batteryNgTags',
      'totalGWs',
      'ngGWs',
      'ngGWDetail',
    ],
  },
  {
    $id: 'StoreRecords',
    type: 'object',
    description: 'stores as configured',
    properties: {
      data: {
        type: 'array',
        maxItems: 100000,
        items: { $ref: 'Store#' },
      },
    },
    required: ['data'],
  },
  {
    $id: 'MigrationResult',
    type: 'object',
    description: 'what a store migration file brought',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      lastTaskId: {
        type: ['integer', 'null'],
      },
      tagCount: { type: 'integer', minimum: 0 },
      productCount: { type: 'integer', minimum: 0 },
      gwCount: { type: 'integer', minimum: 0 },
      accountCount: {
        type: 'integer',
        minimum: 0,
        description: 'the file\'s accounts taken: the new ones and those the server had (the store added to their list)',
      },
      imported: {
        type: 'object',
        description: 'rows added per table',
        additionalProperties: { type: 'integer', minimum: 0 },
      },
      refused: {
        type: 'array',
        maxItems: 100000,
        description: 'what the file held and the server left out',
        items: {
          type: 'object',
          properties: {
            table: { type: 'string', maxLength: 256 },
            row: { type: 'string', maxLength: 4096 },
            reason: { type: 'string', maxLength: 4096 },
          },
          required: ['table', 'row', 'reason'],
        },
      },
    },
    required: [
      'storeCode',
      'lastTaskId',
      'tagCount',
      'productCount',
      'gwCount',
      'accountCount',
      'imported',
      'refused',
    ],
  },
  {
    $id: 'MigrationRefused',
    type: 'object',
    description: 'a refused migration (the shared error answer; error_msg: the reason, for the console\'s \'Migration failed : {reason}\')',
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
      error_msg: { type: 'string', maxLength: 4096 },
    },
    required: ['message', 'messageKey'],
  },
  {
    $id: 'TagRow',
    type: 'object',
    description: 'a tag as the store\'s tag tables read it: every field of the tag (null where unset)',
    properties: {
      tagId: { type: 'string', maxLength: 64 },
      tagMac: { type: 'string', maxLength: 32 },
      storeCode: { type: 'string', maxLength: 64 },
      prCode: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      tagType: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      gwMac: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      gwIp: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      operation: {
        type: ['integer', 'null'],
      },
      operationName: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      status: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      version: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      rssi: {
        type: ['integer', 'null'],
      },
      battery: {
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 100,
      },
      temperature: {
        type: ['number', 'null'],
      },
      battStatus: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      respondedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: ['tagId', 'tagMac', 'storeCode'],
  },
  {
    $id: 'ProductTagsAnswer',
    type: 'object',
    description: 'the tags of a store showing a product (directly, or through a family ticket: fmPrCode)',
    properties: {
      storeCode: { type: 'string' },
      prCode: { type: 'string' },
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            matchedPrCode: { type: 'string' },
            tagId: { type: 'string' },
            tagMac: { type: 'string' },
            tagType: {
              type: ['string', 'null'],
            },
            prCode: {
              type: ['string', 'null'],
            },
            status: {
              type: ['string', 'null'],
            },
            gwMac: {
              type: ['string', 'null'],
            },
            updatedAt: {
              type: ['string', 'null'],
              format: 'date-time',
            },
            fmPrCode: {
              type: ['string', 'null'],
            },
          },
          required: [
            'matchedPrCode',
            'tagId',
            'tagMac',
            'tagType',
            'prCode',
            'status',
            'gwMac',
            'updatedAt',
            'fmPrCode',
          ],
        },
      },
    },
    required: ['storeCode', 'prCode', 'data'],
  },
  {
    $id: 'TagUpdateHistoryRow',
    type: 'object',
    description: 'an update task row of a tag (update_task_tags), its prInfo values as prInfo_<index> columns',
    properties: {
      taskId: { type: 'integer' },
      taskType: {
        type: ['string', 'null'],
      },
      prCode: {
        type: ['string', 'null'],
      },
      nfc: {
        type: ['string', 'null'],
      },
      layoutId: {
        type: ['string', 'null'],
      },
      pageNo: {
        type: ['integer', 'null'],
      },
      status: {
        type: ['string', 'null'],
      },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    patternProperties: {
      '^prInfo_[0-9]+$': {
        type: ['string', 'number', 'boolean', 'null'],
      },
    },
    required: ['taskId', 'taskType', 'prCode', 'nfc', 'layoutId', 'pageNo', 'status', 'createdAt', 'updatedAt'],
  },
  {
    $id: 'TagBatterySample',
    type: 'object',
    description: 'a battery reading of a tag',
    properties: {
      battery: { type: 'integer' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['battery', 'updatedAt'],
  },
  {
    $id: 'TagResetSample',
    type: 'object',
    description: 'a reset count reading of a tag',
    properties: {
      cnt: { type: 'integer' },
      last_time: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['cnt', 'last_time', 'updatedAt'],
  },
  {
    $id: 'TagTemperatureSample',
    type: 'object',
    description: 'a temperature reading of a tag',
    properties: {
      temperature: { type: 'number' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['temperature', 'updatedAt'],
  },
  {
    $id: 'TagAlarmRow',
    type: 'object',
    description: 'an alarm of the store raised by or naming the tag (alarm.schema.json)',
    properties: {
      id: { type: 'integer' },
      location: { type: 'string' },
      type: { type: 'string' },
      class: {
        type: 'integer',
        enum: [1, 2, 3],
      },
      alarmType: { type: 'string' },
      alarmTime: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      data: {
        type: ['object', 'null'],
        additionalProperties: true,
      },
    },
    required: ['id', 'location', 'type', 'class', 'alarmType', 'alarmTime', 'updatedAt', 'data'],
  },
  {
    $id: 'AssignRequest',
    type: 'object',
    description: 'POST /tag/assign (taskId -1, priorTaskId -1 from the console); each row: tagMac or tagId, and prCode (blank: validation.enterTagId, validation.enterProductCodePlease)',
    properties: {
      taskId: {
        type: ['integer', 'string', 'null'],
        maxLength: 64,
        'x-message': 'validation.invalidValue',
        description: 'ignored by the server beyond a non-negative priorTaskId (-1 from the console)',
      },
      priorTaskId: {
        type: ['integer', 'string', 'null'],
        maxLength: 64,
        'x-message': 'validation.invalidValue',
        description: 'ignored by the server beyond a non-negative priorTaskId (-1 from the console)',
      },
      storeCode: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
      force: {
        type: 'boolean',
        'x-message': 'validation.invalidValue',
        description: 'assign codes the store has no product for (the operator confirmed)',
      },
      tagList: {
        type: 'array',
        maxItems: 10000,
        'x-message': 'validation.invalidValue',
        description: 'at least one row (none: validation.enterTagId)',
        items: {
          type: 'object',
          'x-message': 'validation.invalidValue',
          properties: {
            tagMac: {
              type: ['string', 'null'],
              maxLength: 64,
              'x-message': 'validation.invalidValue',
            },
            tagId: {
              type: ['string', 'null'],
              maxLength: 64,
              'x-message': 'validation.invalidValue',
            },
            prCode: {
              type: ['string', 'null'],
              maxLength: 64,
              'x-message': 'validation.invalidValue',
            },
          },
        },
      },
    },
    required: ['storeCode', 'tagList'],
  },
  {
    $id: 'AssignMultipleRequest',
    type: 'object',
    description: 'POST /tag/assign/multiple; each row: tagMac or tagId, prCodeList (trimmed, blanks and duplicates dropped; empty: validation.enterProductCodePlease), fmPrCode, layoutId, nfc',
    properties: {
      taskId: {
        type: ['integer', 'string', 'null'],
        maxLength: 64,
        'x-message': 'validation.invalidValue',
        description: 'ignored by the server beyond a non-negative priorTaskId (-1 from the console)',
      },
      priorTaskId: {
        type: ['integer', 'string', 'null'],
        maxLength: 64,
        'x-message': 'validation.invalidValue',
        description: 'ignored by the server beyond a non-negative priorTaskId (-1 from the console)',
      },
      storeCode: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
      force: {
        type: 'boolean',
        'x-message': 'validation.invalidValue',
        description: 'assign codes the store has no product for (the operator confirmed)',
      },
      tagList: {
        type: 'array',
        maxItems: 10000,
        'x-message': 'validation.invalidValue',
        description: 'at least one row (none: validation.enterTagId)',
        items: {
          type: 'object',
          'x-message': 'validation.invalidValue',
          properties: {
            tagMac: {
              type: ['string', 'null'],
              maxLength: 64,
              'x-message': 'validation.invalidValue',
            },
            tagId: {
              type: ['string', 'null'],
              maxLength: 64,
              'x-message': 'validation.invalidValue',
            },
            prCodeList: {
              type: ['array', 'null'],
              description: 'at most 64 (checked by the server: validation.invalidValue)',
              'x-message': 'validation.enterProductCodePlease',
              items: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
            },
            fmPrCode: {
              type: ['string', 'null'],
              maxLength: 500,
              'x-message': 'validation.invalidValue',
            },
            layoutId: {
              type: ['string', 'null'],
              maxLength: 500,
              'x-message': 'validation.invalidValue',
            },
            nfc: {
              type: ['string', 'null'],
              maxLength: 500,
              'x-message': 'validation.invalidValue',
            },
          },
        },
      },
    },
    required: ['storeCode', 'tagList'],
  },
  {
    $id: 'AssignResult',
    type: 'object',
    description: 'the ASSIGN update task: the rows assigned and the tag IDs or MACs the server does not know',
    properties: {
      taskId: { type: 'integer' },
      tagCount: { type: 'integer', minimum: 0 },
      storeCode: { type: 'string' },
      tagList: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            tagId: { type: 'string' },
            prCode: { type: 'string' },
            layoutId: {
              type: ['string', 'null'],
            },
            nfc: {
              type: ['string', 'null'],
            },
          },
          required: ['tagId', 'prCode'],
        },
      },
      notFound: {
        type: 'array',
        items: { type: 'string' },
      },
    },
    required: ['taskId', 'tagCount', 'storeCode', 'tagList', 'notFound'],
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
    $id: 'LedCommands',
    type: 'object',
    description: 'blink the LEDs of the tags showing products (defaults of doc 2 §9: duration 5, state 0, brightness 1, blinking speed 2)',
    properties: {
      storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
      product: {
        type: 'array',
        maxItems: 10000,
        'x-message': 'validation.invalidValue',
        items: { $ref: 'LedCommand#' },
      },
    },
    required: ['storeCode', 'product'],
  },
  {
    $id: 'LedCommand',
    type: 'object',
    description: 'the LED command for the tags showing a product',
    properties: {
      prCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.enterProductCodePlease' },
      duration: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: 3600,
        description: 'seconds (5 when absent)',
        'x-message': 'validation.invalidValue',
      },
      ledState: {
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 255,
        description: 'the colour (0 when absent)',
        'x-message': 'validation.invalidValue',
      },
      ledBrightness: {
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 255,
        description: '1 when absent',
        'x-message': 'validation.invalidValue',
      },
      blinkingSpeed: {
        type: ['integer', 'null'],
        minimum: 0,
        maximum: 255,
        description: '2 when absent',
        'x-message': 'validation.invalidValue',
      },
    },
    required: ['prCode'],
  },
  {
    $id: 'PageCommands',
    type: 'object',
    description: 'turn the tags showing products to a page',
    properties: {
      storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
      product: {
        type: 'array',
        maxItems: 10000,
        'x-message': 'validation.invalidValue',
        items: {
          type: 'object',
          properties: {
            prCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.enterProductCodePlease' },
            pageNo: {
              type: ['integer', 'null'],
              minimum: 0,
              maximum: 15,
              description: 'the page (0 = main, when absent)',
              'x-message': 'validation.invalidValue',
            },
          },
          required: ['prCode'],
        },
      },
    },
    required: ['storeCode', 'product'],
  },
  {
    $id: 'TagTypeInfo',
    type: 'object',
    description: 'a tag type code decoded (doc 1 §9): size, features, peripherals, resolution, colours',
    properties: {
      tagType: { type: 'string', maxLength: 16 },
      sizeIndex: { type: 'integer', minimum: 0, description: 'index into the doc 1 §9 size table' },
      size: {
        type: 'string',
        maxLength: 16,
        description: 'inches as the table prints them: \'2.90\', \'5.65N\'',
      },
      features: {
        type: 'array',
        maxItems: 4,
        items: {
          type: 'string',
          enum: ['LED', 'COLOR', 'NFC', 'FREEZER'],
        },
      },
      peripheral: {
        type: 'array',
        maxItems: 4,
        items: { type: 'string', maxLength: 16 },
        description: 'the peripherals of the type (LED, NFC)',
      },
      resolution: {
        type: 'object',
        properties: {
          width: { type: 'integer' },
          height: { type: 'integer' },
        },
        required: ['width', 'height'],
      },
      colors: {
        type: 'array',
        maxItems: 4,
        items: {
          type: 'string',
          enum: ['black', 'white', 'red', 'yellow'],
        },
        description: 'black and white plus red (colour types) or yellow (freezer types)',
      },
    },
    required: ['tagType', 'sizeIndex', 'size', 'features', 'peripheral', 'resolution', 'colors'],
  },
  {
    $id: 'CollectingStore',
    type: 'object',
    description: 'a running tag status collection',
    properties: {
      storeName: { type: 'string', maxLength: 200 },
      storeCode: { type: 'string', maxLength: 64 },
      startTime: { type: 'string' },
      checkTime: {
        type: ['string', 'null'],
      },
      gwList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
      tagList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
      cmd: {
        type: 'integer',
        enum: [0, 1, 2],
        description: '0 Tag Status Check, 1 Battery Check, 2 Gateway Scan; absent All Tag Status Collect',
      },
    },
    required: ['storeName', 'storeCode', 'startTime', 'checkTime', 'gwList', 'tagList'],
  },
  {
    $id: 'StatusCheckStart',
    type: 'object',
    description: 'start a tag status collection (cmd 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan, absent All Tag Status Collect; tagList: only those tags)',
    properties: {
      storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
      cmd: {
        type: ['integer', 'null'],
        enum: [0, 1, 2, null],
        'x-message': 'validation.invalidValue',
      },
      tagList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
        'x-message': 'validation.invalidValue',
      },
    },
    required: ['storeCode'],
  },
  {
    $id: 'StatusCheckStarted',
    type: 'object',
    description: 'the collection started',
    properties: {
      storeCode: { type: 'string' },
      startTime: { type: 'string' },
      gwList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
      tagList: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'string', maxLength: 64 },
      },
      cmd: {
        type: 'integer',
        enum: [0, 1, 2],
      },
    },
    required: ['storeCode', 'startTime', 'gwList', 'tagList'],
  },
  {
    $id: 'TagPreview',
    type: 'object',
    description: 'what a tag shows now: the page it shows (base64 PNG), the layout\'s other pages in order, and what describes the content',
    properties: {
      tagId: { type: 'string', maxLength: 64 },
      tagMac: { type: 'string', maxLength: 64 },
      tagType: { type: 'string', maxLength: 64 },
      prCode: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      layoutId: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      layoutName: {
        type: ['string', 'null'],
        maxLength: 200,
      },
      prInfo: {
        type: 'array',
        maxItems: 255,
        items: { type: 'string' },
      },
      alias: {
        type: 'array',
        maxItems: 255,
        items: { $ref: 'Alias#' },
      },
      pageNo: { type: 'integer', minimum: 0, description: 'the page the tag shows now (0 = main)' },
      encodedImage: { type: 'string', description: 'that page as a base64 PNG' },
      subPage: {
        type: 'array',
        maxItems: 16,
        items: { type: 'string' },
      },
      subPageNo: {
        type: 'array',
        maxItems: 16,
        items: { type: 'integer' },
      },
    },
    required: [
      'tagId',
      'tagMac',
      'tagType',
      'prCode',
      'layoutId',
      'layoutName',
      'prInfo',
      'alias',
      'pageNo',
      'encodedImage',
      'subPage',
      'subPageNo',
    ],
  },
  {
    $id: 'StoreTagStats',
    type: 'object',
    description: 'a store with its tag statistics (tagStatus: the map markers and toggles, from the counts)',
    properties: {
      storeCode: { type: 'string', maxLength: 64 },
      storeName: { type: 'string', maxLength: 200 },
      position: {
        type: ['object', 'null'],
        properties: {
          latitude: { type: 'number' },
          longitude: { type: 'number' },
        },
        required: ['latitude', 'longitude'],
      },
      status: {
        type: 'string',
        enum: ['NORMAL', 'ALARM', 'OFFLINE'],
        description: 'the store\'s gateway status',
      },
      tagStatus: {
        type: 'string',
        enum: ['NORMAL', 'INPROGRESS', 'ERROR'],
      },
      total: { type: 'integer', minimum: 0 },
      success: { type: 'integer', minimum: 0 },
      inprogress: { type: 'integer', minimum: 0 },
      error: { type: 'integer', minimum: 0 },
      lowBattery: { type: 'integer', minimum: 0 },
      countByType: {
        type: 'object',
        additionalProperties: { type: 'integer' },
        description: 'tags per tag type',
      },
      countNgByType: {
        type: 'object',
        additionalProperties: { type: 'integer' },
        description: 'NG tags per tag type',
      },
      updatedAt: {
        type: ['string', 'null'],
      },
      todayUpdated: { type: 'integer', minimum: 0 },
    },
    required: [
      'storeCode',
      'storeName',
      'position',
      'status',
      'total',
      'success',
      'inprogress',
      'error',
      'lowBattery',
      'countByType',
      'countNgByType',
      'updatedAt',
      'todayUpdated',
    ],
  },
  {
    $id: 'TagExceptionRow',
    type: 'object',
    description: 'a tag of an exception list of a store (GET /store/{store}/list/tag/{kind})',
    properties: {
      tagId: { type: 'string', maxLength: 64 },
      tagMac: { type: 'string', maxLength: 32 },
      prCode: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      tagType: { type: 'string', maxLength: 64 },
      gwMac: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      status: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      battery: {
        type: ['integer', 'null'],
      },
      battStatus: {
        type: ['string', 'null'],
        maxLength: 32,
      },
      rssi: {
        type: ['integer', 'null'],
      },
      version: {
        type: ['string', 'null'],
        maxLength: 64,
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: [
      'tagId',
      'tagMac',
      'prCode',
      'tagType',
      'gwMac',
      'status',
      'battery',
      'battStatus',
      'rssi',
      'version',
      'updatedAt',
    ],
  },
  {
    $id: 'ExceptionListPaging',
    type: 'object',
    description: 'paging of an exception list: start, length (-1 = all, default 25), dir=asc|desc',
    properties: {
      start: {
        type: 'integer',
        description: '0 to 2147483647 (checked by the table conventions: their message)',
      },
      length: {
        type: 'integer',
        description: '-1 = every row; -1 to 2147483647 (checked by the table conventions: their message)',
      },
      dir: { type: 'string', maxLength: 256, description: 'desc reverses the tagId order' },
    },
  },
  {
    $id: 'ExceptionListTableQuery',
    type: 'object',
    description: 'the table conventions of a GET search over an exception list: start, length, order=tagId:asc|desc',
    properties: {
      start: {
        type: 'integer',
        description: '0 to 2147483647 (checked by the table conventions: their message)',
      },
      length: {
        type: 'integer',
        description: '-1 = every row; -1 to 2147483647 (checked by the table conventions: their message)',
      },
      order: { type: 'string', maxLength: 256, description: 'tagId:asc or tagId:desc (another order: 400)' },
    },
  },
  {
    $id: 'TaskRow',
    type: 'object',
    description: 'an update task as the task lists answer it (server/tasks/taskLists.ts): its counts, progress (percent), times (endTime null while it runs), tagCount = totalTags',
    properties: {
      taskId: { type: 'integer' },
      internalTaskId: { type: 'integer' },
      storeCode: { type: 'string' },
      storeName: {
        type: ['string', 'null'],
      },
      taskType: { type: 'string' },
      layoutId: {
        type: ['string', 'null'],
      },
      progress: { type: 'integer' },
      updatedTags: { type: 'integer' },
      totalTags: { type: 'integer' },
      failedTags: { type: 'integer' },
      productCount: { type: 'integer' },
      tagCount: { type: 'integer' },
      startTime: { type: 'string', format: 'date-time' },
      endTime: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      refreshed: { type: 'boolean' },
      createdBy: {
        type: ['string', 'null'],
      },
      updateId: {
        type: ['string', 'null'],
      },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: [
      'taskId',
      'internalTaskId',
      'storeCode',
      'storeName',
      'taskType',
      'layoutId',
      'progress',
      'updatedTags',
      'totalTags',
      'failedTags',
      'productCount',
      'tagCount',
      'startTime',
      'endTime',
      'refreshed',
      'createdBy',
      'updateId',
      'updatedAt',
    ],
  },
  {
    $id: 'TaskTagRow',
    type: 'object',
    description: 'a task\'s tag row (doc 2 §3 Task tag row, server/tasks/taskTags.ts): result null while the radio works it, OK, NG, or CANCEL; layout = layoutId; prInfo also as prInfo_<index> columns',
    properties: {
      taskId: { type: 'integer' },
      tagId: { type: 'string' },
      tagMac: {
        type: ['string', 'null'],
      },
      tagType: {
        type: ['string', 'null'],
      },
      prCode: {
        type: ['string', 'null'],
      },
      layoutId: {
        type: ['string', 'null'],
      },
      layout: {
        type: ['string', 'null'],
      },
      nfc: {
        type: ['string', 'null'],
      },
      prInfo: {
        type: ['array', 'null'],
        items: {
          type: ['string', 'number', 'boolean', 'null'],
        },
      },
      result: {
        type: ['string', 'null'],
        enum: ['OK', 'NG', 'CANCEL', null],
      },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    patternProperties: {
      '^prInfo_[0-9]+$': {
        type: ['string', 'number', 'boolean', 'null'],
      },
    },
    required: [
      'taskId',
      'tagId',
      'tagMac',
      'tagType',
      'prCode',
      'layoutId',
      'layout',
      'nfc',
      'prInfo',
      'result',
      'createdAt',
      'updatedAt',
    ],
  },
  {
    $id: 'TaskResent',
    type: 'object',
    description: 'the refresh task made and its tag count',
    properties: {
      taskId: { type: 'integer' },
      tagCount: { type: 'integer', minimum: 0 },
    },
    required: ['taskId', 'tagCount'],
  },
  {
    $id: 'TaskReverted',
    type: 'object',
    description: 'the update tasks a revert made, their tags and the products put back',
    properties: {
      taskIds: {
        type: 'array',
        maxItems: 100000,
        items: { type: 'integer' },
      },
      tagCount: { type: 'integer', minimum: 0 },
      reverted: { type: 'integer', minimum: 0 },
    },
    required: ['taskIds', 'tagCount', 'reverted'],
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
  {
    $id: 'WebhookEventType',
    type: 'string',
    enum: [
      'alarm.raised',
      'updateTask.finished',
      'delivery.targetMissed',
      'battery.lowListChanged',
      'productFile.imported',
      'productFile.failed',
      'gateway.offline',
      'gateway.online',
      'webhook.test',
    ],
    description: 'an event a subscription may receive; webhook.test is sent only by \'send a test event\'',
  },
  {
    $id: 'WebhookInput',
    type: 'object',
    description: 'a subscription as its owner writes it (stores: each one the caller holds; none = the caller\'s stores)',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      url: {
        type: 'string',
        minLength: 8,
        maxLength: 2048,
        description: 'https (http only when WEBHOOK_ALLOW_HTTP is set); its address is checked at every delivery',
      },
      events: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        uniqueItems: true,
        items: {
          type: 'string',
          enum: [
            'alarm.raised',
            'updateTask.finished',
            'delivery.targetMissed',
            'battery.lowListChanged',
            'productFile.imported',
            'productFile.failed',
            'gateway.offline',
            'gateway.online',
            'webhook.test',
          ],
        },
      },
      alarmTypes: {
        type: ['array', 'null'],
        maxItems: 100,
        items: { type: 'string', minLength: 1, maxLength: 64 },
      },
      alarmClasses: {
        type: ['array', 'null'],
        maxItems: 3,
        items: {
          type: 'integer',
          enum: [1, 2, 3],
        },
      },
      stores: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
      },
    },
    required: ['name', 'url', 'events'],
  },
  {
    $id: 'WebhookChange',
    type: 'object',
    description: 'the fields to change (status: active or paused by its owner)',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      url: {
        type: 'string',
        minLength: 8,
        maxLength: 2048,
        description: 'https (http only when WEBHOOK_ALLOW_HTTP is set); its address is checked at every delivery',
      },
      events: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        uniqueItems: true,
        items: {
          type: 'string',
          enum: [
            'alarm.raised',
            'updateTask.finished',
            'delivery.targetMissed',
            'battery.lowListChanged',
            'productFile.imported',
            'productFile.failed',
            'gateway.offline',
            'gateway.online',
            'webhook.test',
          ],
        },
      },
      alarmTypes: {
        type: ['array', 'null'],
        maxItems: 100,
        items: { type: 'string', minLength: 1, maxLength: 64 },
      },
      alarmClasses: {
        type: ['array', 'null'],
        maxItems: 3,
        items: {
          type: 'integer',
          enum: [1, 2, 3],
        },
      },
      stores: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
      },
      status: {
        type: 'string',
        enum: ['active', 'paused'],
        default: 'active',
        description: 'paused by its owner, or by the server after 24 hours of failing deliveries',
      },
    },
    required: [],
  },
  {
    $id: 'WebhookView',
    type: 'object',
    description: 'a subscription as the calls answer it (never its secret)',
    properties: {
      id: {
        type: ['integer', 'null'],
        readOnly: true,
      },
      name: {
        type: ['string', 'null'],
        minLength: 1,
        maxLength: 100,
      },
      url: {
        type: ['string', 'null'],
        minLength: 8,
        maxLength: 2048,
        description: 'https (http only when WEBHOOK_ALLOW_HTTP is set); its address is checked at every delivery',
      },
      events: {
        type: ['array', 'null'],
        minItems: 1,
        maxItems: 20,
        uniqueItems: true,
        items: {
          type: 'string',
          enum: [
            'alarm.raised',
            'updateTask.finished',
            'delivery.targetMissed',
            'battery.lowListChanged',
            'productFile.imported',
            'productFile.failed',
            'gateway.offline',
            'gateway.online',
            'webhook.test',
          ],
        },
      },
      alarmTypes: {
        type: ['array', 'null'],
        maxItems: 100,
        items: { type: 'string', minLength: 1, maxLength: 64 },
        description: 'alarm.raised only for these alarm types; null = every type',
      },
      alarmClasses: {
        type: ['array', 'null'],
        maxItems: 3,
        items: {
          type: 'integer',
          enum: [1, 2, 3],
        },
        description: 'alarm.raised only for these classes; null = every class',
      },
      stores: {
        type: ['array', 'null'],
        maxItems: 10000,
        items: { type: 'string', minLength: 1, maxLength: 64 },
        description: 'the stores chosen (each one its owner holds); null = every store its owner holds',
      },
      status: {
        type: ['string', 'null'],
        enum: ['active', 'paused', null],
        default: 'active',
        description: 'paused by its owner, or by the server after 24 hours of failing deliveries',
      },
      pausedReason: {
        type: ['string', 'null'],
        enum: ['owner', 'failing', null],
      },
      previousSecretUntil: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'until when deliveries are also signed with the secret before the last rotation',
      },
      failingSince: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'the first failed attempt of the current run of failures; null when the last attempt succeeded',
      },
      createdBy: {
        type: ['string', 'null'],
      },
      createdAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      updatedAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: ['id', 'name', 'url', 'events', 'status', 'createdBy', 'createdAt', 'updatedAt'],
  },
  {
    $id: 'WebhookWithSecret',
    type: 'object',
    description: 'a subscription with its signing secret, answered once (creation, rotation)',
    properties: {
      webhook: { $ref: 'WebhookView#' },
      secret: { type: 'string', description: 'whsec_… : keep it, it is not shown again' },
    },
    required: ['webhook', 'secret'],
  },
  {
    $id: 'WebhookQueued',
    type: 'object',
    properties: {
      deliveryId: { type: 'integer' },
      eventId: { type: 'string' },
    },
    required: ['deliveryId', 'eventId'],
  },
  {
    $id: 'WebhookDeliveryRow',
    type: 'object',
    description: 'a delivery as its subscription\'s table lists it (without its payload)',
    properties: {
      id: {
        type: ['integer', 'null'],
        readOnly: true,
      },
      subscriptionId: {
        type: ['integer', 'null'],
      },
      eventId: {
        type: ['string', 'null'],
        description: 'the event\'s id (a UUID), the same for every subscription it went to; a resend keeps it',
      },
      type: {
        type: ['string', 'null'],
        enum: [
          'alarm.raised',
          'updateTask.finished',
          'delivery.targetMissed',
          'battery.lowListChanged',
          'productFile.imported',
          'productFile.failed',
          'gateway.offline',
          'gateway.online',
          'webhook.test',
          null,
        ],
      },
      store: {
        type: ['string', 'null'],
      },
      occurredAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      payload: {
        type: ['object', 'null'],
        description: 'the body sent: { id, type, occurredAt, store?, data }',
        additionalProperties: true,
      },
      status: {
        type: ['string', 'null'],
        enum: ['pending', 'sending', 'sent', 'failed', null],
        default: 'pending',
      },
      attempts: {
        type: ['integer', 'null'],
        default: 0,
      },
      nextAttemptAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      firstAttemptAt: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'the first attempt: retries go on for 24 hours after it',
      },
      lastAttemptAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      answerCode: {
        type: ['integer', 'null'],
        description: 'the receiver\'s HTTP status of the last attempt',
      },
      durationMs: {
        type: ['integer', 'null'],
        description: 'the last attempt\'s duration',
      },
      error: {
        type: ['string', 'null'],
        description: 'why the last attempt failed (network error, timeout, status)',
      },
      createdAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
      sentAt: {
        type: ['string', 'null'],
        format: 'date-time',
      },
    },
    required: [
      'id',
      'subscriptionId',
      'eventId',
      'type',
      'occurredAt',
      'status',
      'attempts',
      'nextAttemptAt',
      'createdAt',
    ],
  },
  {
    $id: 'WebhookEnvelope',
    type: 'object',
    description: 'The body of every webhook delivery (docs/api.md "Webhooks"): the event\'s id (the same for every subscription it went to, and for a delivery sent again), its type, when it happened, the store it concerns (absent for an event of the whole system) and its data, shaped by the type\'s schema (alarmRaised for alarm.raised, ...). Never a session token or a secret.',
    properties: {
      id: {
        type: 'string',
        format: 'uuid',
        description: 'the event\'s id: receivers drop an id they have seen (a delivery may come twice)',
      },
      type: {
        type: 'string',
        enum: [
          'alarm.raised',
          'updateTask.finished',
          'delivery.targetMissed',
          'battery.lowListChanged',
          'productFile.imported',
          'productFile.failed',
          'gateway.offline',
          'gateway.online',
          'webhook.test',
        ],
        description: 'the event type; its data schema is the type in camelCase without the dot',
      },
      occurredAt: { type: 'string', format: 'date-time', description: 'when the cause happened (ISO 8601, UTC)' },
      store: {
        type: 'string',
        maxLength: 64,
        description: 'the store code the event concerns; absent for an event of the whole system',
      },
      data: {
        type: 'object',
        description: 'the event\'s data (the event type\'s schema)',
        additionalProperties: true,
      },
    },
    required: ['id', 'type', 'occurredAt', 'data'],
    additionalProperties: false,
  },
  {
    $id: 'AlarmRaised',
    type: 'object',
    description: 'alarm.raised: an alarm was recorded in the alarm history (any rule, any source; doc 3 §8 types). A subscription may choose alarm types and classes.',
    properties: {
      alarmId: { type: 'integer', minimum: 0, description: 'the alarm history row\'s id' },
      type: {
        type: 'string',
        maxLength: 64,
        description: 'the alarm type (GW STATUS ABNORMAL, LOW BATTERY LIST CHANGED, ...)',
      },
      class: {
        type: 'integer',
        enum: [1, 2, 3],
        description: '1 SYSTEM, 2 WARNING, 3 CRITICAL',
      },
      alarmType: {
        type: 'string',
        enum: ['SYSTEM', 'WARNING', 'CRITICAL'],
        description: 'the class\'s name',
      },
      location: {
        type: 'string',
        maxLength: 64,
        description: 'the store code, or SYSTEM for an alarm of the whole system',
      },
      sourceType: {
        type: ['string', 'null'],
        maxLength: 32,
        description: 'what raised it: gw, server, tag, account, sensor, task',
      },
      sourceId: {
        type: ['string', 'null'],
        maxLength: 256,
        description: 'the source\'s id (a gateway MAC, a server, an account\'s email)',
      },
      data: { description: 'the alarm\'s own details, as the alarm history shows them (per type; may be null)' },
      raisedAt: { type: 'string', format: 'date-time', description: 'when the alarm was raised' },
    },
    required: ['alarmId', 'type', 'class', 'alarmType', 'location', 'sourceType', 'sourceId', 'data', 'raisedAt'],
    additionalProperties: false,
  },
  {
    $id: 'UpdateTaskFinished',
    type: 'object',
    description: 'updateTask.finished: every tag of an update task answered or failed (the simulator\'s radio or an OpenEPaperLink access point), or its open rows were failed (cancelled, access point removed).',
    properties: {
      taskId: { type: 'integer', minimum: 0, description: 'the update task\'s id' },
      storeCode: { type: 'string', maxLength: 64, description: 'the task\'s store' },
      taskType: {
        type: 'string',
        maxLength: 64,
        description: 'the task\'s kind (PRODUCT_UPDATE, LED, REFRESH, ...)',
      },
      success: { type: 'integer', minimum: 0, description: 'tags updated' },
      failed: { type: 'integer', minimum: 0, description: 'tags that failed' },
      total: { type: 'integer', minimum: 0, description: 'tags of the task' },
      startedAt: { type: 'string', format: 'date-time', description: 'when the task started' },
      finishedAt: { type: 'string', format: 'date-time', description: 'when its last tag closed' },
    },
    required: ['taskId', 'storeCode', 'taskType', 'success', 'failed', 'total', 'startedAt', 'finishedAt'],
    additionalProperties: false,
  },
  {
    $id: 'DeliveryTargetMissed',
    type: 'object',
    description: 'delivery.targetMissed: a store\'s closed day missed its delivery service level (issue 27: the share of label updates shown within the target minutes); raised once per store and day by the delivery job.',
    properties: {
      storeCode: { type: 'string', maxLength: 64, description: 'the store' },
      day: { type: 'string', format: 'date', description: 'the day (the store\'s, YYYY-MM-DD)' },
      targetPercent: {
        type: 'number',
        minimum: 0,
        maximum: 100,
        description: 'the target share of updates within the target time',
      },
      targetMinutes: { type: 'number', minimum: 0, description: 'the target time in minutes' },
      achievedPercent: {
        type: ['number', 'null'],
        minimum: 0,
        maximum: 100,
        description: 'the share achieved (null when no attempt)',
      },
      count: { type: 'integer', minimum: 0, description: 'updates attempted that day' },
      withinTarget: { type: 'integer', minimum: 0, description: 'updates shown within the target time' },
      failed: { type: 'integer', minimum: 0, description: 'updates that failed' },
      p95: {
        type: ['number', 'null'],
        description: 'the 95th percentile of the delivery time that day, as the delivery figures give it (null when none)',
      },
    },
    required: [
      'storeCode',
      'day',
      'targetPercent',
      'targetMinutes',
      'achievedPercent',
      'count',
      'withinTarget',
      'failed',
      'p95',
    ],
    additionalProperties: false,
  },
  {
    $id: 'BatteryLowListChanged',
    type: 'object',
    description: 'battery.lowListChanged: the list of a store\'s tags with a LOW battery changed (tags added, removed, or the list emptied); once per change.',
    properties: {
      storeCode: { type: 'string', maxLength: 64, description: 'the store' },
      count: { type: 'integer', minimum: 0, description: 'tags with a low battery now' },
      added: {
        type: 'array',
        maxItems: 20,
        items: { type: 'string', maxLength: 64 },
        description: 'tag MACs new to the list (at most 20)',
      },
      addedCount: { type: 'integer', minimum: 0, description: 'tags new to the list' },
      removed: {
        type: 'array',
        maxItems: 20,
        items: { type: 'string', maxLength: 64 },
        description: 'tag MACs gone from the list (at most 20)',
      },
      removedCount: { type: 'integer', minimum: 0, description: 'tags gone from the list' },
    },
    required: ['storeCode', 'count', 'added', 'addedCount', 'removed', 'removedCount'],
    additionalProperties: false,
  },
  {
    $id: 'ProductFileImported',
    type: 'object',
    description: 'productFile.imported: a product file upload finished and applied at least one row.',
    properties: {
      uploadId: { type: 'integer', minimum: 0, description: 'the upload\'s id (product file history)' },
      storeCode: { type: 'string', maxLength: 64, description: 'the store' },
      fileName: { type: 'string', maxLength: 256, description: 'the file\'s name' },
      rowsRead: { type: 'integer', minimum: 0, description: 'data rows read' },
      rowsApplied: { type: 'integer', minimum: 0, description: 'rows applied' },
      rowsRefused: {
        type: 'integer',
        minimum: 0,
        description: 'rows refused (see the upload\'s errors in the console)',
      },
      finishedAt: { type: 'string', format: 'date-time', description: 'when the import finished' },
    },
    required: ['uploadId', 'storeCode', 'fileName', 'rowsRead', 'rowsApplied', 'rowsRefused', 'finishedAt'],
    additionalProperties: false,
  },
  {
    $id: 'ProductFileFailed',
    type: 'object',
    description: 'productFile.failed: a product file upload finished without applying any row (not UTF-8, no valid row, parser exception, the import failed).',
    properties: {
      uploadId: { type: 'integer', minimum: 0, description: 'the upload\'s id (product file history)' },
      storeCode: { type: 'string', maxLength: 64, description: 'the store' },
      fileName: { type: 'string', maxLength: 256, description: 'the file\'s name' },
      rowsRead: { type: 'integer', minimum: 0, description: 'data rows read' },
      rowsRefused: { type: 'integer', minimum: 0, description: 'rows refused' },
      error: { type: 'string', maxLength: 1024, description: 'the first error (line 0 = the whole file)' },
      finishedAt: { type: 'string', format: 'date-time', description: 'when the import finished' },
    },
    required: ['uploadId', 'storeCode', 'fileName', 'rowsRead', 'rowsRefused', 'error', 'finishedAt'],
    additionalProperties: false,
  },
  {
    $id: 'GatewayOffline',
    type: 'object',
    description: 'gateway.offline: a gateway (a simulated one, an OpenEPaperLink access point) went OFFLINE: once per outage, when the change is detected.',
    properties: {
      storeCode: { type: 'string', maxLength: 64, description: 'the gateway\'s store' },
      gwMac: { type: 'string', maxLength: 64, description: 'the gateway\'s MAC' },
      kind: {
        type: ['string', 'null'],
        maxLength: 32,
        description: 'the gateway\'s kind (null: a simulated or collected gateway, oepl: an OpenEPaperLink access point)',
      },
      at: { type: 'string', format: 'date-time', description: 'when the server found it OFFLINE' },
    },
    required: ['storeCode', 'gwMac', 'kind', 'at'],
    additionalProperties: false,
  },
  {
    $id: 'GatewayOnline',
    type: 'object',
    description: 'gateway.online: an OFFLINE gateway answers again: once per outage\'s end.',
    properties: {
      storeCode: { type: 'string', maxLength: 64, description: 'the gateway\'s store' },
      gwMac: { type: 'string', maxLength: 64, description: 'the gateway\'s MAC' },
      at: { type: 'string', format: 'date-time', description: 'when it was seen again' },
      kind: {
        type: ['string', 'null'],
        maxLength: 32,
        description: 'the gateway\'s kind (null: a simulated or collected gateway, oepl: an OpenEPaperLink access point)',
      },
    },
    required: ['storeCode', 'gwMac', 'kind', 'at'],
    additionalProperties: false,
  },
  {
    $id: 'WebhookTest',
    type: 'object',
    description: 'webhook.test: the test event sent from the console ("send a test event") to check a receiver.',
    properties: {
      subscriptionId: { type: 'integer', minimum: 0, description: 'the subscription\'s id' },
      message: { type: 'string', maxLength: 256, description: 'a fixed text' },
    },
    required: ['subscriptionId', 'message'],
    additionalProperties: false,
  },
];

/** call id → method, URL (relative to the API prefix), Fastify route schema, statuses answering JSON */
export const CALL_ROUTES: Record<CallName, CallRoute> = {
  'account.search': {
    method: 'POST',
    url: '/auth/account/search',
    schema: {
      tags: ['Account'],
      summary: 'search accounts (default order email ascending)',
      operationId: 'account.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'AccountView#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.getOne': {
    method: 'GET',
    url: '/auth/account/:email',
    schema: {
      tags: ['Account'],
      summary: 'one account (also one\'s own without member read)',
      operationId: 'account.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          email: { type: 'string', maxLength: 254 },
        },
        required: ['email'],
      },
      response: {
        '200': { $ref: 'AccountView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.create': {
    method: 'POST',
    url: '/auth/account',
    schema: {
      tags: ['Account'],
      summary: 'create an account',
      operationId: 'account.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Account#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'AccountView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.update': {
    method: 'PUT',
    url: '/auth/account',
    schema: {
      tags: ['Account'],
      summary: 'update an account; the own account (name, mobile, password) without member write',
      operationId: 'account.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Account#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'AccountView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.delete': {
    method: 'DELETE',
    url: '/auth/account/:email',
    schema: {
      tags: ['Account'],
      summary: 'delete an account (not one\'s own)',
      operationId: 'account.delete',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          email: { type: 'string', maxLength: 254 },
        },
        required: ['email'],
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.login': {
    method: 'POST',
    url: '/auth/login',
    schema: {
      tags: ['Account'],
      summary: 'log in: the session user info with a new token (401 Authentication Failure., 423 locked, 429 throttled)',
      operationId: 'account.login',
      body: { $ref: 'LoginCredentials#' },
      response: {
        '200': { $ref: 'SessionUserInfo#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '423': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.session': {
    method: 'GET',
    url: '/auth/login',
    schema: {
      tags: ['Account'],
      summary: 'session check: the session user info of the Access-Token and Access-Email headers (accessToken echoes the one sent), or 401',
      operationId: 'account.session',
      response: {
        '200': { $ref: 'SessionUserInfo#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.logout': {
    method: 'POST',
    url: '/auth/logout',
    schema: {
      tags: ['Account'],
      summary: 'log out: the session\'s token dies',
      operationId: 'account.logout',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {},
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.unlock': {
    method: 'POST',
    url: '/auth/account/unlock',
    schema: {
      tags: ['Account'],
      summary: 'unlock an account (member write, an account the session may change)',
      operationId: 'account.unlock',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'AccountEmail#' },
      response: {
        '200': {
          type: 'object',
          properties: {},
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.reset': {
    method: 'POST',
    url: '/auth/account/reset',
    schema: {
      tags: ['Account'],
      summary: 'reset an account to a temporary password (answered once), force its change, unlock it, end its sessions',
      operationId: 'account.reset',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'AccountEmail#' },
      response: {
        '200': { $ref: 'TemporaryPassword#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.forgetPassword': {
    method: 'POST',
    url: '/auth/forget/password',
    schema: {
      tags: ['Account'],
      summary: 'mail a single-use password reset link to an existing account (always answers code 1: no account enumeration)',
      operationId: 'account.forgetPassword',
      body: { $ref: 'PasswordForget#' },
      response: {
        '200': { $ref: 'CodeMessage#' },
        '400': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.resetPassword': {
    method: 'POST',
    url: '/auth/reset/password',
    schema: {
      tags: ['Account'],
      summary: 'set a new password with the emailed reset link (email, token)',
      operationId: 'account.resetPassword',
      body: { $ref: 'PasswordReset#' },
      response: {
        '200': { $ref: 'CodeMessage#' },
        '400': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'account.signup': {
    method: 'POST',
    url: '/auth/signup',
    schema: {
      tags: ['Account'],
      summary: 'sign up a new account with the signup role and no store (code 0: the email is registered, or signup is closed)',
      operationId: 'account.signup',
      body: { $ref: 'SignupForm#' },
      response: {
        '200': { $ref: 'CodeMessage#' },
        '400': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarm.systemSearch': {
    method: 'POST',
    url: '/history/alarm/system/search',
    schema: {
      tags: ['Alarm'],
      summary: 'the system alarm history of a store list (storeList) and the SYSTEM alarms, newest first (alarm read or dashboard read; stores outside the session: 403)',
      operationId: 'alarm.systemSearch',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'SystemAlarmSearch#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'SystemAlarmRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmContent.list': {
    method: 'GET',
    url: '/alarm/notification/content',
    schema: {
      tags: ['AlarmContent'],
      summary: 'the notification content of every alarm type',
      operationId: 'alarmContent.list',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'AlarmContentNamed#' },
      response: {
        '200': { $ref: 'AlarmContentAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'alarmNotification.search': {
    method: 'POST',
    url: '/alarm/notification/setting/search',
    schema: {
      tags: ['AlarmNotification'],
      summary: 'the notification settings as a table (50 per page, filter_type contains)',
      operationId: 'alarmNotification.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'AlarmNotificationSetting#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'AlarmNotificationSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'AlarmConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'AlarmSettingValues#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'AlarmSettingInput#' },
      response: {
        '200': { $ref: 'AlarmSettingValues#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'AliasList#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'amac.create': {
    method: 'POST',
    url: '/config/amac',
    schema: {
      tags: ['Amac'],
      summary: 'add an abstract-code mapping (409 when the code exists)',
      operationId: 'amac.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Amac#', 'x-validated-by': 'entity' },
      response: {
        '201': { $ref: 'Amac#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'amac.update': {
    method: 'PUT',
    url: '/config/amac',
    schema: {
      tags: ['Amac'],
      summary: 'save an abstract-code mapping (404 when unknown)',
      operationId: 'amac.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Amac#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Amac#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'amac.list': {
    method: 'GET',
    url: '/config/amac',
    schema: {
      tags: ['Amac'],
      summary: 'every abstract-code mapping (code order)',
      operationId: 'amac.list',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'AmacList#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'apiToken.search': {
    method: 'POST',
    url: '/auth/token/search',
    schema: {
      tags: ['ApiToken'],
      summary: 'the API tokens, newest first (never their secrets)',
      operationId: 'apiToken.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'ApiTokenRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'apiToken.create': {
    method: 'POST',
    url: '/auth/token',
    schema: {
      tags: ['ApiToken'],
      summary: 'create an API token (people only; the grant rule of accounts: never more than the caller holds): the row and its secret, shown once',
      operationId: 'apiToken.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'ApiTokenCreate#' },
      response: {
        '200': { $ref: 'ApiTokenCreated#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'apiToken.revoke': {
    method: 'POST',
    url: '/auth/token/:id/revoke',
    schema: {
      tags: ['ApiToken'],
      summary: 'revoke an API token: refused (401) from its next request on, on every instance',
      operationId: 'apiToken.revoke',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'ApiTokenRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'appFile.search': {
    method: 'GET',
    url: '/app/file/list',
    schema: {
      tags: ['AppFile'],
      summary: 'the mobile app files, newest first',
      operationId: 'appFile.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              items: { $ref: 'AppFile#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'appFile.delete': {
    method: 'DELETE',
    url: '/app/file/:_id',
    schema: {
      tags: ['AppFile'],
      summary: 'remove a mobile app file (the row, then its file)',
      operationId: 'appFile.delete',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          type: 'object',
          properties: {},
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'appFile.activate': {
    method: 'GET',
    url: '/app/file/active/:_id',
    schema: {
      tags: ['AppFile'],
      summary: 'make a mobile app file the active one',
      operationId: 'appFile.activate',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryForecast.tagSearch': {
    method: 'POST',
    url: '/battery/store/:storeCode/tag/search',
    schema: {
      tags: ['BatteryForecast'],
      summary: 'a store\'s tags with their forecast, soonest first (filter_tagId contains, filter_state forecast|low|tooFewReadings|noDrain, filter_within thisWeek|nextWeek|thisMonth; sorted by forecastAt, tagId, level, ratePerMonth or aisle)',
      operationId: 'batteryForecast.tagSearch',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      body: {
        $ref: 'TableSearch#',
        properties: {
          within: {
            type: 'string',
            maxLength: 32,
            description: 'thisWeek, nextWeek or thisMonth (another: 400 naming them)',
          },
        },
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'BatteryListRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'batteryStore.search': {
    method: 'POST',
    url: '/battery/store/search',
    schema: {
      tags: ['BatteryStore'],
      summary: 'the stores with their counts as a table (filter_storeName, filter_storeCode; sorted by any count)',
      operationId: 'batteryStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'BatteryStoreSummary#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'BatteryStores#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'BatteryMailSetting#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'channelSetting.getOne': {
    method: 'GET',
    url: '/config/gw/channel',
    schema: {
      tags: ['ChannelSetting'],
      summary: 'the channel settings of a store (?storeCode=)',
      operationId: 'channelSetting.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      querystring: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'ChannelSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'channelSetting.create': {
    method: 'POST',
    url: '/config/gw/channel',
    schema: {
      tags: ['ChannelSetting'],
      summary: 'replace the channel settings of a store (channels 11 to 26, 27 to 31 with outband; a gwIndex once)',
      operationId: 'channelSetting.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'ChannelSettingsInput#' },
      response: {
        '200': { $ref: 'ChannelSettingsSaved#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.search': {
    method: 'POST',
    url: '/dashboards/search',
    schema: {
      tags: ['Dashboard'],
      summary: 'the dashboards this account sees, with editable',
      operationId: 'dashboard.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'DashboardView#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.getOne': {
    method: 'GET',
    url: '/dashboards/:id',
    schema: {
      tags: ['Dashboard'],
      summary: 'one dashboard the account sees',
      operationId: 'dashboard.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'DashboardView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.create': {
    method: 'POST',
    url: '/dashboards',
    schema: {
      tags: ['Dashboard'],
      summary: 'create a dashboard, owned by the session',
      operationId: 'dashboard.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Dashboard#', 'x-validated-by': 'entity' },
      response: {
        '201': { $ref: 'DashboardView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'dashboard.update': {
    method: 'PUT',
    url: '/dashboards/:id',
    schema: {
      tags: ['Dashboard'],
      summary: 'save a dashboard (owner or role 0; built-in ones never), kept as its next version',
      operationId: 'dashboard.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      body: { $ref: 'Dashboard#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'DashboardView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.delete': {
    method: 'DELETE',
    url: '/dashboards/:id',
    schema: {
      tags: ['Dashboard'],
      summary: 'delete a dashboard (owner or role 0; built-in ones never)',
      operationId: 'dashboard.delete',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
        },
        required: ['id'],
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.duplicate': {
    method: 'POST',
    url: '/dashboards/:id/duplicate',
    schema: {
      tags: ['Dashboard'],
      summary: 'a copy of a dashboard the session may see, owned by the session (the name given, else the original\'s)',
      operationId: 'dashboard.duplicate',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      body: { $ref: 'DashboardName#' },
      response: {
        '201': { $ref: 'DashboardView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'dashboard.import': {
    method: 'POST',
    url: '/dashboards/import',
    schema: {
      tags: ['Dashboard'],
      summary: 'a dashboard from an export file (schemas/dashboardFile.schema.json), owned by the session',
      operationId: 'dashboard.import',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        description: 'a dashboard export file (dashboardFile.schema.json), checked by the server: a refused field is named in the message (panels: validation error)',
        additionalProperties: true,
      },
      response: {
        '201': { $ref: 'DashboardView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'dashboard.statsQuery': {
    method: 'POST',
    url: '/stats/query',
    schema: {
      tags: ['Dashboard'],
      summary: 'the figures of a panel\'s stats query (x-stats entities)',
      operationId: 'dashboard.statsQuery',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        description: 'a StatsQuery (dashboard panels[].query): { entity, measure: { fn, field?, p? }, groupBy?, bucket?: { field, unit }, filters?, stores?, from?, to?, sort?, limit? }, checked by the server\'s stats query parser (docs/api.md, Custom dashboards)',
        additionalProperties: true,
      },
      response: {
        '200': { $ref: 'StatsAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
        '503': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.catalogue': {
    method: 'GET',
    url: '/stats/query/catalogue',
    schema: {
      tags: ['Dashboard'],
      summary: 'the entities and fields a panel may query',
      operationId: 'dashboard.catalogue',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            entities: {
              type: 'array',
              maxItems: 1000,
              items: { $ref: 'CatalogueEntity#' },
            },
          },
          required: ['entities'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.figures': {
    method: 'POST',
    url: '/dashboards/:id/figures',
    schema: {
      tags: ['Dashboard'],
      summary: 'a panel\'s figures on a dashboard the session sees (custom_dashboard read): the panel\'s query as POST /stats/query takes it (stores from the dashboard\'s variable or the panel\'s pins), run over the viewer\'s part of those stores (their intersection with the session\'s stores; every store of the session when it is empty), never 403 for a store someone else chose; the answer says which stores it covers',
      operationId: 'dashboard.figures',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      body: {
        type: 'object',
        description: 'a StatsQuery (dashboard panels[].query): { entity, measure: { fn, field?, p? }, groupBy?, bucket?: { field, unit }, filters?, stores?, from?, to?, sort?, limit? }, checked by the server\'s stats query parser (docs/api.md, Custom dashboards)',
        additionalProperties: true,
      },
      response: {
        '200': { $ref: 'DashboardFigures#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
        '503': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.shareRoles': {
    method: 'GET',
    url: '/dashboards/share-roles',
    schema: {
      tags: ['Dashboard'],
      summary: 'the roles a dashboard may be shared with, id and name only (every role but role 0, which sees every dashboard anyway), for custom_dashboard write: no role read needed',
      operationId: 'dashboard.shareRoles',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'array',
          maxItems: 100000,
          items: { $ref: 'ShareRole#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.versions': {
    method: 'GET',
    url: '/dashboards/:id/versions',
    schema: {
      tags: ['Dashboard'],
      summary: 'the saved versions of a dashboard the session sees, newest first (start, length: default 0, 25; the last 50 are kept): who saved each and when',
      operationId: 'dashboard.versions',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      querystring: {
        type: 'object',
        properties: {
          start: { type: 'integer', minimum: 0, maximum: 999999999 },
          length: { type: 'integer', minimum: 0, maximum: 999999999 },
        },
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'DashboardVersionRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.version': {
    method: 'GET',
    url: '/dashboards/:id/versions/:version',
    schema: {
      tags: ['Dashboard'],
      summary: 'one saved version with its full definition (name, sharedRoles, variables, layouts, panels)',
      operationId: 'dashboard.version',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
          version: { type: 'integer', minimum: 0, maximum: 999999999 },
        },
        required: ['id', 'version'],
      },
      response: {
        '200': { $ref: 'DashboardVersion#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.restore': {
    method: 'POST',
    url: '/dashboards/:id/versions/:version/restore',
    schema: {
      tags: ['Dashboard'],
      summary: 'the dashboard as it was in that version, saved as a new version (owner or role 0, custom_dashboard write)',
      operationId: 'dashboard.restore',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
          version: { type: 'integer', minimum: 0, maximum: 999999999 },
        },
        required: ['id', 'version'],
      },
      response: {
        '200': { $ref: 'DashboardView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.starters': {
    method: 'GET',
    url: '/dashboards/starters',
    schema: {
      tags: ['Dashboard'],
      summary: 'the starter dashboards (store operations, battery and delivery, fleet health), made of ordinary panels only',
      operationId: 'dashboard.starters',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'array',
          maxItems: 100,
          items: { $ref: 'DashboardStarter#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'dashboard.copyStarter': {
    method: 'POST',
    url: '/dashboards/starters/:key/copy',
    schema: {
      tags: ['Dashboard'],
      summary: 'a new dashboard of the session from a starter (the name given, else the starter\'s): every panel editable',
      operationId: 'dashboard.copyStarter',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          key: { type: 'string', maxLength: 64 },
        },
        required: ['key'],
      },
      body: { $ref: 'DashboardName#' },
      response: {
        '201': { $ref: 'DashboardView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'dashboard.alerts': {
    method: 'GET',
    url: '/dashboards/:id/alerts',
    schema: {
      tags: ['Dashboard'],
      summary: 'the state of each panel\'s enabled alert rule (ok, pending, firing; since, last value), as the panel-alerts job last evaluated it',
      operationId: 'dashboard.alerts',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 0, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      response: {
        '200': {
          type: 'array',
          maxItems: 1000,
          items: { $ref: 'PanelAlertState#' },
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'deliveryStore.search': {
    method: 'POST',
    url: '/delivery/store/search',
    schema: {
      tags: ['DeliveryStore'],
      summary: 'the stores on a day as a table (filter_storeName, filter_storeCode, filter_status MET|MISSED|NONE; day or filter_day: yyyy-mm-dd, default today)',
      operationId: 'deliveryStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        $ref: 'TableSearch#',
        properties: {
          day: { type: 'string', maxLength: 32, description: 'yyyy-mm-dd, default today (another: 400)' },
        },
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'DeliveryStoreDay#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'deliveryStore.late': {
    method: 'POST',
    url: '/delivery/store/:storeCode/late/search',
    schema: {
      tags: ['DeliveryStore'],
      summary: 'a store\'s failed or late updates of a day (failed, confirmed after the target minutes, or open past them): day or filter_day, filter_cause; sorted by askedAt, seconds, tagId or tries',
      operationId: 'deliveryStore.late',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      body: {
        $ref: 'TableSearch#',
        properties: {
          day: {
            type: 'string',
            maxLength: 32,
            description: 'yyyy-mm-dd, default today (another: 400)',
            'x-message': 'app.serverMessages.deliveryDay',
          },
        },
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'DeliveryLateRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'familyProduct.search': {
    method: 'POST',
    url: '/status/store/:storeCode/product/family/search',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'the family tables (table conventions, 25 per page, default order fmPrCode): filter_fmPrCode (contains), filter_prCode (in prCodeList), filter_layoutId (equals), filter_startDate/EndDate on updatedAt',
      operationId: 'familyProduct.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'FamilyRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.search2': {
    method: 'POST',
    url: '/status/product/family/search',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'the family tables (table conventions, 25 per page, default order fmPrCode): filter_fmPrCode (contains), filter_prCode (in prCodeList), filter_layoutId (equals), filter_startDate/EndDate on updatedAt',
      operationId: 'familyProduct.search2',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'FamilyRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.ofProduct': {
    method: 'GET',
    url: '/product/family/findByPrCode/:prCode/store/:storeCode',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'the families containing a product',
      operationId: 'familyProduct.ofProduct',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          prCode: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['prCode', 'storeCode'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            storeCode: { type: 'string', maxLength: 64 },
            prCode: { type: 'string' },
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'FamilyRecord#' },
            },
          },
          required: ['storeCode', 'prCode', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.find': {
    method: 'GET',
    url: '/product/family/:fmPrCode/store/:storeCode',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'a family of a store',
      operationId: 'familyProduct.find',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          fmPrCode: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['fmPrCode', 'storeCode'],
      },
      response: {
        '200': { $ref: 'FamilyRecord#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.findInFirstStore': {
    method: 'GET',
    url: '/product/family/:fmPrCode/store',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'a family of the session\'s first store (an empty store segment: doc 2 §7 \'an empty store becomes a default\')',
      operationId: 'familyProduct.findInFirstStore',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          fmPrCode: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
        },
        required: ['fmPrCode'],
      },
      response: {
        '200': { $ref: 'FamilyRecord#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.save': {
    method: 'POST',
    url: '/product/family',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'create or update a family of a store',
      operationId: 'familyProduct.save',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        description: 'one family { storeCode, fmPrCode, prCodeList, layoutId, nfc } or { storeCode, family: [...] }; each family is checked by domain/familyRules.ts (the spec\'s messages)',
        properties: {
          storeCode: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
          family: {
            type: 'array',
            maxItems: 20000,
            'x-message': 'validation.invalidValue',
            items: {
              type: 'object',
              description: 'a family (checked by domain/familyRules.ts)',
              additionalProperties: true,
            },
          },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'FamilySaveAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'familyProduct.importFile': {
    method: 'POST',
    url: '/product/family/import',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'save the families of a family file',
      operationId: 'familyProduct.importFile',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
          fileName: {
            type: 'string',
            maxLength: 255,
            'x-message': 'app.serverMessages.invalidFileFormat',
            description: '.csv or .txt',
          },
          text: { type: 'string', maxLength: 10000000, 'x-message': 'app.serverMessages.invalidFileFormat' },
        },
        required: ['storeCode', 'fileName', 'text'],
      },
      response: {
        '200': { $ref: 'FamilyImportAnswer#' },
        '400': { $ref: 'FamilyImportRefusal#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200, 400],
  },
  'familyProduct.deleteMany': {
    method: 'POST',
    url: '/product/family/delete',
    schema: {
      tags: ['FamilyProduct'],
      summary: 'delete families of a store',
      operationId: 'familyProduct.deleteMany',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
          fmPrCodeList: {
            type: 'array',
            maxItems: 20000,
            'x-message': 'validation.invalidValue',
            items: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
            description: 'the family codes (at least one)',
          },
        },
        required: ['storeCode', 'fmPrCodeList'],
      },
      response: {
        '200': { $ref: 'FamilyDeleteAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.search': {
    method: 'POST',
    url: '/status/store/:storeCode/gw/search',
    schema: {
      tags: ['Gateway'],
      summary: 'Gateways of a store (table conventions; 50 per page, gwIndex order): status is the shown one (NORMAL without time sync is ALARM); filter_status (value, comma list or array), filter_gwMac, filter_macOrIp (MAC or IP contains)',
      operationId: 'gateway.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'GatewayRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.getOne': {
    method: 'GET',
    url: '/status/store/:storeCode/gw/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'one gateway of a store',
      operationId: 'gateway.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '200': { $ref: 'GatewayRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.ofStore': {
    method: 'GET',
    url: '/status/store/:storeCode',
    schema: {
      tags: ['Gateway'],
      summary: 'one store summary with its gateways (objList)',
      operationId: 'gateway.ofStore',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'StoreWithGateways#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.storeConfig': {
    method: 'GET',
    url: '/config/store/:storeCode/gw',
    schema: {
      tags: ['Gateway'],
      summary: 'a store\'s gateway configurations, and whether its outband allows channels 27 to 31',
      operationId: 'gateway.storeConfig',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'StoreGateways#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.config': {
    method: 'GET',
    url: '/config/store/:storeCode/gw/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'one gateway\'s configuration',
      operationId: 'gateway.config',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '200': { $ref: 'GatewayConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.update': {
    method: 'PUT',
    url: '/config/store/:storeCode/gw/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'edit one gateway\'s configuration; an offline gateway cannot take it (409); channels 27 to 31 need the store\'s outband',
      operationId: 'gateway.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          gwMac: { type: 'string', maxLength: 32 },
        },
        required: ['storeCode', 'gwMac'],
      },
      body: { $ref: 'GatewayConfigInput#' },
      response: {
        '200': { $ref: 'GatewayConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.updateAll': {
    method: 'PUT',
    url: '/config/store/:storeCode/gw',
    schema: {
      tags: ['Gateway'],
      summary: 'edit all: offline and unknown gateways are listed in gwNG, unchanged; channels 27 to 31 need the store\'s outband (400, nothing written)',
      operationId: 'gateway.updateAll',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      body: { $ref: 'GatewayConfigList#' },
      response: {
        '200': { $ref: 'GatewayUpdateAll#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.remove': {
    method: 'DELETE',
    url: '/config/store/:storeCode/gw/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'delete a gateway of a store (an OpenEPaperLink access point is unregistered)',
      operationId: 'gateway.remove',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '200': {
          type: 'object',
          properties: {},
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.linkCheck': {
    method: 'GET',
    url: '/check/link/gw/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'whether the server reaches the gateway; an offline gateway fails',
      operationId: 'gateway.linkCheck',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          gwMac: { type: 'string', maxLength: 32 },
        },
        required: ['gwMac'],
      },
      response: {
        '200': { $ref: 'LinkCheck#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.reboot': {
    method: 'POST',
    url: '/gw/reboot/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'reboot a gateway: offline for 10 to 30 seconds; an offline gateway cannot be reached (success false)',
      operationId: 'gateway.reboot',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          gwMac: { type: 'string', maxLength: 32 },
        },
        required: ['gwMac'],
      },
      response: {
        '200': { $ref: 'LinkCheck#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.registerOepl': {
    method: 'POST',
    url: '/config/store/:storeCode/gw/oepl',
    schema: {
      tags: ['Gateway'],
      summary: 'register an OpenEPaperLink access point (polled at once); 400 for an address the server must not connect to, 409 when registered already',
      operationId: 'gateway.registerOepl',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      body: { $ref: 'OeplAddress#' },
      response: {
        '201': { $ref: 'OeplRegistered#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'gateway.unregisterOepl': {
    method: 'DELETE',
    url: '/config/store/:storeCode/gw/oepl/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'unregister an OpenEPaperLink access point (its tags stay, MISSING)',
      operationId: 'gateway.unregisterOepl',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '200': { $ref: 'OeplUnregistered#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gateway.systemStatus': {
    method: 'GET',
    url: '/system/status/gw/:gwMac',
    schema: {
      tags: ['Gateway'],
      summary: 'a gateway\'s system status: memory, ramdisk and log-disk percents and its samples of the window (start, end: epoch seconds; default and at most the last 24 hours)',
      operationId: 'gateway.systemStatus',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          gwMac: { type: 'string', maxLength: 32 },
        },
        required: ['gwMac'],
      },
      querystring: { $ref: 'TimeWindow#' },
      response: {
        '200': { $ref: 'GatewaySystemStatus#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gatewayAlarm.search': {
    method: 'POST',
    url: '/history/alarm/gw/:gwMac/search',
    schema: {
      tags: ['GatewayAlarm'],
      summary: 'a gateway\'s alarm history, 10 per page, newest first',
      operationId: 'gatewayAlarm.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'AlarmHistoryRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gatewayPredefined.search': {
    method: 'GET',
    url: '/gw/predefined/search',
    schema: {
      tags: ['GatewayPredefined'],
      summary: 'the predefined configurations of the session\'s stores, 25 per page (the table conventions in the query string: start, length, order=<column>:<dir>, filter_gwMac, filter_storeCode)',
      operationId: 'gatewayPredefined.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      querystring: { $ref: 'PredefinedSearchQuery#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'PredefinedRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gatewayPredefined.create': {
    method: 'POST',
    url: '/gw/predefined',
    schema: {
      tags: ['GatewayPredefined'],
      summary: 'upload predefined gateway configurations: the CSV rows the console parsed, a list or { rows } (each row checked by the gateway schema\'s predefined form); answers the rows written',
      operationId: 'gatewayPredefined.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        anyOf: [
          { type: 'array', maxItems: 100000, 'x-message': 'app.serverMessages.invalidFileFormat' },
          {
            type: 'object',
            properties: {
              rows: { type: 'array', maxItems: 100000 },
            },
            'x-message': 'app.serverMessages.invalidFileFormat',
          },
        ],
      },
      response: {
        '200': { $ref: 'PredefinedCount#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'gatewayPredefined.remove': {
    method: 'DELETE',
    url: '/gw/predefined/:gwMac',
    schema: {
      tags: ['GatewayPredefined'],
      summary: 'delete the predefined configuration of a MAC (its store in the session\'s)',
      operationId: 'gatewayPredefined.remove',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          gwMac: { type: 'string', maxLength: 32 },
        },
        required: ['gwMac'],
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'identityProvider.search': {
    method: 'POST',
    url: '/auth/sso/provider/search',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'the identity providers (role 0; never a client secret)',
      operationId: 'identityProvider.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'IdentityProviderRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'identityProvider.create': {
    method: 'POST',
    url: '/auth/sso/provider',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'add an identity provider (role 0); a client secret needs SECRET_KEY set',
      operationId: 'identityProvider.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'IdentityProviderInput#' },
      response: {
        '200': { $ref: 'IdentityProviderRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'identityProvider.update': {
    method: 'PUT',
    url: '/auth/sso/provider/:id',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'change an identity provider (role 0); clientSecret absent or empty keeps it',
      operationId: 'identityProvider.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
        },
        required: ['id'],
      },
      body: { $ref: 'IdentityProviderInput#' },
      response: {
        '200': { $ref: 'IdentityProviderRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'identityProvider.delete': {
    method: 'DELETE',
    url: '/auth/sso/provider/:id',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'remove an identity provider (role 0)',
      operationId: 'identityProvider.delete',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
        },
        required: ['id'],
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'identityProvider.choices': {
    method: 'GET',
    url: '/auth/sso/providers',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'the enabled providers\' ids and names, for the login page\'s buttons',
      operationId: 'identityProvider.choices',
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              items: { $ref: 'SsoProviderChoice#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'identityProvider.start': {
    method: 'GET',
    url: '/auth/sso/:id/start',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'begin a sign-in: 302 to the provider\'s authorization endpoint (code flow, PKCE S256, state, nonce); an error redirects to the login page with a message key',
      operationId: 'identityProvider.start',
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1 },
        },
        required: ['id'],
      },
      response: {
        '302': { description: 'to the provider, or to /#/sso?error=<message key>' },
        '400': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [302],
  },
  'identityProvider.callback': {
    method: 'GET',
    url: '/auth/sso/callback',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'the redirect URI: the provider\'s answer is validated (state, PKCE, nonce, ID token signature, issuer, audience, expiry); 302 to /#/sso?code=<one-time code> or ?error=<message key>',
      operationId: 'identityProvider.callback',
      querystring: {
        type: 'object',
        properties: {
          state: { type: 'string', maxLength: 200 },
          code: { type: 'string', maxLength: 4096 },
          error: { type: 'string', maxLength: 200 },
          error_description: { type: 'string', maxLength: 2000 },
          iss: { type: 'string', maxLength: 2048 },
          session_state: { type: 'string', maxLength: 2048 },
        },
      },
      response: {
        '302': { description: 'to /#/sso?code=<one-time code> or /#/sso?error=<message key>' },
        '400': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [302],
  },
  'identityProvider.exchange': {
    method: 'POST',
    url: '/auth/sso/exchange',
    schema: {
      tags: ['IdentityProvider'],
      summary: 'the session user info of a one-time sign-in code (valid one minute, once)',
      operationId: 'identityProvider.exchange',
      body: { $ref: 'SsoExchange#' },
      response: {
        '200': { $ref: 'SessionUserInfo#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'layout.paperNames': {
    method: 'GET',
    url: '/paper/layout/name',
    schema: {
      tags: ['Layout'],
      summary: 'the paper templates of the print editor',
      operationId: 'layout.paperNames',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'PaperLayoutNames#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'layout.names': {
    method: 'GET',
    url: '/layout/name',
    schema: {
      tags: ['Layout'],
      summary: 'the label layouts\' ids and names (product forms, tag lists)',
      operationId: 'layout.names',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'LayoutName#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'loginHistory.search': {
    method: 'POST',
    url: '/auth/account/history/:email/search',
    schema: {
      tags: ['LoginHistory'],
      summary: 'an account\'s login history, 25 per page, newest first (member read, or the own email)',
      operationId: 'loginHistory.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'LoginHistoryRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'mailOutbox.search': {
    method: 'POST',
    url: '/mail/outbox/search',
    schema: {
      tags: ['MailOutbox'],
      summary: 'the mail outbox, newest first (role 0 only: the setting privilege is checked first)',
      operationId: 'mailOutbox.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'MailOutboxRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperStore.search': {
    method: 'POST',
    url: '/status/store/pagination/4',
    schema: {
      tags: ['PaperStore'],
      summary: 'a page of the paper summaries of the session\'s stores (25 per page)',
      operationId: 'paperStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'PaperStoreSummary#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperStore.list': {
    method: 'GET',
    url: '/status/paper',
    schema: {
      tags: ['PaperStore'],
      summary: 'the paper summaries of the session stores (the map)',
      operationId: 'paperStore.list',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'PaperStoreSummaries#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperTask.search': {
    method: 'POST',
    url: '/paper/task/store/:storeCode/search',
    schema: {
      tags: ['PaperTask'],
      summary: 'the store\'s paper tasks, 25 per page, updatedAt descending (an unknown store: 404)',
      operationId: 'paperTask.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'PaperTaskAnswer#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperTask.getOne': {
    method: 'GET',
    url: '/paper/task/:_id/store/:storeCode',
    schema: {
      tags: ['PaperTask'],
      summary: 'one paper task of a store (an unknown store or task: 404)',
      operationId: 'paperTask.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '200': { $ref: 'PaperTaskAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperTaskRow.search': {
    method: 'POST',
    url: '/paper/task/:taskId/store/:storeCode/search',
    schema: {
      tags: ['PaperTaskRow'],
      summary: 'the labels of a paper task in row order, 25 per page (filter_result NONE, SUCCESS or FAIL; an unknown store or task: 404)',
      operationId: 'paperTaskRow.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'PaperTaskLabel#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperUpload.search': {
    method: 'POST',
    url: '/paper/file/upload/history/search',
    schema: {
      tags: ['PaperUpload'],
      summary: 'the uploads of the session\'s stores, received descending (filter_storeCode outside the session: 403)',
      operationId: 'paperUpload.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'PaperUploadListRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'paperUpload.getOne': {
    method: 'GET',
    url: '/paper/file/upload/history/detail/:_id',
    schema: {
      tags: ['PaperUpload'],
      summary: 'one paper upload with its error lines (an upload of a store outside the session: 403)',
      operationId: 'paperUpload.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'integer' },
        },
        required: ['_id'],
      },
      response: {
        '200': { $ref: 'PaperUploadAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
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
        { apiToken: [] },
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
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.search': {
    method: 'POST',
    url: '/status/store/:storeCode/plus/device/search',
    schema: {
      tags: ['PlusDevice'],
      summary: 'A store\'s device table (table conventions; filter_mac, name, template, status)',
      operationId: 'plusDevice.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'PlusDeviceRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.show': {
    method: 'GET',
    url: '/plus/store/:storeCode/device/:mac/show',
    schema: {
      tags: ['PlusDevice'],
      summary: 'a device\'s show',
      operationId: 'plusDevice.show',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          mac: {
            type: 'string',
            maxLength: 64,
            description: 'the device\'s MAC (colons and dashes allowed; not a MAC: 400)',
          },
        },
        required: ['storeCode', 'mac'],
      },
      response: {
        '200': { $ref: 'PlusDeviceShowView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.saveShow': {
    method: 'POST',
    url: '/plus/store/:storeCode/device/:mac/show',
    schema: {
      tags: ['PlusDevice'],
      summary: 'give a device its own show',
      operationId: 'plusDevice.saveShow',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          mac: {
            type: 'string',
            maxLength: 64,
            description: 'the device\'s MAC (colons and dashes allowed; not a MAC: 400)',
          },
        },
        required: ['storeCode', 'mac'],
      },
      body: { $ref: 'PlusDeviceShowBody#' },
      response: {
        '200': { $ref: 'PlusDeviceShowView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.applyTemplate': {
    method: 'POST',
    url: '/plus/store/:storeCode/device/list/template',
    schema: {
      tags: ['PlusDevice'],
      summary: 'apply a template to devices (\'\' clears it; update false: the devices get their show at their next sync)',
      operationId: 'plusDevice.applyTemplate',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          update: {
            type: 'boolean',
            'x-message': 'validation.invalidValue',
            description: 'false: devices already following it keep their show (else flag decides)',
          },
        },
      },
      body: { $ref: 'PlusTemplateApply#' },
      response: {
        '200': { $ref: 'PlusTemplateApplied#' },
        '400': { $ref: 'PlusTemplateMisfit#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'PlusDevicesMissing#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200, 400, 404],
  },
  'plusDevice.picture': {
    method: 'GET',
    url: '/plus/store/:storeCode/device/:mac/picture',
    schema: {
      tags: ['PlusDevice'],
      summary: 'the PNG of what a device shows now (?slide=n another of its reported show)',
      operationId: 'plusDevice.picture',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          mac: {
            type: 'string',
            maxLength: 64,
            description: 'the device\'s MAC (colons and dashes allowed; not a MAC: 400)',
          },
        },
        required: ['storeCode', 'mac'],
      },
      querystring: {
        type: 'object',
        properties: {
          slide: { type: 'integer', minimum: 0, maximum: 999, 'x-message': 'validation.invalidValue' },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'plusDevice.get': {
    method: 'GET',
    url: '/status/store/:storeCode/plus/device/:mac',
    schema: {
      tags: ['PlusDevice'],
      summary: 'one device, with blinking',
      operationId: 'plusDevice.get',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          mac: { type: 'string', maxLength: 64, description: 'the device\'s MAC (not a MAC: 404)' },
        },
        required: ['storeCode', 'mac'],
      },
      response: {
        '200': { $ref: 'PlusDeviceRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.saveConfig': {
    method: 'POST',
    url: '/plus/device/config',
    schema: {
      tags: ['PlusDevice'],
      summary: 'a device\'s settings (x-forms.config)',
      operationId: 'plusDevice.saveConfig',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'PlusDeviceConfigBody#' },
      response: {
        '200': { $ref: 'PlusDeviceRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.remove': {
    method: 'DELETE',
    url: '/plus/store/:storeCode/device/:mac',
    schema: {
      tags: ['PlusDevice'],
      summary: 'remove a device',
      operationId: 'plusDevice.remove',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          mac: { type: 'string', maxLength: 64, description: 'the device\'s MAC (not a MAC: 404)' },
        },
        required: ['storeCode', 'mac'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            mac: { type: 'string', maxLength: 64 },
            message: { type: 'string', maxLength: 4096 },
            messageKey: { type: 'string', maxLength: 256 },
            messageArgs: {
              type: 'object',
              additionalProperties: {
                type: ['string', 'number'],
              },
            },
          },
          required: ['mac', 'message', 'messageKey'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.assign': {
    method: 'POST',
    url: '/plus/assign',
    schema: {
      tags: ['PlusDevice'],
      summary: 'assign products to devices (a mac with index digits: one slot)',
      operationId: 'plusDevice.assign',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'PlusDeviceProducts#' },
      response: {
        '200': { $ref: 'PlusDeviceProductLists#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.deassign': {
    method: 'POST',
    url: '/plus/deassign',
    schema: {
      tags: ['PlusDevice'],
      summary: 'take the products off devices (a mac with index digits: one slot)',
      operationId: 'plusDevice.deassign',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'PlusDeviceProducts#' },
      response: {
        '200': { $ref: 'PlusDeviceProductLists#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.blinkProduct': {
    method: 'POST',
    url: '/plus/store/:storeCode/blink/product',
    schema: {
      tags: ['PlusDevice'],
      summary: 'blink the devices showing a product',
      operationId: 'plusDevice.blinkProduct',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          prCode: {
            anyOf: [
              { type: 'string', maxLength: 1024 },
              {
                type: 'array',
                maxItems: 10000,
                items: { type: 'string', maxLength: 1024 },
              },
            ],
            description: 'the product code (a list: its first)',
          },
        },
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            prCode: { type: 'string', maxLength: 1024 },
            devList: {
              type: 'array',
              maxItems: 100000,
              items: { type: 'string', maxLength: 64 },
            },
            blinkUntil: {
              type: ['string', 'null'],
              format: 'date-time',
            },
          },
          required: ['prCode', 'devList', 'blinkUntil'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.searchByProduct': {
    method: 'GET',
    url: '/plus/store/:storeCode/device/search/:term',
    schema: {
      tags: ['PlusDevice'],
      summary: 'the devices showing a product code',
      operationId: 'plusDevice.searchByProduct',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          term: { type: 'string', maxLength: 1024, description: 'blank or over 64 characters: 400' },
        },
        required: ['storeCode', 'term'],
      },
      response: {
        '200': { $ref: 'PlusDeviceFound#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.showInfo': {
    method: 'POST',
    url: '/plus/store/:storeCode/device/show/info',
    schema: {
      tags: ['PlusDevice'],
      summary: 'show the info view on devices for a duration (s)',
      operationId: 'plusDevice.showInfo',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          devList: {
            type: 'array',
            maxItems: 100000,
            items: {
              anyOf: [
                { type: 'string', maxLength: 1024 },
                {
                  type: 'object',
                  properties: {
                    mac: { type: 'string', maxLength: 1024 },
                  },
                },
              ],
            },
            description: 'the devices: MACs or { mac } (at most 10,000; none: 400)',
          },
          duration: {
            type: 'integer',
            minimum: 10,
            maximum: 300,
            'x-message': 'app.serverMessages.plusInfoViewRange',
            description: 'seconds',
          },
        },
        required: ['duration'],
      },
      response: {
        '200': { $ref: 'PlusDevicesDone#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.sync': {
    method: 'POST',
    url: '/plus/store/:storeCode/device/sync',
    schema: {
      tags: ['PlusDevice'],
      summary: 'send devices their show again',
      operationId: 'plusDevice.sync',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          devList: {
            type: 'array',
            maxItems: 100000,
            items: {
              anyOf: [
                { type: 'string', maxLength: 1024 },
                {
                  type: 'object',
                  properties: {
                    mac: { type: 'string', maxLength: 1024 },
                  },
                },
              ],
            },
            description: 'the devices: MACs or { mac } (at most 10,000; none: 400)',
          },
        },
      },
      response: {
        '200': { $ref: 'PlusDevicesDone#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.switchMode': {
    method: 'POST',
    url: '/plus/store/:storeCode/switch/mode',
    schema: {
      tags: ['PlusDevice'],
      summary: 'switch devices to a mode',
      operationId: 'plusDevice.switchMode',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          macList: {
            anyOf: [
              { type: 'string', maxLength: 16 },
              {
                type: 'array',
                maxItems: 100000,
                items: {
                  anyOf: [
                    { type: 'string', maxLength: 1024 },
                    {
                      type: 'object',
                      properties: {
                        mac: { type: 'string', maxLength: 1024 },
                      },
                    },
                  ],
                },
                description: 'the devices: MACs or { mac } (at most 10,000; none: 400)',
              },
            ],
            description: 'the devices: MACs or { mac }, or all (none: 400)',
          },
          mode: { type: 'integer', description: '0 to 9 (checked by the handler)' },
        },
      },
      response: {
        '200': { $ref: 'PlusDevicesDone#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.setShowIdx': {
    method: 'POST',
    url: '/plus/store/:storeCode/set/showIdx',
    schema: {
      tags: ['PlusDevice'],
      summary: 'fix the slide devices show',
      operationId: 'plusDevice.setShowIdx',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          macList: {
            type: 'array',
            maxItems: 100000,
            items: {
              anyOf: [
                { type: 'string', maxLength: 1024 },
                {
                  type: 'object',
                  properties: {
                    mac: { type: 'string', maxLength: 1024 },
                  },
                },
              ],
            },
            description: 'the devices: MACs or { mac } (at most 10,000; none: 400)',
          },
          showIdx: { type: 'integer', description: '0 to 999 (checked by the handler)' },
        },
      },
      response: {
        '200': { $ref: 'PlusDevicesDone#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusDevice.unsetShowIdx': {
    method: 'POST',
    url: '/plus/store/:storeCode/unset/showIdx',
    schema: {
      tags: ['PlusDevice'],
      summary: 'let devices play their whole show again',
      operationId: 'plusDevice.unsetShowIdx',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          macList: {
            type: 'array',
            maxItems: 100000,
            items: {
              anyOf: [
                { type: 'string', maxLength: 1024 },
                {
                  type: 'object',
                  properties: {
                    mac: { type: 'string', maxLength: 1024 },
                  },
                },
              ],
            },
            description: 'the devices: MACs or { mac } (at most 10,000; none: 400)',
          },
        },
      },
      response: {
        '200': { $ref: 'PlusDevicesDone#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusMedia.search': {
    method: 'POST',
    url: '/status/store/:storeCode/plus/:type/search',
    schema: {
      tags: ['PlusMedia'],
      summary: 'A store\'s media table (table conventions; filter_name)',
      operationId: 'plusMedia.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          type: { type: 'string', maxLength: 16, description: 'image, video or widget (another: 404)' },
        },
        required: ['storeCode', 'type'],
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
              items: { $ref: 'PlusMediaRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusMedia.upload': {
    method: 'POST',
    url: '/plus/store/:storeCode/:type/file',
    schema: {
      tags: ['PlusMedia'],
      summary: 'upload media files of a type (id: the one they replace)',
      operationId: 'plusMedia.upload',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      consumes: ['multipart/form-data'],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          type: { type: 'string', maxLength: 16, description: 'image, video or widget (another: 404)' },
        },
        required: ['storeCode', 'type'],
      },
      querystring: {
        type: 'object',
        properties: {
          id: {
            type: 'string',
            maxLength: 32,
            description: 'the id of the file it replaces (not one of the store\'s: 404)',
          },
        },
      },
      body: { $ref: 'PlusMediaFiles#', 'x-form': true },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'PlusMediaRow#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusMedia.file': {
    method: 'GET',
    url: '/plus/store/:storeCode/:type/file/:id',
    schema: {
      tags: ['PlusMedia'],
      summary: 'a media file',
      operationId: 'plusMedia.file',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          type: { type: 'string', maxLength: 16, description: 'image, video or widget (another: 404)' },
          id: { type: 'string', maxLength: 32, description: 'the file\'s id (not a number: 404)' },
        },
        required: ['storeCode', 'type', 'id'],
      },
      querystring: {
        type: 'object',
        properties: {
          inline: { type: 'string', maxLength: 16, description: '1: to show it (Content-Disposition inline)' },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'plusMedia.thumbnail': {
    method: 'GET',
    url: '/plus/store/:storeCode/video/file/:id/thumbnail',
    schema: {
      tags: ['PlusMedia'],
      summary: 'a video thumbnail',
      operationId: 'plusMedia.thumbnail',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          id: { type: 'string', maxLength: 32, description: 'the file\'s id (not a number: 404)' },
        },
        required: ['storeCode', 'id'],
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'plusMedia.remove': {
    method: 'DELETE',
    url: '/plus/store/:storeCode/:type/file/:id',
    schema: {
      tags: ['PlusMedia'],
      summary: 'delete a media file (409 while templates or devices use it)',
      operationId: 'plusMedia.remove',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          type: { type: 'string', maxLength: 16, description: 'image, video or widget (another: 404)' },
          id: { type: 'string', maxLength: 32, description: 'the file\'s id (not a number: 404)' },
        },
        required: ['storeCode', 'type', 'id'],
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
        '409': { $ref: 'PlusMediaInUse#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200, 409],
  },
  'plusMedia.list': {
    method: 'GET',
    url: '/plus/store/:storeCode/:type/list',
    schema: {
      tags: ['PlusMedia'],
      summary: 'a store\'s media of a type',
      operationId: 'plusMedia.list',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          type: { type: 'string', maxLength: 16, description: 'image, video or widget (another: 404)' },
        },
        required: ['storeCode', 'type'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'PlusMediaRow#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusMedia.usedBy': {
    method: 'GET',
    url: '/plus/device/:finder/:id/store/:storeCode',
    schema: {
      tags: ['PlusMedia'],
      summary: 'the devices and templates using a media file (finder: findByImage, findByVideo or findByWidget; another: 404)',
      operationId: 'plusMedia.usedBy',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          finder: { type: 'string', maxLength: 32 },
          id: { type: 'string', maxLength: 32, description: 'the file\'s id (not a number: 404)' },
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['finder', 'id', 'storeCode'],
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
            templates: {
              type: 'array',
              maxItems: 100000,
              items: { type: 'string', maxLength: 64 },
            },
          },
          required: ['data', 'templates'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusMediaStore.overview': {
    method: 'GET',
    url: '/status/store/plus/:kind',
    schema: {
      tags: ['PlusMediaStore'],
      summary: 'the stores of a signage overview map with their devices or media counted',
      operationId: 'plusMediaStore.overview',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          kind: {
            type: 'string',
            maxLength: 16,
            description: 'device, image, video, widget or template (another: 404)',
          },
        },
        required: ['kind'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'PlusStoreSummary#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusSoftware.search': {
    method: 'POST',
    url: '/status/store/:storeCode/plus/sw/search',
    schema: {
      tags: ['PlusSoftware'],
      summary: 'A store\'s S/W packages (table conventions; filter_os, model, ver; 10 per page)',
      operationId: 'plusSoftware.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'PlusSoftwareRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusTemplate.search': {
    method: 'POST',
    url: '/status/store/:storeCode/plus/template/search',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'A store\'s template table (table conventions; filter__id)',
      operationId: 'plusTemplate.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'TemplateRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'plusTemplate.picture': {
    method: 'GET',
    url: '/plus/store/:storeCode/template/:name/picture',
    schema: {
      tags: ['PlusTemplate'],
      summary: 'a slide of a template (?slide=n, default 0) as PNG of its size',
      operationId: 'plusTemplate.picture',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          slide: { type: 'integer', minimum: 0, maximum: 999, 'x-message': 'validation.invalidValue' },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'product.search': {
    method: 'POST',
    url: '/status/store/:storeCode/product/search',
    schema: {
      tags: ['Product'],
      summary: 'Products of a store (table conventions; 25 per page): the filters and sorts of x-list; rows with tagCount and tagType',
      operationId: 'product.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'ProductRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'product.byCodes': {
    method: 'POST',
    url: '/product/store/:storeCode/list',
    schema: {
      tags: ['Product'],
      summary: 'the store\'s products of a code list (in its order) and the codes it lacks',
      operationId: 'product.byCodes',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      body: {
        'x-message': 'validation.invalidValue',
        description: 'a list of product codes, or { prCodeList }',
        oneOf: [
          { $ref: 'ProductCodeList#' },
          {
            type: 'object',
            'x-message': 'validation.invalidValue',
            properties: {
              prCodeList: { $ref: 'ProductCodeList#' },
            },
            required: ['prCodeList'],
          },
        ],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            storeCode: { type: 'string', maxLength: 64 },
            data: {
              type: 'array',
              maxItems: 10000,
              items: { $ref: 'ProductFound#' },
            },
            missing: {
              type: 'array',
              maxItems: 10000,
              items: { type: 'string' },
            },
          },
          required: ['storeCode', 'data', 'missing'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'product.previewEncoded': {
    method: 'POST',
    url: '/product/preview/encoded',
    schema: {
      tags: ['Product'],
      summary: 'the labels as base64 PNGs at the paper label size, in order (100 at most)',
      operationId: 'product.previewEncoded',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
          paper: {
            type: ['string', 'null'],
            maxLength: 64,
            'x-message': 'validation.invalidValue',
            description: 'a paper layout id (domain/paperLayouts.ts): labels at its label size',
          },
          product: {
            type: 'array',
            maxItems: 100,
            'x-message': 'validation.invalidValue',
            items: {
              type: 'object',
              'x-message': 'validation.invalidValue',
              properties: {
                prCode: {
                  type: ['string', 'null'],
                  maxLength: 64,
                  'x-message': 'validation.invalidValue',
                },
                prInfo: {
                  type: ['array', 'null'],
                  maxItems: 255,
                  'x-message': 'validation.invalidValue',
                  items: { type: 'string', maxLength: 1000, 'x-message': 'validation.infoTooLong' },
                },
                layoutId: {
                  type: ['string', 'null'],
                  maxLength: 64,
                  'x-message': 'validation.invalidValue',
                },
                tagType: {
                  type: ['string', 'null'],
                  maxLength: 16,
                  'x-message': 'validation.invalidValue',
                },
                nfc: {
                  type: ['string', 'null'],
                  maxLength: 500,
                  'x-message': 'validation.invalidValue',
                },
                page: {
                  type: ['integer', 'null'],
                  minimum: 0,
                  maximum: 7,
                  'x-message': 'validation.invalidValue',
                },
              },
            },
            description: 'the labels (1 to 100)',
          },
        },
        required: ['storeCode', 'product'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100,
              items: { type: 'string' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '422': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'product.find': {
    method: 'GET',
    url: '/product/:prCode/store/:storeCode',
    schema: {
      tags: ['Product'],
      summary: 'a store\'s product by code (404: none)',
      operationId: 'product.find',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          prCode: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['prCode', 'storeCode'],
      },
      response: {
        '200': { $ref: 'ProductFound#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'product.save': {
    method: 'POST',
    url: '/product',
    schema: {
      tags: ['Product'],
      summary: 'create or update products of a store',
      operationId: 'product.save',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        properties: {
          taskId: {
            type: ['integer', 'string', 'null'],
            maxLength: 64,
            description: 'the console\'s -1 (ignored)',
          },
          priorTaskId: {
            type: ['integer', 'null'],
            'x-message': 'validation.invalidValue',
            description: 'the task this change follows (-1 or null: none)',
          },
          storeCode: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
          product: {
            type: 'array',
            maxItems: 100000,
            'x-message': 'validation.invalidValue',
            items: {
              type: 'object',
              description: 'a product of x-forms.productItem (checked by its generated validator: the spec\'s messages)',
              additionalProperties: true,
            },
            description: 'the products (at least one)',
          },
        },
        required: ['storeCode', 'product'],
      },
      response: {
        '200': { $ref: 'ProductWriteOutcome#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'product.deleteMany': {
    method: 'POST',
    url: '/product/delete',
    schema: {
      tags: ['Product'],
      summary: 'delete a store\'s products',
      operationId: 'product.deleteMany',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        'x-message': 'validation.invalidValue',
        properties: {
          storeCode: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
          prCodeList: { $ref: 'ProductCodeList#' },
        },
        required: ['storeCode', 'prCodeList'],
      },
      response: {
        '200': { $ref: 'ProductDeleted#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ProductsShown#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200, 409],
  },
  'product.removeUnused': {
    method: 'POST',
    url: '/product/remove/unused',
    schema: {
      tags: ['Product'],
      summary: 'delete the listed products (all of the store when empty) no tag shows',
      operationId: 'product.removeUnused',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        'x-message': 'validation.invalidValue',
        properties: {
          storeCode: { type: 'string', maxLength: 64, pattern: '\\S', 'x-message': 'validation.invalidValue' },
          prCodeList: {
            anyOf: [
              { $ref: 'ProductCodeList#' },
              { type: 'null' },
            ],
            'x-message': 'validation.invalidValue',
          },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'ProductDeleted#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'product.image': {
    method: 'GET',
    url: '/product/:prCode/store/:storeCode/image',
    schema: {
      tags: ['Product'],
      summary: 'the label (as that task pushed it) as PNG',
      operationId: 'product.image',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          prCode: { type: 'string', maxLength: 64 },
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['prCode', 'storeCode'],
      },
      querystring: {
        type: 'object',
        properties: {
          tagType: { type: 'string', maxLength: 64, description: 'the tag type whose panel the label is drawn for' },
          taskId: {
            type: 'integer',
            minimum: 0,
            maximum: 9007199254740991,
            'x-message': 'validation.invalidValue',
            description: 'the update task whose snapshot is drawn',
          },
          page: { type: 'integer', minimum: 0, maximum: 2147483647, 'x-message': 'validation.invalidValue' },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '422': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'productStore.search': {
    method: 'POST',
    url: '/status/store/pagination/2',
    schema: {
      tags: ['ProductStore'],
      summary: 'a page of the session\'s stores with their product statistics (10 per page; filter_storeName, filter_storeCode, filter_status)',
      operationId: 'productStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'ProductStoreEntry#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'productStore.list': {
    method: 'GET',
    url: '/status/product',
    schema: {
      tags: ['ProductStore'],
      summary: 'every store of the session with its product statistics',
      operationId: 'productStore.list',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'ProductStoreEntry#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'productUpdate.productHistory': {
    method: 'POST',
    url: '/history/update/store/:storeCode/product/:prCode/search',
    schema: {
      tags: ['ProductUpdate'],
      summary: 'a product update history of a store',
      operationId: 'productUpdate.productHistory',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          prCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'prCode'],
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
              items: { $ref: 'ProductHistoryRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
              items: { $ref: 'ProductUploadRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          _id: { type: 'integer', readOnly: true },
        },
        required: ['_id'],
      },
      response: {
        '200': { $ref: 'ProductUploadDetail#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'productUpload.upload': {
    method: 'POST',
    url: '/product/file',
    schema: {
      tags: ['ProductUpload'],
      summary: 'import a product file into a store (multipart storeCode and file); answers the finished upload',
      operationId: 'productUpload.upload',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, minLength: 1 },
          file: { type: 'string', format: 'binary', description: 'a .csv or .txt product file' },
        },
        required: ['storeCode', 'file'],
        'x-form': true,
      },
      response: {
        '200': { $ref: 'ProductUploadDetail#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'promotion.search': {
    method: 'POST',
    url: '/product/promotion/:storeCode/search',
    schema: {
      tags: ['Promotion'],
      summary: 'a page of the store\'s promotions (an unknown store: 404)',
      operationId: 'promotion.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'StorePromotion#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'promotion.types': {
    method: 'GET',
    url: '/product/promotion/type',
    schema: {
      tags: ['Promotion'],
      summary: 'the promotion types',
      operationId: 'promotion.types',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100,
              items: { $ref: 'PromotionType#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'promotion.ofStore': {
    method: 'GET',
    url: '/product/promotion/:storeCode',
    schema: {
      tags: ['Promotion'],
      summary: 'a store\'s promotions',
      operationId: 'promotion.ofStore',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'StorePromotions#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'promotion.save': {
    method: 'POST',
    url: '/product/promotion/:storeCode',
    schema: {
      tags: ['Promotion'],
      summary: 'save a store\'s promotions: the list replaces the store\'s (each row checked by the entity, ids once each, the end after the start)',
      operationId: 'promotion.save',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          data: {
            type: 'array',
            maxItems: 10000,
            items: { type: 'object', additionalProperties: true },
            'x-message': 'validation.invalidValue',
          },
        },
        required: ['data'],
      },
      response: {
        '200': { $ref: 'StorePromotions#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.search': {
    method: 'GET',
    url: '/auth/role',
    schema: {
      tags: ['Role'],
      summary: 'every role (member read also lists them, for the role selectors of the member forms)',
      operationId: 'role.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              items: { $ref: 'RoleView#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.getOne': {
    method: 'GET',
    url: '/auth/role/:role_id',
    schema: {
      tags: ['Role'],
      summary: 'one role',
      operationId: 'role.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          role_id: {
            type: 'string',
            maxLength: 64,
            description: 'a role id (not a whole number from 0: 404; past the PostgreSQL integers: 400)',
          },
        },
        required: ['role_id'],
      },
      response: {
        '200': { $ref: 'RoleView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.create': {
    method: 'POST',
    url: '/auth/role',
    schema: {
      tags: ['Role'],
      summary: 'create (role_id absent or unknown) or update a role: the same call as update',
      operationId: 'role.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Role#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'RoleView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.update': {
    method: 'POST',
    url: '/auth/role',
    schema: {
      tags: ['Role'],
      summary: 'create (role_id absent or unknown) or update a role; role 0 stays as it is (403)',
      operationId: 'role.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Role#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'RoleView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'role.delete': {
    method: 'DELETE',
    url: '/auth/role/:role_id',
    schema: {
      tags: ['Role'],
      summary: 'delete a role no account uses (409 in use; role 0: 403)',
      operationId: 'role.delete',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          role_id: {
            type: 'string',
            maxLength: 64,
            description: 'a role id (not a whole number from 0: 404; past the PostgreSQL integers: 400)',
          },
        },
        required: ['role_id'],
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
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'rolloutStore.search': {
    method: 'GET',
    url: '/upgrade/rollout/:rolloutId/store',
    schema: {
      tags: ['RolloutStore'],
      summary: 'a rollout\'s progress per store (the session\'s stores)',
      operationId: 'rolloutStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          rolloutId: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
        },
        required: ['rolloutId'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              items: { $ref: 'RolloutStoreProgress#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
              items: { $ref: 'SecondCodeRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensor.search': {
    method: 'POST',
    url: '/status/store/:storeCode/sensor/search',
    schema: {
      tags: ['Sensor'],
      summary: 'The sensors of a store (table conventions; 25 per page)',
      operationId: 'sensor.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensor.history': {
    method: 'GET',
    url: '/history/store/:storeCode/sensor/:sensorMac',
    schema: {
      tags: ['Sensor'],
      summary: 'a sensor\'s sensing history (startDate, endDate: epoch seconds or dates); an unknown store or sensor: 404',
      operationId: 'sensor.history',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          sensorMac: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'sensorMac'],
      },
      querystring: { $ref: 'SensorHistoryRange#' },
      response: {
        '200': { $ref: 'SensorHistory#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensorAlarm.search': {
    method: 'POST',
    url: '/history/alarm/store/:storeCode/sensor/:sensorMac/search',
    schema: {
      tags: ['SensorAlarm'],
      summary: 'a sensor\'s alarms, 10 per page, newest first',
      operationId: 'sensorAlarm.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'AlarmHistoryRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensorStore.search': {
    method: 'POST',
    url: '/status/store/pagination/3',
    schema: {
      tags: ['SensorStore'],
      summary: 'a page of the session\'s stores with their sensor summaries (25 per page; filter_storeName, filter_storeCode, filter_status)',
      operationId: 'sensorStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'SensorStoreSummary#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'sensorStore.list': {
    method: 'GET',
    url: '/status/sensor',
    schema: {
      tags: ['SensorStore'],
      summary: 'the sensor summaries of the session\'s stores (the map)',
      operationId: 'sensorStore.list',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'SensorStores#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'server.search': {
    method: 'GET',
    url: '/status/server',
    schema: {
      tags: ['Server'],
      summary: 'the servers by type (proxy, database, esl)',
      operationId: 'server.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'ServersByType#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'server.getOne': {
    method: 'GET',
    url: '/status/server/:id',
    schema: {
      tags: ['Server'],
      summary: 'one server of the list',
      operationId: 'server.getOne',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'ServerRow#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'server.history': {
    method: 'GET',
    url: '/system/status/server/:id',
    schema: {
      tags: ['Server'],
      summary: 'a server\'s 24 hour system status (start, end: epoch seconds; default the last 24 hours, a longer window keeps its last 24)',
      operationId: 'server.history',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'string', maxLength: 64 },
        },
        required: ['id'],
      },
      querystring: { $ref: 'TimeWindow#' },
      response: {
        '200': { $ref: 'ServerHistory#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'serverAlarm.search': {
    method: 'POST',
    url: '/history/alarm/server/:serverId/search',
    schema: {
      tags: ['ServerAlarm'],
      summary: 'a server\'s alarm history (the class its type keeps), 10 per page, newest first',
      operationId: 'serverAlarm.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'AlarmHistoryRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'ServerConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'serverConfig.update': {
    method: 'PUT',
    url: '/config/server',
    schema: {
      tags: ['ServerConfig'],
      summary: 'save the server configuration (every field); answers it as saved',
      operationId: 'serverConfig.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'ServerConfig#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'ServerConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'serverConfig.system': {
    method: 'GET',
    url: '/config/system',
    schema: {
      tags: ['ServerConfig'],
      summary: 'the system configuration (site variant and flags), for the accounts of the console\'s screens',
      operationId: 'serverConfig.system',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'SystemConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'serverConfig.saveSystem': {
    method: 'PUT',
    url: '/config/system',
    schema: {
      tags: ['ServerConfig'],
      summary: 'set the site variant, the family size and the product history flag (open sessions see it at their next call)',
      operationId: 'serverConfig.saveSystem',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'SystemConfigInput#' },
      response: {
        '200': { $ref: 'SystemConfig#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'SmtpSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'SmtpInput#' },
      response: {
        '200': { $ref: 'SmtpSettings#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'SmtpInput#' },
      response: {
        '200': { $ref: 'SmtpTestSent#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
        '502': { $ref: 'SmtpTestFailed#' },
      },
    },
    jsonAnswers: [200, 502],
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.create': {
    method: 'POST',
    url: '/config/store',
    schema: {
      tags: ['Store'],
      summary: 'create a store: the doc 3 §9 defaults (the schema\'s) for what is left out, PAN ID and time server from the server configuration when left empty; 409 when the code exists',
      operationId: 'store.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Store#', 'x-validated-by': 'entity' },
      response: {
        '201': { $ref: 'Store#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'store.update': {
    method: 'PUT',
    url: '/config/store',
    schema: {
      tags: ['Store'],
      summary: 'save a store\'s fields (the 10-300 s duration rule; 404 for an unknown store)',
      operationId: 'store.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'Store#', 'x-validated-by': 'entity' },
      response: {
        '200': { $ref: 'Store#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.summaries': {
    method: 'GET',
    url: '/status/store',
    schema: {
      tags: ['Store'],
      summary: 'summaries of the stores the account may see (the dashboard\'s table, the signage overview)',
      operationId: 'store.summaries',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'StoreSummaries#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.export': {
    method: 'GET',
    url: '/config/store/:storeCode/export',
    schema: {
      tags: ['Store'],
      summary: 'a store\'s migration file (gzip JSON, attachment; role 0 only); an unknown store: 400',
      operationId: 'store.export',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [],
  },
  'store.migrate': {
    method: 'POST',
    url: '/upload/database',
    schema: {
      tags: ['Store'],
      summary: 'import a store migration file (multipart files; role 0); a refused file answers 400 or 413 with the reason also in error_msg',
      operationId: 'store.migrate',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          files: { type: 'string', format: 'binary', description: 'the store\'s migration file (gzip JSON)' },
        },
        required: ['files'],
        'x-form': true,
      },
      response: {
        '200': { $ref: 'MigrationResult#' },
        '400': { $ref: 'MigrationRefused#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'MigrationRefused#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200, 400, 413],
  },
  'store.dashboard': {
    method: 'GET',
    url: '/stats/dashboard',
    schema: {
      tags: ['Store'],
      summary: 'the dashboard of the stores (all of the session when none) at refresh t (echoed; a key without t names the latest)',
      operationId: 'store.dashboard',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      querystring: {
        type: 'object',
        properties: {
          t: { type: 'string', maxLength: 64, description: 'the refresh the console asks for (echoed)' },
          stores: { type: 'string', maxLength: 1000000, description: 'store codes, comma separated' },
        },
      },
      response: {
        '200': { $ref: 'DashboardStats#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.exceptions': {
    method: 'GET',
    url: '/stats/exceptions/store/:storeCode',
    schema: {
      tags: ['Store'],
      summary: 'the exceptions of a store',
      operationId: 'store.exceptions',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode'],
      },
      response: {
        '200': { $ref: 'ExceptionStats#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.list': {
    method: 'GET',
    url: '/config/store',
    schema: {
      tags: ['Store'],
      summary: 'the account\'s stores',
      operationId: 'store.list',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'StoreRecords#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.configSearch': {
    method: 'POST',
    url: '/config/store/search',
    schema: {
      tags: ['Store'],
      summary: 'a page of the account\'s stores (the store configuration table)',
      operationId: 'store.configSearch',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'store.statusList': {
    method: 'POST',
    url: '/config/store/pagination',
    schema: {
      tags: ['Store'],
      summary: 'the gateway status list of the stores, as POST /status/store/pagination/0',
      operationId: 'store.statusList',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.search': {
    method: 'POST',
    url: '/status/store/:storeCode/tag/search',
    schema: {
      tags: ['Tag'],
      summary: 'Tags of a store (table conventions; 25 per page); filter_status/tagType/gwMac/battStatus take a value, a comma list or an array; filter_status NG = the site\'s NG group',
      operationId: 'tag.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'TagRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.storeListSearch': {
    method: 'POST',
    url: '/status/store/:storeCode/tag/list/search',
    schema: {
      tags: ['Tag'],
      summary: 'Tags of a store by product code (query prCode, or body prCode; a product\'s tags include the family tickets listing it) or body tagIdList / tagMacList (an array or a comma list); tag or product read',
      operationId: 'tag.storeListSearch',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
          prCode: { type: 'string', maxLength: 1024 },
        },
      },
      body: {
        $ref: 'TableSearch#',
        properties: {
          prCode: {
            type: ['string', 'number', 'boolean', 'null'],
            maxLength: 1024,
          },
          tagIdList: {
            anyOf: [
              { type: 'string', maxLength: 100000 },
              {
                type: 'array',
                maxItems: 100000,
                items: {
                  type: ['string', 'number', 'boolean', 'null'],
                  maxLength: 256,
                },
              },
            ],
          },
          tagMacList: {
            anyOf: [
              { type: 'string', maxLength: 100000 },
              {
                type: 'array',
                maxItems: 100000,
                items: {
                  type: ['string', 'number', 'boolean', 'null'],
                  maxLength: 256,
                },
              },
            ],
          },
        },
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'TagRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.availabilitySearch': {
    method: 'POST',
    url: '/status/store/tag/list/search',
    schema: {
      tags: ['Tag'],
      summary: 'Tag availability across the session\'s stores (or body storeList, an array or a comma list; a store outside them: 403) by product code (query or body prCode) or body tagIdList / tagMacList (none of them: 400)',
      operationId: 'tag.availabilitySearch',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      querystring: {
        type: 'object',
        properties: {
          prCode: { type: 'string', maxLength: 1024 },
        },
      },
      body: {
        $ref: 'TableSearch#',
        properties: {
          prCode: {
            type: ['string', 'number', 'boolean', 'null'],
            maxLength: 1024,
          },
          tagIdList: {
            anyOf: [
              { type: 'string', maxLength: 100000 },
              {
                type: 'array',
                maxItems: 100000,
                items: {
                  type: ['string', 'number', 'boolean', 'null'],
                  maxLength: 256,
                },
              },
            ],
          },
          tagMacList: {
            anyOf: [
              { type: 'string', maxLength: 100000 },
              {
                type: 'array',
                maxItems: 100000,
                items: {
                  type: ['string', 'number', 'boolean', 'null'],
                  maxLength: 256,
                },
              },
            ],
          },
          storeList: {
            anyOf: [
              { type: 'string', maxLength: 100000 },
              {
                type: 'array',
                maxItems: 100000,
                items: {
                  type: ['string', 'number', 'boolean', 'null'],
                  maxLength: 256,
                },
              },
            ],
          },
        },
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'TagRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.updateHistory': {
    method: 'POST',
    url: '/history/update/store/:storeCode/tag/:tagId/search',
    schema: {
      tags: ['Tag'],
      summary: 'a tag\'s update history',
      operationId: 'tag.updateHistory',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          tagId: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'tagId'],
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
              items: { $ref: 'TagUpdateHistoryRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.batteryHistory': {
    method: 'POST',
    url: '/history/battery/store/:storeCode/tag/:tagId/search',
    schema: {
      tags: ['Tag'],
      summary: 'a tag\'s battery history',
      operationId: 'tag.batteryHistory',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          tagId: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'tagId'],
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
              items: { $ref: 'TagBatterySample#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.resetHistory': {
    method: 'POST',
    url: '/history/reset/store/:storeCode/tag/:tagId/search',
    schema: {
      tags: ['Tag'],
      summary: 'a tag\'s reset history',
      operationId: 'tag.resetHistory',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          tagId: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'tagId'],
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
              items: { $ref: 'TagResetSample#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.temperatureHistory': {
    method: 'POST',
    url: '/history/temperature/store/:storeCode/tag/:tagId/search',
    schema: {
      tags: ['Tag'],
      summary: 'a tag\'s temperature history',
      operationId: 'tag.temperatureHistory',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          tagId: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'tagId'],
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
              items: { $ref: 'TagTemperatureSample#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.alarmHistory': {
    method: 'POST',
    url: '/history/alarm/store/:storeCode/tag/:tagId/search',
    schema: {
      tags: ['Tag'],
      summary: 'a tag\'s alarm history (tagId: the tag\'s MAC)',
      operationId: 'tag.alarmHistory',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          tagId: { type: 'string', maxLength: 64, description: 'the tag\'s MAC' },
        },
        required: ['storeCode', 'tagId'],
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
              items: { $ref: 'TagAlarmRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.assign': {
    method: 'POST',
    url: '/tag/assign',
    schema: {
      tags: ['Tag'],
      summary: 'assign products to tags (an ASSIGN update task); each row names its tag by tagMac or tagId; unknown tags are listed in notFound',
      operationId: 'tag.assign',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'AssignRequest#' },
      response: {
        '200': { $ref: 'AssignResult#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.assignMultiple': {
    method: 'POST',
    url: '/tag/assign/multiple',
    schema: {
      tags: ['Tag'],
      summary: 'assign a family (or several products) to tags (an ASSIGN update task; a row with fmPrCode saves the family)',
      operationId: 'tag.assignMultiple',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'AssignMultipleRequest#' },
      response: {
        '200': { $ref: 'AssignResult#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.productTags': {
    method: 'GET',
    url: '/tag/assign/findByPrCode/:prCode/store/:storeCode',
    schema: {
      tags: ['Tag'],
      summary: 'the tags of a store showing a product',
      operationId: 'tag.productTags',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          prCode: { type: 'string', minLength: 1, maxLength: 64, 'x-message': 'validation.invalidValue' },
          storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
        },
        required: ['prCode', 'storeCode'],
      },
      response: {
        '200': { $ref: 'ProductTagsAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.led': {
    method: 'POST',
    url: '/tag/led',
    schema: {
      tags: ['Tag'],
      summary: 'blink the LEDs of the tags showing products',
      operationId: 'tag.led',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'LedCommands#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.changePage': {
    method: 'POST',
    url: '/tag/page/individual',
    schema: {
      tags: ['Tag'],
      summary: 'turn the tags showing products to a page',
      operationId: 'tag.changePage',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'PageCommands#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.storeStats': {
    method: 'GET',
    url: '/status/store/tag',
    schema: {
      tags: ['Tag'],
      summary: 'every store of the session with its tag statistics',
      operationId: 'tag.storeStats',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'StoreTagStats#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'StoreTags#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'StoreTags#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'StoreOnly#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.startStatusCheck': {
    method: 'POST',
    url: '/tag/status/check',
    schema: {
      tags: ['Tag'],
      summary: 'start a tag status collection',
      operationId: 'tag.startStatusCheck',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'StatusCheckStart#' },
      response: {
        '200': { $ref: 'StatusCheckStarted#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.typeInfo': {
    method: 'GET',
    url: '/tag/type/info',
    schema: {
      tags: ['Tag'],
      summary: 'the tag types with their screens and features',
      operationId: 'tag.typeInfo',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 1000,
              items: { $ref: 'TagTypeInfo#' },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.typesInUse': {
    method: 'GET',
    url: '/tag/type',
    schema: {
      tags: ['Tag'],
      summary: 'the tag types of the session stores, decoded (an unknown code: only tagType)',
      operationId: 'tag.typesInUse',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {
            data: {
              type: 'array',
              maxItems: 1000,
              items: {
                anyOf: [
                  { $ref: 'TagTypeInfo#' },
                  {
                    type: 'object',
                    properties: {
                      tagType: { type: 'string', maxLength: 64 },
                    },
                    required: ['tagType'],
                  },
                ],
              },
            },
          },
          required: ['data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.preview': {
    method: 'GET',
    url: '/preview/store/:storeCode/tag/:tagId',
    schema: {
      tags: ['Tag'],
      summary: 'what a tag shows (t: no cached answer)',
      operationId: 'tag.preview',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          tagId: { type: 'string', maxLength: 64 },
        },
        required: ['storeCode', 'tagId'],
      },
      querystring: {
        type: 'object',
        properties: {
          t: { type: 'number' },
        },
      },
      response: {
        '200': { $ref: 'TagPreview#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '422': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.collectingStores': {
    method: 'GET',
    url: '/tag/status/collecting/store',
    schema: {
      tags: ['Tag'],
      summary: 'the stores collecting tag status now (public)',
      operationId: 'tag.collectingStores',
      response: {
        '200': {
          type: 'object',
          properties: {
            storeList: {
              type: 'array',
              maxItems: 100000,
              items: { $ref: 'CollectingStore#' },
            },
          },
          required: ['storeList'],
        },
        '400': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.stopStatusCheck': {
    method: 'POST',
    url: '/tag/status/check/stop',
    schema: {
      tags: ['Tag'],
      summary: 'stop a store tag status collection',
      operationId: 'tag.stopStatusCheck',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'StoreOnly#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            storeCode: { type: 'string' },
            stopped: { type: 'boolean' },
          },
          required: ['storeCode', 'stopped'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.exceptionList': {
    method: 'GET',
    url: '/store/:store/list/tag/:kind',
    schema: {
      tags: ['Tag'],
      summary: 'the tags of a store of one exception kind (error, noproduct, lowbattery, duplicate), tagId order, 25 per page (start, length, dir)',
      operationId: 'tag.exceptionList',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          store: { type: 'string', maxLength: 64 },
          kind: {
            type: 'string',
            maxLength: 32,
            description: 'error, noproduct, lowbattery or duplicate (another: 404)',
          },
        },
        required: ['store', 'kind'],
      },
      querystring: { $ref: 'ExceptionListPaging#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'TagExceptionRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tag.exceptionSearch': {
    method: 'GET',
    url: '/store/:store/list/tag/:kind/search',
    schema: {
      tags: ['Tag'],
      summary: 'the same exception list in the table conventions of a GET search (start, length, order=tagId:asc|desc)',
      operationId: 'tag.exceptionSearch',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          store: { type: 'string', maxLength: 64 },
          kind: {
            type: 'string',
            maxLength: 32,
            description: 'error, noproduct, lowbattery or duplicate (another: 404)',
          },
        },
        required: ['store', 'kind'],
      },
      querystring: { $ref: 'ExceptionListTableQuery#' },
      response: {
        '200': {
          type: 'object',
          properties: {
            recordsTotal: { type: 'integer', minimum: 0 },
            recordsFiltered: { type: 'integer', minimum: 0 },
            data: {
              type: 'array',
              items: { $ref: 'TagExceptionRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'tagStore.search': {
    method: 'POST',
    url: '/status/store/pagination/1',
    schema: {
      tags: ['TagStore'],
      summary: 'a page of the session\'s stores with their tag statistics (10 per page; filter_storeName, filter_storeCode, filter_status)',
      operationId: 'tagStore.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'StoreTagStats#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.productUpdateTaskTags': {
    method: 'POST',
    url: '/history/update/store/:storeCode/task/:taskId/search',
    schema: {
      tags: ['UpdateTask'],
      summary: 'the tags of a product update task (PRODUCT, LAYOUT) and their results',
      operationId: 'updateTask.productUpdateTaskTags',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          taskId: { type: 'string', maxLength: 64, description: 'the task id' },
        },
        required: ['storeCode', 'taskId'],
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
              items: { $ref: 'TaskTagRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.allTasks': {
    method: 'POST',
    url: '/history/task/search',
    schema: {
      tags: ['UpdateTask'],
      summary: 'the update tasks of the session\'s stores (filter_storeCode narrows them, filter_taskType, filter_taskId, filter_updateId)',
      operationId: 'updateTask.allTasks',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'TaskRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.storeTasks': {
    method: 'POST',
    url: '/history/store/:storeCode/task/:taskType/search',
    schema: {
      tags: ['UpdateTask'],
      summary: 'the store\'s tasks of a type (UPDATE = PRODUCT and LAYOUT); a task id instead of a type: that task\'s tags (doc 2 §7 sends it as form data length=-1)',
      operationId: 'updateTask.storeTasks',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          taskType: {
            type: 'string',
            maxLength: 64,
            description: 'a task type (ASSIGN ... LAYOUT, UPDATE), or a task id',
          },
        },
        required: ['storeCode', 'taskType'],
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
              items: {
                anyOf: [
                  { $ref: 'TaskRow#' },
                  { $ref: 'TaskTagRow#' },
                ],
              },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.failedTags': {
    method: 'POST',
    url: '/history/store/:storeCode/task/:taskType/fail/search',
    schema: {
      tags: ['UpdateTask'],
      summary: 'a task\'s failed (NG) tags (taskType: the task id)',
      operationId: 'updateTask.failedTags',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64 },
          taskType: { type: 'string', maxLength: 64, description: 'the task id' },
        },
        required: ['storeCode', 'taskType'],
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
              items: { $ref: 'TaskTagRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.productUpdateTasks': {
    method: 'POST',
    url: '/history/update/task/store/:storeCode/search',
    schema: {
      tags: ['UpdateTask'],
      summary: 'the store\'s product update tasks (PRODUCT, LAYOUT)',
      operationId: 'updateTask.productUpdateTasks',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'TaskRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.failList': {
    method: 'POST',
    url: '/task/fail/list',
    schema: {
      tags: ['UpdateTask'],
      summary: 'a task\'s failed tags among the named ones (tagMacList or tagIdList; doc 2 §7 \'task fail list\', the path is ours)',
      operationId: 'updateTask.failList',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, 'x-message': 'validation.invalidValue' },
          taskId: {
            type: ['integer', 'string'],
            maxLength: 64,
            'x-message': 'validation.invalidValue',
          },
          tagMacList: {
            type: ['array', 'string', 'null'],
            maxItems: 100000,
            'x-message': 'validation.invalidValue',
            items: {
              type: ['string', 'number'],
              maxLength: 64,
              'x-message': 'validation.invalidValue',
            },
            description: 'a list, or a comma list in one text',
          },
          tagIdList: {
            type: ['array', 'string', 'null'],
            maxItems: 100000,
            'x-message': 'validation.invalidValue',
            items: {
              type: ['string', 'number'],
              maxLength: 64,
              'x-message': 'validation.invalidValue',
            },
            description: 'a list, or a comma list in one text',
          },
        },
        required: ['storeCode', 'taskId'],
      },
      response: {
        '200': {
          type: 'object',
          properties: {
            storeCode: { type: 'string' },
            taskId: { type: 'integer' },
            data: {
              type: 'array',
              items: { $ref: 'TaskTagRow#' },
            },
          },
          required: ['storeCode', 'taskId', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.refresh': {
    method: 'POST',
    url: '/task/refresh',
    schema: {
      tags: ['UpdateTask'],
      summary: 'send a task\'s failed and unfinished tags again (role 0 only)',
      operationId: 'updateTask.refresh',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: {
        type: 'object',
        properties: {
          storeCode: { type: 'string', maxLength: 64, minLength: 1, 'x-message': 'validation.invalidValue' },
          internalTaskId: { type: 'integer', minimum: 0, maximum: 999999999999999, 'x-message': 'validation.invalidValue' },
        },
        required: ['storeCode', 'internalTaskId'],
      },
      response: {
        '200': { $ref: 'TaskResent#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'updateTask.revert': {
    method: 'POST',
    url: '/revert/task/:taskId/store/:storeCode',
    schema: {
      tags: ['UpdateTask'],
      summary: 'put a task\'s products back as they were before it',
      operationId: 'updateTask.revert',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          taskId: { type: 'integer', minimum: 0, maximum: 999999999999999 },
          storeCode: { type: 'string', maxLength: 64 },
        },
        required: ['taskId', 'storeCode'],
      },
      response: {
        '200': { $ref: 'TaskReverted#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'ScriptSaveBody#' },
      response: {
        '200': { $ref: 'SavedScript#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
      ],
      body: { $ref: 'ScriptRunBody#' },
      response: {
        '200': { $ref: 'ScriptRunAnswer#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
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
        { apiToken: [] },
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'webhook.search': {
    method: 'POST',
    url: '/webhooks/search',
    schema: {
      tags: ['Webhook'],
      summary: 'the webhook subscriptions the caller sees (those whose stores are within its stores), newest first',
      operationId: 'webhook.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
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
              items: { $ref: 'WebhookView#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'webhook.create': {
    method: 'POST',
    url: '/webhooks',
    schema: {
      tags: ['Webhook'],
      summary: 'subscribe a URL to events; answers the subscription and its signing secret, once (Cache-Control: no-store)',
      operationId: 'webhook.create',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      body: { $ref: 'WebhookInput#' },
      response: {
        '201': { $ref: 'WebhookWithSecret#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'webhook.update': {
    method: 'PUT',
    url: '/webhooks/:id',
    schema: {
      tags: ['Webhook'],
      summary: 'change a subscription (name, URL, events, filters, stores; status active or paused)',
      operationId: 'webhook.update',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      body: { $ref: 'WebhookChange#' },
      response: {
        '200': { $ref: 'WebhookView#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'webhook.delete': {
    method: 'DELETE',
    url: '/webhooks/:id',
    schema: {
      tags: ['Webhook'],
      summary: 'delete a subscription and its deliveries',
      operationId: 'webhook.delete',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999999999999999 },
        },
        required: ['id'],
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
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'webhook.rotateSecret': {
    method: 'POST',
    url: '/webhooks/:id/secret',
    schema: {
      tags: ['Webhook'],
      summary: 'a new signing secret, answered once; deliveries are also signed with the old one for 24 hours (previousSecretUntil)',
      operationId: 'webhook.rotateSecret',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      response: {
        '200': { $ref: 'WebhookWithSecret#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'webhook.sendTest': {
    method: 'POST',
    url: '/webhooks/:id/test',
    schema: {
      tags: ['Webhook'],
      summary: 'queue a webhook.test event to this subscription only',
      operationId: 'webhook.sendTest',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      response: {
        '201': { $ref: 'WebhookQueued#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
  'webhookDelivery.search': {
    method: 'POST',
    url: '/webhooks/:id/deliveries/search',
    schema: {
      tags: ['WebhookDelivery'],
      summary: 'a subscription\'s deliveries, newest first (filter_status)',
      operationId: 'webhookDelivery.search',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999999999999999 },
        },
        required: ['id'],
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
              items: { $ref: 'WebhookDeliveryRow#' },
            },
          },
          required: ['recordsTotal', 'recordsFiltered', 'data'],
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [200],
  },
  'webhookDelivery.resend': {
    method: 'POST',
    url: '/webhooks/deliveries/:id/resend',
    schema: {
      tags: ['WebhookDelivery'],
      summary: 'send a delivery again: a new pending delivery with the same event id and payload, after the subscription\'s others',
      operationId: 'webhookDelivery.resend',
      security: [
        { accessToken: [], accessEmail: [] },
        { apiToken: [] },
      ],
      params: {
        type: 'object',
        properties: {
          id: { type: 'integer', minimum: 1, maximum: 999999999999999 },
        },
        required: ['id'],
      },
      response: {
        '201': { $ref: 'WebhookQueued#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '413': { $ref: 'ApiError#' },
        '415': { $ref: 'ApiError#' },
        '429': { $ref: 'ApiError#' },
      },
    },
    jsonAnswers: [201],
  },
};
