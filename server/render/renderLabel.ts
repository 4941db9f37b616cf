// The label renderer: what a tag shows, as an indexed PNG at its type's resolution in its panel's colours.
// renderLabel({ product, layout, tagType, page, aliases }) draws one page; renderLabelPages draws every page
// of the layout. The tag preview, the product image, the product previews (and later print and task previews)
// all come through here.
import type { Layout, LayoutBox, LayoutPage } from '../../domain/generated/types.ts';
import { builtInLayoutFor } from './builtInLayouts.ts';
import {
  pixelBox,
  infoAt,
  valueOf,
  fillOf,
  withPromotion,
  PROMOTION_INDEXES,
  type AliasName,
  type DrawContext,
  type LabelProduct,
} from './context.ts';
import { currencyOf } from './currency.ts';
import { drawBarcode, drawNfc, drawRule } from './drawMarks.ts';
import { drawPrice } from './drawPrice.ts';
import { drawFitted, drawInfoList, drawUnitPrice } from './drawText.ts';
import { registerLabelFonts } from './fonts.ts';
import { drawNoProduct } from './noProduct.ts';
import { encodePalettePng } from './png.ts';
import { paletteOf, type Accent } from './palette.ts';
import { labelSurface } from './surface.ts';
import { familyOfSize, labelTarget, type LabelTarget } from './target.ts';

export type { AliasName, LabelProduct } from './context.ts';

export interface RenderInput {
  /** null: the tag has no product (the "no product" screen) */
  product: LabelProduct | null;
  /** absent or unknown: the built-in standard layout of the tag's size family */
  layout?: Layout | null;
  tagType?: string | null;
  /** page index, 0 = main page */
  page?: number;
  aliases: AliasName[];
  /** store country, for the currency (KR, JP, FR, ...) */
  country?: string | null;
  /** shown on the no-product screen */
  tagId?: string;
  /** the store of the label: its tag data decorator script, if one is in use, runs first (server/render/decorate.ts) */
  storeCode?: string;
  /**
   * a paper label (printing, doc 2 §9): a bitmap of this pixel size in black, white and red instead of a tag's;
   * turned: the box is portrait, the (landscape) label is drawn at height x width and turned to fill it
   * (labelTurned of domain/paperLayouts.ts)
   */
  paper?: { width: number; height: number; diagonalInches: number; turned?: boolean } | null;
  /**
   * an OpenEPaperLink panel our table does not know, as its access point defines it (server/oepl/tagTypes.ts):
   * drawn at its size in its colours
   */
  panel?: { width: number; height: number; inches: number; accent: Accent | null } | null;
}

/** The surface a render draws on: the paper label's size when printing (landscape), else the tag type's panel. */
export function renderTarget(input: Pick<RenderInput, 'tagType' | 'paper' | 'panel'>): LabelTarget {
  if (input.panel && !input.paper) {
    const { width, height, inches, accent } = input.panel;
    return {
      tagType: input.tagType ?? '',
      width,
      height,
      accent: accent ?? undefined,
      family: familyOfSize(inches),
    };
  }
  if (!input.paper) return labelTarget(input.tagType);
  const { width, height, diagonalInches, turned } = input.paper;
  return {
    tagType: 'PAPER',
    width: turned ? height : width,
    height: turned ? width : height,
    accent: 'red',
    family: familyOfSize(diagonalInches),
  };
}

/** RGBA pixels of a width x height image turned 90° counter-clockwise: height x width, the top along the left. */
export function turnCounterClockwise(
  rgba: Uint8ClampedArray,
  width: number,
  height: number,
): Uint8ClampedArray {
  const source = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const turned = new Uint32Array(width * height);
  // source (x, y) goes to (y, width - 1 - x) of the height-wide result
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) turned[(width - 1 - x) * height + y] = source[row + x];
  }
  return new Uint8ClampedArray(turned.buffer);
}

/** The layout a render uses: the given one, or the built-in standard layout of the size family. */
export function effectiveLayout(layout: Layout | null | undefined, target: LabelTarget): Layout {
  return layout && layout.pages.length > 0 ? layout : builtInLayoutFor(target.family, 'standard');
}

/** Number of pages a tag with this layout has (1 without a product). */
export function pageCount(input: Pick<RenderInput, 'product' | 'layout' | 'tagType'>): number {
  if (!input.product) return 1;
  return effectiveLayout(input.layout, labelTarget(input.tagType)).pages.length;
}

function drawBox(d: DrawContext, box: LayoutBox): void {
  if (box.whenIndex !== undefined && infoAt(d.product, box.whenIndex) === '') return;
  const px = pixelBox(box, d.width, d.height);
  // a running promotion's price is what a box of the regular price shows
  const value =
    box.type === 'price' && box.index === PROMOTION_INDEXES.price && d.product.promotion
      ? d.product.promotion.price
      : valueOf(box, d.product);
  const fill = fillOf(box, d);
  const shown =
    box.type === 'promo' ? (box.text ?? value) : box.type === 'label' ? (box.text ?? '') : undefined;
  if (box.type === 'promo' && (box.index !== undefined ? value : shown) === '') return;
  if (fill) {
    d.ctx.fillStyle = fill;
    d.ctx.fillRect(px.x, px.y, px.w, px.h);
  }
  switch (box.type) {
    case 'text':
      return drawFitted(d, box, px, value, 2);
    case 'label':
    case 'promo':
      return drawFitted(d, { ...box, align: box.align ?? 'center' }, px, value || (shown ?? ''));
    case 'price':
      return drawPrice(d, box, px, value);
    case 'unitPrice':
      return drawUnitPrice(d, box, px, value);
    case 'code':
      return drawFitted(d, box, px, d.product.prCode);
    case 'barcode':
      return drawBarcode(d, box, px, box.index !== undefined ? value : d.product.prCode);
    case 'nfc':
      return drawNfc(d, box, px);
    case 'rule':
      return drawRule(d, box, px);
    case 'infoList':
      return drawInfoList(d, box, px);
  }
}

function drawPage(d: DrawContext, page: LayoutPage): void {
  for (const box of page.boxes) drawBox(d, box);
}

function renderPage(input: RenderInput, target: LabelTarget, layout: Layout, page: number): Buffer {
  registerLabelFonts();
  const { width, height } = target;
  const palette = paletteOf(target.accent);
  const ctx = labelSurface(width, height);
  const layoutPage = layout.pages[page] ?? layout.pages[0];
  const invert = input.product !== null && layoutPage.invert === true;
  ctx.fillStyle = invert ? palette.css.black : palette.css.white;
  ctx.fillRect(0, 0, width, height);
  if (input.product === null) drawNoProduct(ctx, width, height, palette, input.tagId);
  else {
    const d: DrawContext = {
      ctx,
      width,
      height,
      palette,
      currency: currencyOf(input.country, layout.currency),
      product: withPromotion(input.product),
      aliases: input.aliases,
      invert,
    };
    drawPage(d, layoutPage);
  }
  const pixels = ctx.getImageData(0, 0, width, height).data;
  if (input.paper?.turned)
    return encodePalettePng(turnCounterClockwise(pixels, width, height), height, width, palette);
  return encodePalettePng(pixels, width, height, palette);
}

/** One page of a label as PNG (page out of range: the main page). */
export function renderLabel(input: RenderInput): Buffer {
  const target = renderTarget(input);
  const layout = effectiveLayout(input.layout, target);
  const page = input.page ?? 0;
  return renderPage(input, target, layout, page >= 0 && page < layout.pages.length ? page : 0);
}

/** Every page of a label as PNG, main page first (one page without a product). */
export function renderLabelPages(input: Omit<RenderInput, 'page'>): Buffer[] {
  const target = renderTarget(input);
  const layout = effectiveLayout(input.layout, target);
  const count = input.product ? layout.pages.length : 1;
  return Array.from({ length: count }, (_, page) => renderPage(input, target, layout, page));
}
