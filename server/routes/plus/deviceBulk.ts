// The bulk device actions of the device table (doc 3 §2, §5 Signage, §7 Signage; docs/api.md 'Signage
// devices'): POST /plus/store/{store}/switch/mode {macList (list or 'all'), mode},
// POST /plus/store/{store}/device/show/info {devList, duration 10..300}, POST /plus/store/{store}/device/sync
// {devList}, POST /plus/store/{store}/set/showIdx {macList, showIdx}, POST /plus/store/{store}/unset/showIdx
// {macList} (schemas/plusDevice.schema.json x-calls). plus write; every list needs a device ('No row selected.
// Please select one or more rows.').
import type { FastifyInstance } from 'fastify';
import { MODE_MAX, SHOW_IDX_MAX } from '../../../domain/plusDevice.ts';
import { defineCall } from '../../http/calls.ts';
import { message } from '../../http/messages.ts';
import { macList, requireDevices, wholeNumber } from '../../plus/deviceInput.ts';
import { storeExists } from '../../http/storeScope.ts';

const WRITE = { privilege: 'plus', access: 'write' } as const;
export const BULK_MESSAGES = {
  mode: message('app.serverMessages.wholeNumberRange', { field: 'mode', min: 0, max: MODE_MAX }),
  showIdx: message('app.serverMessages.wholeNumberRange', { field: 'showIdx', min: 0, max: SHOW_IDX_MAX }),
} as const;

export default async function plusDeviceBulkRoutes(app: FastifyInstance): Promise<void> {
  const devices = app.repos.plusDevices;

  /** the store, the devices of the list (404 unknown ones), then the action */
  const bulk = async (
    store: string,
    list: unknown,
    all: boolean,
    act: (macs: string[] | 'all') => Promise<string[]>,
  ) => {
    await storeExists(app, store);
    const macs = macList(list, all);
    await requireDevices(devices, store, macs);
    const done = await act(macs);
    return { macList: done, count: done.length };
  };

  defineCall(app, 'plusDevice.switchMode', { guard: WRITE }, async (request) => {
    const { storeCode } = request.params;
    const mode = wholeNumber(request.body.mode, 0, MODE_MAX, BULK_MESSAGES.mode);
    return bulk(storeCode, request.body.macList, true, (macs) =>
      devices.setMany(storeCode, macs, 'mode', mode),
    );
  });

  // duration: the schema's range and message (app.serverMessages.plusInfoViewRange)
  defineCall(app, 'plusDevice.showInfo', { guard: WRITE }, async (request) => {
    const { storeCode } = request.params;
    const { duration } = request.body;
    return bulk(storeCode, request.body.devList, false, (macs) =>
      devices.setMany(storeCode, macs, 'infoViewDuration', duration),
    );
  });

  defineCall(app, 'plusDevice.sync', { guard: WRITE }, async (request) => {
    const { storeCode } = request.params;
    return bulk(storeCode, request.body.devList, false, (macs) =>
      devices.requestSync(storeCode, macs as string[]),
    );
  });

  defineCall(app, 'plusDevice.setShowIdx', { guard: WRITE }, async (request) => {
    const { storeCode } = request.params;
    const showIdx = wholeNumber(request.body.showIdx, 0, SHOW_IDX_MAX, BULK_MESSAGES.showIdx);
    return bulk(storeCode, request.body.macList, false, (macs) =>
      devices.setMany(storeCode, macs, 'showIdx', showIdx),
    );
  });

  defineCall(app, 'plusDevice.unsetShowIdx', { guard: WRITE }, async (request) => {
    const { storeCode } = request.params;
    return bulk(storeCode, request.body.macList, false, (macs) =>
      devices.setMany(storeCode, macs, 'showIdx', null),
    );
  });
}
