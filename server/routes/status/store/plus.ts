// The signage tables of the status pages (doc 3 §2 Signage add-on, §7 Signage; docs/api.md 'Signage media',
// 'Signage templates', 'Signage devices'), plus.read; the guard scopes {code} to the session (an unknown store:
// 404). The writes and files of each are in routes/plus/.
// The overviews (doc 3 §2: /plus/image, /plus/video, /plus/widget, /plus/template: name, code, total;
// /plus/device: store name, store code, total, online, offline; table or map):
//   GET /status/store/plus/image|video|widget|template   every store of the session with its total, status (the
//       store's gateway status, for the map markers) and position
//   GET /status/store/plus/device   with its device counts and a status of its devices (NORMAL none offline,
//       ALARM some, OFFLINE all; docs/api.md)
// A store's tables (table conventions):
//   POST /status/store/{code}/plus/{type}/search      its image, video or widget files (filter_name)
//   POST /status/store/{code}/plus/template/search    its templates (filter__id)
//   POST /status/store/{code}/plus/device/search      its devices (filter_mac, name, template, status)
//   GET  /status/store/{code}/plus/device/{id}        one device ({id}: its MAC), with blinking
//   POST /status/store/{code}/plus/sw/search          its S/W packages (filter_os, model, ver; 10 per page)
import type { FastifyInstance } from 'fastify';
import { MEDIA_TYPES, type MediaType } from '../../../../domain/signageTemplate.ts';
import type {
  PlusDeviceGetAnswer,
  PlusDeviceSearchAnswer,
  PlusMediaSearchAnswer,
  PlusSoftwareSearchAnswer,
  PlusTemplateSearchAnswer,
} from '../../../../domain/generated/calls.ts';
import { defineCall } from '../../../http/calls.ts';
import { notFound } from '../../../http/errors.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { pathMac } from '../../../plus/deviceInput.ts';
import { answerOf } from '../../../repositories/plusDevices.ts';
import { mediaType } from '../../plus/media.ts';

const READ = { privilege: 'plus', access: 'read' } as const;

/** a store's marker: NORMAL when no device is offline, OFFLINE when all are, ALARM when some are */
export function deviceStoreStatus(total: number, offline: number): 'NORMAL' | 'ALARM' | 'OFFLINE' {
  if (offline === 0) return 'NORMAL';
  return offline >= total ? 'OFFLINE' : 'ALARM';
}

async function deviceOverview(app: FastifyInstance, sessionStores: string[] | undefined) {
  const counts = await app.repos.plusDevices.overview();
  const stores = await app.repos.stores.summaries(sessionStores);
  return {
    data: stores.map((s) => {
      const c = counts.get(s.storeCode) ?? { total: 0, online: 0, offline: 0 };
      return {
        storeName: s.storeName,
        storeCode: s.storeCode,
        total: c.total,
        online: c.online,
        offline: c.offline,
        status: deviceStoreStatus(c.total, c.offline),
        position: s.position,
      };
    }),
  };
}

export default async function storePlusStatusRoutes(app: FastifyInstance): Promise<void> {
  const media = app.repos.plusMedia;
  const templates = app.repos.plusTemplates;
  const devices = app.repos.plusDevices;
  const software = app.repos.plusSoftware;

  defineCall(app, 'plusMediaStore.overview', { guard: READ }, async (request) => {
    const { kind } = request.params;
    if (kind === 'device') return deviceOverview(app, request.principal?.stores);
    let totals: Map<string, number>;
    if (kind === 'template') totals = await app.repos.plusTemplates.totals();
    else if (MEDIA_TYPES.includes(kind as MediaType))
      totals = await app.repos.plusMedia.totals(kind as MediaType);
    else throw notFound();
    const stores = await app.repos.stores.summaries(request.principal?.stores);
    return {
      data: stores.map((s) => ({
        storeName: s.storeName,
        storeCode: s.storeCode,
        total: totals.get(s.storeCode) ?? 0,
        status: s.status,
        position: s.position,
      })),
    };
  });

  defineCall(app, 'plusMedia.search', { guard: READ }, async (request) => {
    const type = mediaType(request.params.type);
    await storeExists(app, request.params.storeCode);
    return (await media.searchOf(request.params.storeCode, type, request.body)) as PlusMediaSearchAnswer;
  });

  defineCall(app, 'plusTemplate.search', { guard: READ }, async (request) => {
    await storeExists(app, request.params.storeCode);
    return (await templates.searchOf(
      request.params.storeCode,
      request.body,
    )) as unknown as PlusTemplateSearchAnswer;
  });

  defineCall(app, 'plusDevice.search', { guard: READ }, async (request) => {
    await storeExists(app, request.params.storeCode);
    return (await devices.searchOf(request.params.storeCode, request.body)) as PlusDeviceSearchAnswer;
  });

  // one device ({mac}: not a MAC 404), with blinking
  defineCall(app, 'plusDevice.get', { guard: READ }, async (request) => {
    const row = await devices.one(request.params.storeCode, pathMac(request.params.mac));
    if (!row) throw notFound();
    return answerOf(row) as PlusDeviceGetAnswer;
  });

  defineCall(app, 'plusSoftware.search', { guard: READ }, async (request) => {
    await storeExists(app, request.params.storeCode);
    return (await software.search(request.body, {
      fixed: { storeCode: request.params.storeCode },
      defaultLength: 10,
    })) as PlusSoftwareSearchAnswer;
  });
}
