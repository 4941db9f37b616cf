// Barcode, NFC mark and rule boxes.
import type { LayoutBox } from '../../domain/generated/types.ts';
import { encodeBarcode } from './barcode.ts';
import { inkOf, type DrawContext, type PixelBox } from './context.ts';
import { drawFitted } from './drawText.ts';
import { labelFont } from './fonts.ts';

/** Bars in whole pixels per module (crisp), the digits underneath; just the digits when bars cannot fit. */
export function drawBarcode(d: DrawContext, box: LayoutBox, px: PixelBox, code: string): void {
  if (code === '') return;
  // Code 128 takes at least 11 modules per two characters: a code this long cannot have 1-pixel bars
  if ((code.length * 11) / 4 > px.w) {
    drawFitted(d, box, px, code);
    return;
  }
  const symbol = encodeBarcode(code, box.symbology ?? 'auto');
  // the quiet zones shrink to 2 modules before the bars give way to digits
  const module = Math.max(
    Math.floor(px.w / (symbol.modules.length + symbol.quiet * 2)),
    Math.floor(px.w / (symbol.modules.length + 4)),
  );
  if (module < 1) {
    drawFitted(d, box, px, code);
    return;
  }
  const { ctx } = d;
  const textSize = Math.max(10, Math.min(Math.round(px.h * 0.24), module * 10));
  const barsHeight = Math.max(4, px.h - Math.round(textSize * 1.15));
  const width = symbol.modules.length * module;
  const left = px.x + Math.floor((px.w - width) / 2);
  const ink = inkOf(box, d);
  ctx.fillStyle = ink;
  let run = 0;
  symbol.modules.forEach((bar, i) => {
    if (bar) run++;
    if (run > 0 && (!bar || i === symbol.modules.length - 1)) {
      const end = bar ? i + 1 : i;
      ctx.fillRect(left + (end - run) * module, px.y, run * module, barsHeight);
      run = 0;
    }
  });
  ctx.font = labelFont(textSize, 'regular');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  ctx.fillText(symbol.text, left + width / 2, px.y + px.h, Math.max(width, px.w * 0.9));
}

/** The contactless mark (three arcs) with "NFC" under it, when the product has an NFC URL. */
export function drawNfc(d: DrawContext, box: LayoutBox, px: PixelBox): void {
  if (!(d.product.nfc ?? '').trim()) return;
  const { ctx } = d;
  const ink = inkOf(box, d);
  const size = Math.min(px.w, px.h);
  const cx = px.x + px.w / 2;
  const markHeight = size * 0.64;
  const cy = px.y + (px.h - size) / 2 + markHeight / 2;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(2, size * 0.09);
  ctx.lineCap = 'butt';
  for (let i = 1; i <= 3; i++) {
    const r = markHeight * 0.3 * i;
    ctx.beginPath();
    ctx.arc(cx - markHeight * 0.45, cy, r, -Math.PI / 4, Math.PI / 4);
    ctx.stroke();
  }
  ctx.fillStyle = ink;
  ctx.font = labelFont(Math.max(8, size * 0.3), 'bold');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  ctx.fillText('NFC', cx, px.y + (px.h + size) / 2);
}

export function drawRule(d: DrawContext, box: LayoutBox, px: PixelBox): void {
  d.ctx.fillStyle = box.color === 'accent' ? d.palette.css.accent : inkOf(box, d);
  d.ctx.fillRect(px.x, px.y, px.w, Math.max(1, px.h));
}
