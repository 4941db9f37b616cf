// generated, do not edit: run `npm run codegen`
import type { ResourceMeta } from '../domain/resourceMeta';

/** react-admin resource name → metadata of the generic views and the data provider. */
export const resources: Record<string, ResourceMeta> = {
  members: {
    name: 'members',
    entity: 'account',
    key: 'email',
    privilege: 'member',
    api: {
      search: { method: 'POST', path: '/auth/account/search' },
      getOne: { method: 'GET', path: '/auth/account/{email}' },
      create: { method: 'POST', path: '/auth/account' },
      update: { method: 'PUT', path: '/auth/account' },
      delete: { method: 'DELETE', path: '/auth/account/{email}' },
    },
    list: {
      columns: ['email', 'name', 'mobile', 'role_id', 'store', 'enableWholeStore'],
      sort: { field: 'email', order: 'ASC' },
      perPage: 25,
      perPageOptions: [10, 25, 50, 100],
      filters: ['email', 'name'],
    },
    fields: [
      {
        name: 'email',
        type: 'string',
        format: 'email',
        widget: 'email',
        views: ['list', 'show', 'edit', 'create'],
        required: {
          message: 'validation.fillInAccountEmail',
          on: ['create', 'edit'],
        },
        filter: '~',
        sortable: true,
      },
      {
        name: 'name',
        type: 'string',
        widget: 'text',
        views: ['list', 'show', 'edit', 'create'],
        required: {
          message: 'validation.fillInAccountName',
          on: ['create', 'edit'],
        },
        filter: '~',
        sortable: true,
      },
      {
        name: 'password',
        type: 'string',
        widget: 'password',
        views: ['edit', 'create'],
        required: {
          message: 'validation.fillInPassword',
          on: ['create'],
        },
        confirm: { field: 'confirmPassword', message: 'validation.confirmPasswordMismatch' },
      },
      {
        name: 'role_id',
        type: 'integer',
        widget: 'roleSelect',
        views: ['list', 'show', 'edit', 'create'],
        required: {
          message: 'validation.selectAccountRole',
          on: ['create', 'edit'],
        },
        filter: '==',
        sortable: true,
      },
      {
        name: 'mobile',
        type: 'string',
        widget: 'text',
        views: ['list', 'show', 'edit', 'create'],
        required: {
          message: 'validation.fillInAccountMobile',
          on: ['create'],
        },
      },
      {
        name: 'store',
        type: 'array',
        widget: 'storeList',
        views: ['list', 'show', 'edit', 'create'],
        default: [],
      },
      {
        name: 'enableWholeStore',
        type: 'boolean',
        widget: 'boolean',
        views: ['list', 'show', 'edit', 'create'],
        default: false,
      },
      {
        name: 'locked',
        type: 'boolean',
        widget: 'boolean',
        views: ['list', 'show'],
        readOnly: true,
        default: false,
      },
      {
        name: 'forceChange',
        type: 'boolean',
        widget: 'boolean',
        views: ['show', 'edit', 'create'],
        default: false,
      },
      {
        name: 'lastPwdChanged',
        type: 'string',
        format: 'date-time',
        widget: 'datetime',
        views: ['show'],
        readOnly: true,
      },
      {
        name: 'createdAt',
        type: 'string',
        format: 'date-time',
        widget: 'datetime',
        views: ['show'],
        readOnly: true,
      },
      {
        name: 'updatedAt',
        type: 'string',
        format: 'date-time',
        widget: 'datetime',
        views: ['list', 'show'],
        readOnly: true,
        sortable: true,
      },
    ],
  },
  roles: {
    name: 'roles',
    entity: 'role',
    key: 'role_id',
    privilege: 'role',
    api: {
      search: { method: 'GET', path: '/auth/role' },
      getOne: { method: 'GET', path: '/auth/role/{role_id}' },
      create: { method: 'POST', path: '/auth/role' },
      update: { method: 'POST', path: '/auth/role' },
      delete: { method: 'DELETE', path: '/auth/role/{role_id}' },
    },
    list: {
      columns: ['role_id', 'name', 'privilege'],
      sort: { field: 'role_id', order: 'ASC' },
      perPage: 25,
      perPageOptions: [10, 25, 50, 100],
      filters: ['name'],
    },
    fields: [
      {
        name: 'role_id',
        type: 'integer',
        widget: 'number',
        views: ['list', 'show'],
        readOnly: true,
        sortable: true,
      },
      {
        name: 'name',
        type: 'string',
        widget: 'text',
        views: ['list', 'show', 'edit', 'create'],
        required: {
          message: 'validation.fillInRoleName',
          on: ['create', 'edit'],
        },
        filter: '~',
        sortable: true,
      },
      {
        name: 'privilege',
        type: 'array',
        widget: 'privilegeTree',
        views: ['list', 'show', 'edit', 'create'],
        default: [],
      },
      {
        name: 'updatedAt',
        type: 'string',
        format: 'date-time',
        widget: 'datetime',
        views: ['show'],
        readOnly: true,
      },
    ],
  },
};

/** Entity id (schema $id) → its resource metadata. */
export const resourceByEntity: Record<string, ResourceMeta> = {
  account: resources['members'],
  role: resources['roles'],
};
