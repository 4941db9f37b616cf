// The paged store lists, POST /status/store/pagination/{n} (doc 1 §7 Status and lists, doc 2 §9): one list per
// n, each with its own privilege; another n answers 404.
//   0  the gateway status list (store.read; 10 per page, filter_storeName, filter_storeCode, filter_status),
//      also POST /config/store/pagination (routes/config/store.ts)
//   1  the store tag stats (tag.read; 10 per page; read from the maintained statistics, stores without a row
//      yet are computed first), each row with `tagStatus`, the store's tag status of the map markers
//      (domain/tagStoreStatus.ts)
//   2  the product store summaries (product.read; 10 per page; maintained statistics like 1)
//   3  the sensor store summaries (sensor.read; 25 per page)
//   4  the paper store summaries (paper.read; 25 per page)
// The same lists whole, for the maps: GET /status/store/tag (tag.ts), /status/product, /status/sensor and
// /status/paper (routes/status/).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  PaperStoreSearchAnswer,
  ProductStoreSearchAnswer,
  SensorStoreSearchAnswer,
  TagStoreSearchAnswer,
} from '../../../../domain/generated/calls.ts';
import type { StorePublic } from '../../../../domain/generated/types.ts';
import type { SearchBody } from '../../../db/search.ts';
import { defineCall } from '../../../http/calls.ts';
import { storeRead } from './index.ts';
import { withTagStatus } from './tag.ts';

/** doc 1 §9: store lists are 10 per page */
export const STORE_PAGE_SIZE = 10;
/** the n of each list */
export const STORE_LISTS = { gateway: 0, tag: 1, product: 2, sensor: 3, paper: 4 } as const;

/** a store as the calls answer it: a field left blank (null) is left out */
export function storeRecord(row: Record<string, unknown> | undefined): StorePublic {
  return Object.fromEntries(
    Object.entries(row ?? {}).filter(([, value]) => value !== null),
  ) as unknown as StorePublic;
}

/** a page of the gateway store list */
export async function storeListPage(app: FastifyInstance, request: FastifyRequest<{ Body: SearchBody }>) {
  const page = await app.repos.stores.search(request.body, {
    stores: request.principal?.stores,
    defaultLength: STORE_PAGE_SIZE,
  });
  return { ...page, data: page.data.map(storeRecord) };
}

const tagRead = { privilege: 'tag', access: 'read' } as const;
const productRead = { privilege: 'product', access: 'read' } as const;
const sensorRead = { privilege: 'sensor', access: 'read' } as const;
const paperRead = { privilege: 'paper', access: 'read' } as const;

export default async function storePaginationRoutes(app: FastifyInstance): Promise<void> {
  const refresher = app.repos.statsRefresh;
  const tagStats = app.repos.tagStoreStats;
  const productStores = app.repos.productStores;
  const sensorStores = app.repos.sensorStores;
  const paper = app.repos.paper;

  // the gateway status list (n 0); the other n are the lists below, any other n is no route (404)
  defineCall(app, 'store.search', { guard: storeRead }, async (request) => storeListPage(app, request));

  defineCall(app, 'tagStore.search', { guard: tagRead }, async (request) => {
    const stores = request.principal?.stores;
    await refresher.ensure(stores);
    const page = await tagStats.page(stores, request.body);
    return { ...page, data: page.data.map(withTagStatus) } as TagStoreSearchAnswer;
  });

  defineCall(app, 'productStore.search', { guard: productRead }, async (request) => {
    const scope = request.principal?.stores;
    await refresher.ensure(scope);
    return (await productStores.page(scope, request.body)) as ProductStoreSearchAnswer;
  });

  defineCall(
    app,
    'sensorStore.search',
    { guard: sensorRead },
    async (request) =>
      (await sensorStores.page(request.principal?.stores, request.body)) as SensorStoreSearchAnswer,
  );

  defineCall(
    app,
    'paperStore.search',
    { guard: paperRead },
    async (request) =>
      (await paper.storePage(request.principal?.stores, request.body)) as PaperStoreSearchAnswer,
  );
}
