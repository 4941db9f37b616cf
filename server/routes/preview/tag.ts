// GET /preview/store/{storeCode}/tag/{tagId}?t= (doc 1 §7, doc 2 §7): what a tag shows now, rendered at its type's
// resolution and colours. encodedImage is the page it shows (base64 PNG), subPage the layout's other pages in
// order; alias, prInfo and layoutId describe the content. tag.read, store-scoped by the guard (`storeCode`).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { LabelSource } from '../../render/labelSource.ts';
import { listAliases } from '../../repositories/alias.ts';
import { defineCall } from '../../http/calls.ts';

export default async function tagPreviewRoutes(app: FastifyInstance): Promise<void> {
  const source = new LabelSource(app.db);

  defineCall(app, 'tag.preview', { guard: { privilege: 'tag', access: 'read' } }, async (request) => {
    const { storeCode: code, tagId: id } = request.params;
    const shown = await source.tagShown(code, id);
    if (!shown) throw notFound();
    const [aliases, layout, country] = await Promise.all([
      listAliases(app.db),
      source.layout(shown.layoutId),
      source.country(code),
    ]);
    const pngs = await app.renderPool.pages({
      product: shown.product,
      layout,
      tagType: shown.tagType,
      aliases,
      country,
      tagId: shown.tagId,
      storeCode: code,
    });
    const pages = pngs.map((png) => png.toString('base64'));
    const pageNo = shown.pageNo >= 0 && shown.pageNo < pages.length ? shown.pageNo : 0;
    return {
      tagId: shown.tagId,
      tagMac: shown.tagMac,
      tagType: shown.tagType,
      prCode: shown.product?.prCode ?? null,
      layoutId: shown.product ? (layout?.layoutId ?? shown.layoutId) : null,
      layoutName: layout?.name ?? null,
      prInfo: shown.product?.prInfo ?? [],
      alias: aliases,
      pageNo,
      encodedImage: pages[pageNo],
      subPage: pages.filter((_, i) => i !== pageNo),
      subPageNo: pages.map((_, i) => i).filter((i) => i !== pageNo),
    };
  });
}
