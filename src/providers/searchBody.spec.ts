import { describe, expect, it } from 'vitest';
import { ALL_ROWS } from '../../domain/pageSize';
import { resources } from '../../domain/generated/resources';
import { members } from './dataProvider.fixtures';
import { searchBody } from './searchBody';
import { clearSession, writeSession } from './session';

describe('searchBody', () => {
  it('maps page, sort and filters with their conditions', () => {
    expect(
      searchBody(members, {
        page: 3,
        perPage: 25,
        sort: { field: 'email', order: 'DESC' },
        filter: { email: 'adm', role_id: 2, startDate: '1970-01-01 00:00:10', endDate: 99, name: '' },
      }),
    ).toEqual({
      start: 50,
      length: 25,
      order: [{ column: 'email', dir: 'desc' }],
      filter_email: 'adm',
      condition_email: '~',
      filter_role_id: 2,
      condition_role_id: '==',
      filter_startDate: Math.floor(new Date(1970, 0, 1, 0, 0, 10).getTime() / 1000),
      filter_endDate: 99,
    });
  });
  it('asks for all rows with length -1, for the schema size -1 and the controller size ALL_ROWS', () => {
    expect(searchBody(members, { page: 1, perPage: -1 })).toEqual({ start: 0, length: -1 });
    expect(searchBody(members, { page: 1, perPage: ALL_ROWS })).toEqual({ start: 0, length: -1 });
    expect(searchBody(members, { page: 2, perPage: 25 })).toEqual({ start: 25, length: 25 });
  });
  it("carries the system alarm history's storeList: the location filter's store, else the session's stores", () => {
    writeSession({
      email: 'v@example.com',
      accessToken: 't',
      authenticated: true,
      role_id: 2,
      store: ['KR001', 'KR002'],
      privilege: {},
      systemConfig: {},
    });
    const body = (filter: Record<string, unknown>) =>
      searchBody(resources.systemAlarm, { page: 1, perPage: 25, filter });
    expect(body({}).storeList).toEqual(['KR001', 'KR002']);
    expect(body({ location: 'KR002' })).toMatchObject({ storeList: ['KR002'], filter_location: 'KR002' });
    expect(body({ location: 'SYSTEM' }).storeList).toEqual(['KR001', 'KR002']);
    clearSession();
    expect(searchBody(members, { page: 1, perPage: 25 })).not.toHaveProperty('storeList');
  });
});
