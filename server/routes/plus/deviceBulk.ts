// The bulk device actions of the device table (doc 3 §2, §5 Signage, §7 Signage; docs/api.md 'Signage
// devices'): POST /plus/store/{store}/switch/mode {macList (list or 'all'), mode},
// POST /plus/store/{store}/device/show/info {devList, duration 10..300}, POST /plus/store/{store}/device/sync
// {devList}, POST /plus/store/{store}/set/showIdx {macList, showIdx}, POST /plus/store/{store}/unset/showIdx
// {macList}. plus write; every list needs a device ('No row selected. Please select one or more rows.').
import type { FastifyInstance } from 'fastify';
import { DEVICE_MESSAGES, INFO_VIEW_RANGE, MODE_MAX, SHOW_IDX_MAX } from '../../../domain/plusDevice.ts';
import { message } from '../../http/messages.ts';
import { bodyOf, macList, requireDevices, wholeNumber } from '../../plus/deviceInput.ts';
import { doc, withAuthHeaders } from '../docs.ts';
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

  app.post<{ Params: { store: string } }>(
    '/plus/store/:store/switch/mode',
    {
      config: WRITE,
      schema: doc('signage', "Switch devices' mode (macList: MACs or 'all')", withAuthHeaders),
    },
    async (request) => {
      const body = bodyOf(request.body);
      const mode = wholeNumber(body.mode, 0, MODE_MAX, BULK_MESSAGES.mode);
      return bulk(request.params.store, body.macList, true, (macs) =>
        devices.setMany(request.params.store, macs, 'mode', mode),
      );
    },
  );

  app.post<{ Params: { store: string } }>(
    '/plus/store/:store/device/show/info',
    {
      config: WRITE,
      schema: doc('signage', 'Show the info view on devices for duration (10..300 s)', withAuthHeaders),
    },
    async (request) => {
      const body = bodyOf(request.body);
      const duration = wholeNumber(body.duration, ...INFO_VIEW_RANGE, message(DEVICE_MESSAGES.durationRange));
      return bulk(request.params.store, body.devList, false, (macs) =>
        devices.setMany(request.params.store, macs, 'infoViewDuration', duration),
      );
    },
  );

  app.post<{ Params: { store: string } }>(
    '/plus/store/:store/device/sync',
    { config: WRITE, schema: doc('signage', 'Devices fetch their show at the next step', withAuthHeaders) },
    async (request) =>
      bulk(request.params.store, bodyOf(request.body).devList, false, (macs) =>
        devices.requestSync(request.params.store, macs as string[]),
      ),
  );

  app.post<{ Params: { store: string } }>(
    '/plus/store/:store/set/showIdx',
    { config: WRITE, schema: doc('signage', 'Fix devices on slide showIdx', withAuthHeaders) },
    async (request) => {
      const body = bodyOf(request.body);
      const showIdx = wholeNumber(body.showIdx, 0, SHOW_IDX_MAX, BULK_MESSAGES.showIdx);
      return bulk(request.params.store, body.macList, false, (macs) =>
        devices.setMany(request.params.store, macs, 'showIdx', showIdx),
      );
    },
  );

  app.post<{ Params: { store: string } }>(
    '/plus/store/:store/unset/showIdx',
    {
      config: WRITE,
      schema: doc('signage', 'Devices play every slide again (showIdx cleared)', withAuthHeaders),
    },
    async (request) =>
      bulk(request.params.store, bodyOf(request.body).macList, false, (macs) =>
        devices.setMany(request.params.store, macs, 'showIdx', null),
      ),
  );
}
