// The signage overviews (doc 3 §2: /plus/image, /plus/video, /plus/widget, /plus/template: name, code, total;
// /plus/device: store name, store code, total, online, offline; table or map):
// GET /status/store/plus/image|video|widget|template answers every store of the session with its total, status
// (the store's gateway status, for the map markers) and position; GET /status/store/plus/device with its
// device counts and a status of its devices (NORMAL none offline, ALARM some, OFFLINE all; docs/api.md).
import type { FastifyInstance } from 'fastify';
import { MEDIA_TYPES, type MediaType } from '../../../domain/signageTemplate.ts';
import { notFound } from '../../http/errors.ts';
import { PlusDevicesRepository } from '../../repositories/plusDevices.ts';
import { PlusMediaRepository } from '../../repositories/plusMedia.ts';
import { PlusTemplatesRepository } from '../../repositories/plusTemplates.ts';
import { doc, withAuthHeaders } from '../docs.ts';

/** a store's marker: NORMAL when no device is offline, OFFLINE when all are, ALARM when some are */
export function deviceStoreStatus(total: number, offline: number): 'NORMAL' | 'ALARM' | 'OFFLINE' {
  if (offline === 0) return 'NORMAL';
  return offline >= total ? 'OFFLINE' : 'ALARM';
}

async function deviceOverview(app: FastifyInstance, sessionStores: string[] | undefined) {
  const counts = await new PlusDevicesRepository(app.db).overview();
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

export default async function plusOverviewRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string } }>(
    '/status/store/plus/:kind',
    {
      config: { privilege: 'plus', access: 'read' },
      schema: doc(
        'signage',
        'Stores with their device counts, or their image, video, widget or template totals',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const { kind } = request.params;
      if (kind === 'device') return deviceOverview(app, request.session?.stores);
      let totals: Map<string, number>;
      if (kind === 'template') totals = await new PlusTemplatesRepository(app.db).totals();
      else if (MEDIA_TYPES.includes(kind as MediaType))
        totals = await new PlusMediaRepository(app.db).totals(kind as MediaType);
      else throw notFound();
      const stores = await app.repos.stores.summaries(request.session?.stores);
      return {
        data: stores.map((s) => ({
          storeName: s.storeName,
          storeCode: s.storeCode,
          total: totals.get(s.storeCode) ?? 0,
          status: s.status,
          position: s.position,
        })),
      };
    },
  );
}
