// Store tag stats (doc 1 §2.8 tag status, §3 "Store tag stats", §7 Status and lists): GET /status/store/tag
// (every store of the session) and POST /status/store/pagination/1 (the tag status table: 10 per page,
// filter_storeName, filter_storeCode, filter_status; n = 0 is the gateway list of routes/status/store.ts).
// Read from the maintained statistics (stores without a row yet are computed first). tag.read.
// Each row carries `tagStatus`, the store's tag status of the map markers (domain/tagStoreStatus.ts).
import type { FastifyInstance } from 'fastify';
import { tagStoreStatus } from '../../../domain/tagStoreStatus.ts';
import type { SearchBody } from '../../db/search.ts';
import { StatsRefreshRepository } from '../../repositories/statsRefresh.ts';
import { TagStoreStatsRepository, type StoreTagStats } from '../../repositories/tagsStoreStats.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

const tagRead = { privilege: 'tag', access: 'read' } as const;

const withTagStatus = (row: StoreTagStats) => ({ ...row, tagStatus: tagStoreStatus(row) });

export default async function tagStoreRoutes(app: FastifyInstance): Promise<void> {
  const stats = new TagStoreStatsRepository(app.db);
  const refresher = new StatsRefreshRepository(app.db);

  app.get(
    '/status/store/tag',
    {
      config: tagRead,
      schema: doc('tag', 'Store tag stats of every store of the session', withAuthHeaders),
    },
    async (request) => {
      const stores = request.session?.stores;
      await refresher.ensure(stores);
      return { data: (await stats.all(stores)).map(withTagStatus) };
    },
  );

  app.post(
    '/status/store/pagination/1',
    {
      config: tagRead,
      schema: doc('tag', 'Paged store tag stats (filter_storeName, filter_storeCode, filter_status)', {
        body: searchBody,
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const stores = request.session?.stores;
      await refresher.ensure(stores);
      const page = await stats.page(stores, (request.body ?? {}) as SearchBody);
      return { ...page, data: page.data.map(withTagStatus) };
    },
  );
}
