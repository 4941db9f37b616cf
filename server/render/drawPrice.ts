// A price: the currency symbol small, the whole amount in big digits, the fraction raised and small.
import type { LayoutBox } from '../../domain/generated/types.ts';
import { inkOf, type DrawContext, type PixelBox } from './context.ts';
import { priceParts } from './currency.ts';
import { drawFitted } from './drawText.ts';
import { labelFont } from './fonts.ts';

const SMALL = 0.42;

export function drawPrice(d: DrawContext, box: LayoutBox, px: PixelBox, value: string): void {
  if (value === '') return;
  const parts = priceParts(value, d.currency);
  if (!parts) {
    drawFitted(d, { ...box, weight: 'bold' }, px, value);
    return;
  }
  const { ctx, currency } = d;
  const symbol = currency.symbol;
  const gap = (size: number) => Math.round(size * 0.06);
  const measure = (size: number) => {
    ctx.font = labelFont(size * SMALL, 'bold');
    const symbolWidth = ctx.measureText(symbol).width;
    const fractionWidth = parts.fraction ? ctx.measureText(parts.fraction).width : 0;
    ctx.font = labelFont(size, 'bold');
    const wholeWidth = ctx.measureText(parts.whole).width;
    return {
      symbolWidth,
      fractionWidth,
      wholeWidth,
      total: symbolWidth + wholeWidth + fractionWidth + gap(size) * 2,
    };
  };
  // digits' cap height is about 0.72 of the font size: the size fills the box height
  let size = Math.floor(px.h / 0.8);
  let m = measure(size);
  while (m.total > px.w && size > 10) {
    size = Math.max(10, Math.floor(size * Math.min(0.95, px.w / m.total)));
    m = measure(size);
  }
  const align = box.align ?? 'right';
  let x = align === 'left' ? px.x : align === 'right' ? px.x + px.w - m.total : px.x + (px.w - m.total) / 2;
  const baseline = px.y + px.h / 2 + size * 0.36;
  const capTop = baseline - size * 0.72;
  ctx.fillStyle = inkOf(box, d);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const small = labelFont(size * SMALL, 'bold');
  const drawSymbol = () => {
    ctx.font = small;
    ctx.fillText(symbol, x, currency.suffix ? baseline : capTop + size * SMALL * 0.75);
    x += m.symbolWidth + gap(size);
  };
  if (!currency.suffix) drawSymbol();
  ctx.font = labelFont(size, 'bold');
  ctx.fillText(parts.whole, x, baseline);
  x += m.wholeWidth + gap(size);
  if (parts.fraction) {
    ctx.font = small;
    ctx.fillText(parts.fraction, x, capTop + size * SMALL * 0.75);
    if (currency.suffix) x += m.fractionWidth + gap(size);
  }
  if (currency.suffix) drawSymbol();
}
