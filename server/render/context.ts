// What a box drawer needs: the canvas, the label size, the palette, and the product's values.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { LayoutBox } from '../../src/generated/types.ts';
import type { Currency } from './currency.ts';
import type { Palette } from './palette.ts';

export interface LabelProduct {
  prCode: string;
  prName?: string | null;
  prInfo: string[];
  nfc?: string | null;
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
