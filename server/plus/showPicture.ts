// What a signage picture needs besides the slide (docs/api.md 'Signage pictures'): the media files the slide
// names (one query), and for a device the products of its slots, each passed through the store's plus data
// decorator (its own script or the default one, when in use: decorate(product, device), docs/api.md 'User
// scripts'); a failing decorator leaves the product as it is. The drawing is server/render/signageShow.ts, in
// the render threads.
import type { FastifyInstance } from 'fastify';
import {
  MEDIA_TYPES,
  productsBySlot,
  slotsOf,
  type MediaType,
  type Slide,
} from '../../domain/signageTemplate.ts';
import { mediaKey, type SignageProduct, type SignageRenderInput } from '../render/signageShow.ts';
import { cacheDir, localCopy } from '../storage/localCopy.ts';
import { mediaDir, mediaPath, thumbnailPath } from './mediaFiles.ts';

export interface PictureDevice {
  mac: string;
  model: string;
  products: unknown;
}

const isMedia = (type: string): type is MediaType => (MEDIA_TYPES as readonly string[]).includes(type);

async function mediaOf(app: FastifyInstance, storeCode: string, slide: Slide) {
  const refs = slide.object
    .filter((o) => isMedia(o.type) && /^\d{1,9}$/.test(o.id))
    .map((o) => ({ type: o.type as MediaType, id: Number(o.id) }));
  const rows = await app.repos.plusMedia.byRefs(storeCode, refs);
  const pictures: SignageRenderInput['pictures'] = {};
  const names: SignageRenderInput['names'] = {};
  // the render threads read files: a stored file of another instance is copied here once per version
  const local = async (stored: string, version: string) =>
    localCopy(app.storage, stored, version, cacheDir(app.appConfig.dataDir)).catch((error: unknown) => {
      app.log.warn({ err: error, key: stored }, 'signage picture not readable');
      return undefined;
    });
  for (const row of rows) {
    const key = mediaKey(row.type, String(row.id));
    names[key] = row.name;
    const dir = mediaDir(storeCode, row.type);
    const file =
      row.type === 'image'
        ? { stored: mediaPath(dir, row._id), version: row.sha256 ?? '' }
        : row.type === 'video' && row.thumbnail
          ? { stored: thumbnailPath(dir, row._id), version: `${row.sha256 ?? ''}.thumb` }
          : undefined;
    const found = file && (await local(file.stored, file.version));
    if (file && found) pictures[key] = { path: found, key: file.version };
  }
  return { pictures, names };
}

/** The device's products on the slide's slots, decorated. */
async function productsOf(
  app: FastifyInstance,
  storeCode: string,
  slide: Slide,
  device: PictureDevice,
): Promise<SignageRenderInput['products']> {
  const codes = productsBySlot(device.products);
  const slots = slotsOf(slide)
    .map((s) => s.slot)
    .filter((slot) => codes.has(slot));
  const found = await app.repos.products.byCodes(storeCode, [...new Set(slots.map((s) => codes.get(s)!))]);
  const byCode = new Map(found.map((p) => [p.prCode, p]));
  const decorated = new Map<string, Promise<SignageProduct>>();
  const decorate = (prCode: string): Promise<SignageProduct> => {
    const product = byCode.get(prCode);
    const plain: SignageProduct = {
      prCode,
      prName: product?.prName ?? null,
      prInfo: product?.prInfo ?? [],
    };
    if (!product) return Promise.resolve(plain);
    return app.scripts
      .runUserScript('plusDataDecorator', storeCode, {
        product: { prCode, prName: plain.prName, prInfo: plain.prInfo, nfc: product.nfc ?? null },
        device: { storeCode, mac: device.mac, model: device.model },
      })
      .then((run) => {
        if (!run?.ok) return plain;
        const answer = run.output as Partial<SignageProduct>;
        return {
          prCode,
          prName: typeof answer.prName === 'string' || answer.prName === null ? answer.prName : plain.prName,
          prInfo: Array.isArray(answer.prInfo) ? answer.prInfo.slice(0, 255) : plain.prInfo,
        };
      });
  };
  const out: SignageRenderInput['products'] = {};
  await Promise.all(
    slots.map(async (slot) => {
      const code = codes.get(slot)!;
      if (!decorated.has(code)) decorated.set(code, decorate(code));
      out[String(slot)] = await decorated.get(code)!;
    }),
  );
  return out;
}

/** The picture of a slide on a screen of width x height; with a device, its products fill the slots. */
export async function renderShowPicture(
  app: FastifyInstance,
  storeCode: string,
  screen: { width: number; height: number },
  slide: Slide | null,
  device?: PictureDevice,
): Promise<Buffer> {
  const empty = { pictures: {}, names: {} };
  const [media, products] = slide
    ? await Promise.all([
        mediaOf(app, storeCode, slide),
        device ? productsOf(app, storeCode, slide, device) : Promise.resolve({}),
      ])
    : [empty, {}];
  return app.renderPool.signage({ ...screen, slide, ...media, products });
}
