// The tag data decorator (docs/api.md 'User scripts'): before a label of a store is drawn, the store's decorator
// script (its own or the default, when in use) gets the product's data and the tag, and answers the data the
// renderer draws (prName, prInfo, nfc; other fields are ignored). A failure raises TAG DATA DECORATOR EXCEPTION
// (server/scripts/scriptService.ts) and the label is drawn undecorated. Every render of the render pool passes
// here (server/plugins/renderPool.ts): previews, product images, and whatever renders later.
import type { ScriptService } from '../scripts/scriptService.ts';
import type { LabelProduct } from './context.ts';
import type { RenderInput } from './renderLabel.ts';

type Decoratable = Omit<RenderInput, 'page'> & { page?: number };

export async function decorateRender<T extends Decoratable>(scripts: ScriptService, input: T): Promise<T> {
  const { product, storeCode } = input;
  if (!product || !storeCode) return input;
  const run = await scripts.runUserScript('tagDataDecorator', storeCode, {
    product: {
      prCode: product.prCode,
      prName: product.prName ?? null,
      prInfo: product.prInfo,
      nfc: product.nfc ?? null,
    },
    tag: {
      storeCode,
      tagId: input.tagId ?? null,
      tagType: input.tagType ?? null,
      page: input.page ?? 0,
      layoutId: input.layout?.layoutId ?? null,
    },
  });
  if (!run?.ok) return input;
  const answer = run.output as Partial<LabelProduct>;
  const decorated: LabelProduct = {
    prCode: product.prCode,
    prName: typeof answer.prName === 'string' || answer.prName === null ? answer.prName : product.prName,
    prInfo: Array.isArray(answer.prInfo) ? answer.prInfo.slice(0, 255) : product.prInfo,
    nfc: typeof answer.nfc === 'string' || answer.nfc === null ? answer.nfc : product.nfc,
  };
  return { ...input, product: decorated };
}
