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
];

/** call id → method, URL (relative to the API prefix), Fastify route schema, statuses answering JSON */
export const CALL_ROUTES: Record<CallName, CallRoute> = {
  'layout.names': {
    method: 'GET',
    url: '/layout/name',
    schema: {
      tags: ['Layout'],
      summary: 'the label layouts\' ids and names (product forms, tag lists)',
      operationId: 'layout.names',
      security: [
        { accessToken: [], accessEmail: [] },
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
      ],
      body: { $ref: 'LedCommands#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
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
      ],
      body: { $ref: 'PageCommands#' },
      response: {
        '200': { $ref: 'TagTask#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
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
  'tag.startStatusCheck': {
    method: 'POST',
    url: '/tag/status/check',
    schema: {
      tags: ['Tag'],
      summary: 'start a tag status collection',
      operationId: 'tag.startStatusCheck',
      security: [
        { accessToken: [], accessEmail: [] },
      ],
      body: { $ref: 'StatusCheckStart#' },
      response: {
        '200': { $ref: 'StatusCheckStarted#' },
        '400': { $ref: 'ApiError#' },
        '401': { $ref: 'ApiError#' },
        '403': { $ref: 'ApiError#' },
        '404': { $ref: 'ApiError#' },
        '409': { $ref: 'ApiError#' },
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
        '422': { $ref: 'ApiError#' },
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
      },
    },
    jsonAnswers: [200],
  },
};
