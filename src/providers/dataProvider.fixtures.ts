// The resource descriptions the data provider's specs run on (a members list with every kind of field, roles
// answered whole, a composite key, a GET search).
import type { ResourceMeta } from '../../domain/resourceMeta';

export const members: ResourceMeta = {
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
    columns: ['email', 'name'],
    sort: { field: 'email', order: 'ASC' },
    perPage: 25,
    perPageOptions: [25],
    filters: [
      { field: 'email', op: '~' },
      { field: 'role_id', op: '==' },
    ],
    sortable: [],
    labels: 'resources.x.fields',
    select: false,
    rowActions: [],
    toolbar: [],
    empty: 'app.table.noData',
  },
  fields: [
    {
      name: 'email',
      type: 'string',
      widget: 'email',
      views: ['list', 'edit', 'create'],
      filter: '~',
      sortable: true,
    },
    { name: 'name', type: 'string', widget: 'text', views: ['list', 'edit', 'create'], filter: '~' },
    {
      name: 'password',
      type: 'string',
      widget: 'password',
      views: ['edit', 'create'],
      confirm: { field: 'confirmPassword', message: 'validation.confirmPasswordMismatch' },
    },
    {
      name: 'role_id',
      type: 'integer',
      widget: 'roleSelect',
      views: ['list', 'edit', 'create'],
      filter: '==',
    },
    { name: 'locked', type: 'boolean', widget: 'boolean', views: ['list'], readOnly: true },
  ],
};

export const roles: ResourceMeta = {
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
    columns: ['role_id', 'name'],
    sort: { field: 'role_id', order: 'ASC' },
    perPage: 25,
    perPageOptions: [25],
    filters: [{ field: 'name', op: '~' }],
    sortable: [],
    labels: 'resources.x.fields',
    select: false,
    rowActions: [],
    toolbar: [],
    empty: 'app.table.noData',
  },
  fields: [
    { name: 'role_id', type: 'integer', widget: 'number', views: ['list'], readOnly: true, sortable: true },
    { name: 'name', type: 'string', widget: 'text', views: ['list', 'edit', 'create'], filter: '~' },
  ],
};

export const cells: ResourceMeta = {
  ...members,
  name: 'cells',
  key: ['storeCode', 'cell'],
  api: {
    search: { method: 'POST', path: '/store/{storeCode}/cell/search' },
    getOne: { method: 'GET', path: '/store/{storeCode}/cell/{cell}' },
    delete: { method: 'DELETE', path: '/store/{storeCode}/cell/{cell}' },
  },
  fields: [],
};

export const loginHistory: ResourceMeta = {
  ...members,
  name: 'loginHistory',
  key: 'id',
  fields: [{ name: 'email', type: 'string', widget: 'text', views: ['list'], filter: '==' }],
};
