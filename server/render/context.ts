// What a box drawer needs: the canvas, the label size, the palette, and the product's values.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { LayoutBox } from '../../domain/generated/types.ts';
import type { Currency } from './currency.ts';
import type { Palette } from './palette.ts';

/** a promotion running now (server/settings/promotions.ts): its price and its caption with the period */
export interface LabelPromotion {
  price: string;
  caption: string;
}

export interface LabelProduct {
  prCode: string;
  prName?: string | null;
  prInfo: string[];
  nfc?: string | null;
  promotion?: LabelPromotion | null;
}

/** product info entries a promotion fills (the default alias configuration: 1 price, 5 promotion, 9 sale price) */
export const PROMOTION_INDEXES = { price: 1, caption: 5, salePrice: 9 } as const;

/**
 * The product as a promotion shows it: the caption in the promotion entry and the promotion price in the sale
 * price entry (the promotion layouts show it big, the regular price as 'Reg.'); the price boxes of the regular
 * price show the promotion price too (valueOf).
 */
export function withPromotion(product: LabelProduct): LabelProduct {
  const promotion = product.promotion;
  if (!promotion) return product;
  const prInfo = [...product.prInfo];
  while (prInfo.length <= PROMOTION_INDEXES.salePrice) prInfo.push('');
  prInfo[PROMOTION_INDEXES.caption] = promotion.caption;
  prInfo[PROMOTION_INDEXES.salePrice] = promotion.price;
  return { ...product, prInfo };
}

export interface AliasName {
  index: number;
  name: string;
}

export interface DrawContext {
  ctx: SKRSContext2D;
  width: number;
  height: number;
  palette: Palette;
  currency: Currency;
  product: LabelProduct;
  aliases: AliasName[];
  /** white on black page */
  invert: boolean;
}

export interface PixelBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function pixelBox(box: LayoutBox, width: number, height: number): PixelBox {
  const x = Math.round(box.x * width);
  const y = Math.round(box.y * height);
  return {
    x,
    y,
    w: Math.max(1, Math.round((box.x + box.w) * width) - x),
    h: Math.max(1, Math.round((box.y + box.h) * height) - y),
  };
}

/** The product info at an index, trimmed ('' when absent); index 0 falls back to the product name. */
export function infoAt(product: LabelProduct, index: number | undefined): string {
  if (index === undefined) return '';
  const value = (product.prInfo[index] ?? '').trim();
  if (value === '' && index === 0) return (product.prName ?? '').trim();
  return value;
}

/** The value a box shows: its index, or its fallback index when that one is blank. */
export function valueOf(box: LayoutBox, product: LabelProduct): string {
  const value = infoAt(product, box.index);
  return value !== '' ? value : infoAt(product, box.fallbackIndex);
}

/** Fill colour of a box's background, if any. */
export function fillOf(box: LayoutBox, d: DrawContext): string | undefined {
  if (box.fill === 'accent') return d.palette.css.accent;
  if (box.fill === 'black') return d.palette.css.black;
  return undefined;
}

/** Colour of a box's ink (text, bars, lines). */
export function inkOf(box: LayoutBox, d: DrawContext): string {
  const { css, accent } = d.palette;
  if (box.fill === 'accent') return accent ? css.onAccent : css.white;
  if (box.fill === 'black') return box.color === 'accent' && accent === 'yellow' ? css.accent : css.white;
  if (box.color === 'white') return css.white;
  if (box.color === 'accent') return d.invert ? css.accent : css.accentText;
  return d.invert ? css.white : css.black;
}
