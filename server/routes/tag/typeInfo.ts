// Tag type information (doc 1 §3 "Tag type info", §7; doc 2 §7): GET /tag/type/info answers every type code of
// the doc 1 §9 table with its size, peripherals, resolution and colours (server/tags/tagTypes.ts); the console
// loads it once after login and caches it. GET /tag/type answers the type codes present in the session's stores.
// tag.read or product.read (the product screens use it too).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { allTagTypes, decodeTagType } from '../../tags/tagTypes.ts';

const typeRead = { privilege: ['tag', 'product'], access: 'read' as const };

export default async function tagTypeRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'tag.typeInfo', { guard: typeRead }, async () => ({ data: allTagTypes() }));

  defineCall(app, 'tag.typesInUse', { guard: typeRead }, async (request) => {
    const types = await app.repos.tags.typesInUse(request.principal?.stores);
    return { data: types.map((tagType) => decodeTagType(tagType) ?? { tagType }) };
  });
}
