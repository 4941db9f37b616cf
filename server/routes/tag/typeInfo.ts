// Tag type information (doc 1 §3 "Tag type info", §7; doc 2 §7): GET /tag/type/info answers every type code of
// the doc 1 §9 table with its size, peripherals, resolution and colours (server/tags/tagTypes.ts); the console
// loads it once after login and caches it. GET /tag/type answers the type codes present in the session's stores.
// tag.read or product.read (the product screens use it too).
import type { FastifyInstance } from 'fastify';
import { allTagTypes, decodeTagType } from '../../tags/tagTypes.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const typeRead = { privilege: ['tag', 'product'], access: 'read' as const };

export default async function tagTypeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/tag/type/info',
    {
      config: typeRead,
      schema: doc('tag', 'Tag type info: size, peripheral, resolution and colours per type', withAuthHeaders),
    },
    async () => ({ data: allTagTypes() }),
  );

  app.get(
    '/tag/type',
    {
      config: typeRead,
      schema: doc('tag', 'Tag types present in the stores of the session, with their info', withAuthHeaders),
    },
    async (request) => {
      const types = await app.repos.tags.typesInUse(request.session?.stores);
      return {
        data: types.map((tagType) => decodeTagType(tagType) ?? { tagType }),
      };
    },
  );
}
