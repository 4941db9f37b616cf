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
  'account.logout': {
    method: 'POST',
    url: '/auth/logout',
    schema: {
      tags: ['Account'],
      summary: 'log out: the session\'s token dies',
      operationId: 'account.logout',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      response: {
        '200': {
          type: 'object',
          properties: {},
        },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
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
      ],
      body: { $ref: 'AccountEmail#' },
      response: {
        '200': { $ref: 'TemporaryPassword#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
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
