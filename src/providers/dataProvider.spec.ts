import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { createDataProvider, type Request } from './dataProvider';
import { cells, loginHistory, members, roles } from './dataProvider.fixtures';

let request: ReturnType<typeof vi.fn>;
const provider = () =>
  createDataProvider({ members, roles, cells, loginHistory }, request as unknown as Request);

beforeEach(() => {
  request = vi.fn();
});

describe('data provider', () => {
  it('getList posts the search body and maps recordsFiltered to total and the key to id', async () => {
    request.mockResolvedValue({
      recordsTotal: 9,
      recordsFiltered: 2,
      data: [{ email: 'a@x' }, { email: 'b@x' }],
    });
    const result = await provider().getList('members', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: { email: 'x' },
    });
    expect(request).toHaveBeenCalledWith('/auth/account/search', {
      method: 'POST',
      body: {
        start: 0,
        length: 25,
        order: [{ column: 'email', dir: 'asc' }],
        filter_email: 'x',
        condition_email: '~',
      },
    });
    expect(result).toEqual({
      data: [
        { email: 'a@x', id: 'a@x' },
        { email: 'b@x', id: 'b@x' },
      ],
      total: 2,
    });
  });

  it('getList on a GET list endpoint filters, sorts and pages locally', async () => {
    request.mockResolvedValue({
      data: [
        { role_id: 0, name: 'super' },
        { role_id: 2, name: 'viewer' },
        { role_id: 1, name: 'manager' },
      ],
    });
    const result = await provider().getList('roles', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'role_id', order: 'DESC' },
      filter: { name: 'er' },
    });
    expect(request).toHaveBeenCalledWith('/auth/role');
    expect(result).toEqual({ data: [{ role_id: 2, name: 'viewer', id: '2' }], total: 3 });
  });

  it("getList on a GET search sends the table conventions in the query string and takes the server's page", async () => {
    request.mockResolvedValue({
      recordsTotal: 40,
      recordsFiltered: 30,
      data: [{ gwMac: 'A1', storeCode: 'S1' }],
    });
    const predefined: ResourceMeta = {
      ...roles,
      name: 'predefined',
      key: 'gwMac',
      api: { search: { method: 'GET', path: '/gw/predefined/search' } },
      fields: [{ name: 'storeCode', type: 'string', widget: 'text', views: ['list'], filter: '==' }],
    };
    const result = await createDataProvider({ predefined }, request as unknown as Request).getList(
      'predefined',
      {
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'gwMac', order: 'DESC' },
        filter: { storeCode: 'S1' },
      },
    );
    expect(request).toHaveBeenCalledWith(
      '/gw/predefined/search?start=25&length=25&order=gwMac%3Adesc&filter_storeCode=S1&condition_storeCode=%3D%3D',
    );
    expect(result).toEqual({ data: [{ gwMac: 'A1', storeCode: 'S1', id: 'A1' }], total: 30 });
  });

  it('getOne fills the path from the id; composite keys split the id', async () => {
    request.mockResolvedValue({ email: 'a+b@x', name: 'A' });
    expect(await provider().getOne('members', { id: 'a+b@x' })).toEqual({
      data: { email: 'a+b@x', name: 'A', id: 'a+b@x' },
    });
    expect(request).toHaveBeenCalledWith('/auth/account/a%2Bb%40x', { method: 'GET' });
    request.mockResolvedValue({ storeCode: 'S1', cell: 'C2' });
    expect((await provider().getOne('cells', { id: 'S1/C2' })).data.id).toBe('S1/C2');
    expect(request).toHaveBeenLastCalledWith('/store/S1/cell/C2', { method: 'GET' });
  });

  it('getList fills search path parameters from meta or filter', async () => {
    request.mockResolvedValue({ recordsTotal: 0, recordsFiltered: 0, data: [] });
    await provider().getList('cells', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'cell', order: 'ASC' },
      filter: {},
      meta: { storeCode: 'S9' },
    });
    expect(request.mock.calls[0][0]).toBe('/store/S9/cell/search');
  });

  it('create drops id, confirmation and read-only fields', async () => {
    request.mockResolvedValue({ email: 'n@x', name: 'N' });
    const result = await provider().create('members', {
      data: { email: 'n@x', name: 'N', password: 'p', confirmPassword: 'p', locked: true },
    });
    expect(request).toHaveBeenCalledWith('/auth/account', {
      method: 'POST',
      body: { email: 'n@x', name: 'N', password: 'p' },
    });
    expect(result.data).toEqual({ email: 'n@x', name: 'N', password: 'p', id: 'n@x' });
  });

  it('update sends the key with the changed record and leaves an empty password out', async () => {
    request.mockResolvedValue({});
    const result = await provider().update('members', {
      id: 'a@x',
      data: { id: 'a@x', name: 'B', password: '', confirmPassword: '' },
      previousData: { id: 'a@x', email: 'a@x', name: 'A' },
    });
    expect(request).toHaveBeenCalledWith('/auth/account', {
      method: 'PUT',
      body: { email: 'a@x', name: 'B' },
    });
    expect(result.data).toEqual({ id: 'a@x', email: 'a@x', name: 'B' });
  });

  it('role update posts with its role_id (POST /auth/role creates or updates)', async () => {
    request.mockResolvedValue({ role_id: 4, name: 'r' });
    await provider().update('roles', { id: '4', data: { name: 'r' }, previousData: { id: '4' } });
    expect(request).toHaveBeenCalledWith('/auth/role', { method: 'POST', body: { role_id: 4, name: 'r' } });
  });

  it('delete and deleteMany call DELETE per key', async () => {
    request.mockResolvedValue({});
    await provider().delete('roles', { id: '0', previousData: { id: '0', role_id: 0 } });
    expect(request).toHaveBeenCalledWith('/auth/role/0', { method: 'DELETE' });
    await provider().deleteMany('members', { ids: ['a@x', 'b@x'] });
    expect(request).toHaveBeenCalledWith('/auth/account/a%40x', { method: 'DELETE' });
    expect(request).toHaveBeenCalledWith('/auth/account/b%40x', { method: 'DELETE' });
  });

  it('getMany uses the GET list when there is one, else getOne per id', async () => {
    request.mockResolvedValue({
      data: [
        { role_id: 1, name: 'a' },
        { role_id: 2, name: 'b' },
      ],
    });
    expect((await provider().getMany('roles', { ids: ['2'] })).data).toEqual([
      { role_id: 2, name: 'b', id: '2' },
    ]);
    request.mockResolvedValue({ email: 'z@x' });
    expect((await provider().getMany('members', { ids: ['z@x'] })).data).toEqual([
      { email: 'z@x', id: 'z@x' },
    ]);
  });

  it('getManyReference filters on the target', async () => {
    request.mockResolvedValue({ recordsTotal: 1, recordsFiltered: 1, data: [{ email: 'a@x' }] });
    await provider().getManyReference('members', {
      target: 'role_id',
      id: 3,
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(request.mock.calls[0][1].body).toMatchObject({
      start: 10,
      length: 10,
      filter_role_id: 3,
      condition_role_id: '==',
    });
  });

  it('named methods call their endpoints', async () => {
    request.mockResolvedValue({ email: 'a@x', password: 'Tmp#1' });
    const p = provider();
    await p.unlock('a@x');
    expect(request).toHaveBeenLastCalledWith('/auth/account/unlock', {
      method: 'POST',
      body: { email: 'a@x' },
    });
    expect(await p.reset('a@x')).toEqual({ email: 'a@x', password: 'Tmp#1' });
    expect(request).toHaveBeenLastCalledWith('/auth/account/reset', {
      method: 'POST',
      body: { email: 'a@x' },
    });
    await p.signup({ name: 'n', email: 'e', mobile: 'm', password: 'p' });
    expect(request).toHaveBeenLastCalledWith('/auth/signup', {
      method: 'POST',
      body: { name: 'n', email: 'e', mobile: 'm', password: 'p' },
      anonymous: true,
    });
    await p.forgetPassword('e');
    expect(request).toHaveBeenLastCalledWith('/auth/forget/password', {
      method: 'POST',
      body: { email: 'e' },
      anonymous: true,
    });
    await p.changePassword({ email: 'e', password: 'x' });
    expect(request).toHaveBeenLastCalledWith('/auth/account', {
      method: 'PUT',
      body: { email: 'e', password: 'x' },
    });
    request.mockResolvedValue({ proxy: [{ id: 'p1' }], esl: [], note: 'x' });
    expect(await p.serverStatus()).toEqual({ proxy: [{ id: 'p1' }], esl: [] });
  });
});
