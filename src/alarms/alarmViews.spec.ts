// What an alarm row's detail action opens (alarmTarget): a server alarm opens the server's detail only when the
// server is an entry of the server list, else the server list (this host's own memory and disk alarms when the
// list does not hold it, or a removed server).
import { describe, expect, it } from 'vitest';
import { alarmTarget } from './alarmViews';

const hostAlarm = {
  location: 'SYSTEM',
  type: 'MEMORY USAGE ABNORMAL',
  sourceType: 'server',
  sourceId: 'build-host-7',
  data: { host: 'build-host-7', percent: 91.2, threshold: 80 },
};

describe('alarmTarget', () => {
  it("opens a listed server's detail", () => {
    expect(alarmTarget({ ...hostAlarm, sourceId: 'esl-01' }, new Set(['esl-01', 'db-01']))).toEqual({
      kind: 'server',
      to: '/server/detail/esl-01',
    });
  });

  it('opens the server list for a host that is not an entry, or while the list is unknown', () => {
    expect(alarmTarget(hostAlarm, new Set(['esl-01']))).toEqual({ kind: 'serverList', to: '/server' });
    expect(alarmTarget(hostAlarm)).toEqual({ kind: 'serverList', to: '/server' });
    expect(alarmTarget({ ...hostAlarm, sourceId: null })).toEqual({ kind: 'serverList', to: '/server' });
  });

  it('opens the software upgrade, the uploads and the sensor behind alarms without a store row', () => {
    const rollout = { location: 'SYSTEM', type: 'UPDATE FAILURE', data: { rolloutId: 4, component: 'grm' } };
    expect(alarmTarget(rollout)).toEqual({ kind: 'software', to: '/sw-upgrade' });
    const badPackage = {
      location: 'SYSTEM',
      type: 'INVALID GRM',
      data: { fileName: 'grm.pkg', version: '2.0' },
    };
    expect(alarmTarget(badPackage)).toEqual({ kind: 'software', to: '/sw-upgrade' });
    // a gateway reporting an unknown GRM still opens the gateway
    expect(
      alarmTarget({ location: 'KR001', type: 'INVALID GRM', sourceType: 'gw', sourceId: 'AA:BB', data: {} }),
    ).toEqual({ kind: 'gw', to: '/store/KR001/gw/AA:BB' });
    expect(alarmTarget({ location: 'SYSTEM', type: 'INVALID STORE CODE', data: { storeCode: 'X' } })).toEqual(
      {
        kind: 'productFiles',
        to: '/product/file/upload/history',
      },
    );
    expect(
      alarmTarget({ location: 'KR001', type: 'PAPER PARSER EXCEPTION', data: { uploadId: 12 } }),
    ).toEqual({ kind: 'paperUpload', to: '/paper/upload/history/detail/12' });
    expect(
      alarmTarget({
        location: 'KR001',
        type: 'SENSOR NO RESPONSE',
        sourceType: 'sensor',
        sourceId: '5C:F2:00:01',
      }),
    ).toEqual({ kind: 'sensor', to: '/sensor/KR001/5C%3AF2%3A00%3A01/alarm/history' });
  });

  it('still opens the task, the gateway and the member of other alarms', () => {
    expect(
      alarmTarget({ location: 'KR001', sourceType: 'gw', sourceId: 'AA:BB', data: {} }, new Set()),
    ).toEqual({ kind: 'gw', to: '/store/KR001/gw/AA:BB' });
    expect(alarmTarget({ location: 'SYSTEM', sourceType: 'account', sourceId: 'x@y.z' })).toEqual({
      kind: 'account',
      to: '/members',
    });
  });
});
