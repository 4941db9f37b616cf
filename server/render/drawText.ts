// Text, label, code, unit price and info-list boxes.
import type { LayoutBox } from '../../domain/generated/types.ts';
import { inkOf, infoAt, type DrawContext, type PixelBox } from './context.ts';
import { labelFont } from './fonts.ts';
import { fitsWidth, fitText, largestFitting } from './text.ts';

const PAD = 0.06;

/** Draws text fitted into a box (wrapped up to maxLines, shrunk to fit), vertically centred. */
export function drawFitted(d: DrawContext, box: LayoutBox, px: PixelBox, text: string, maxLines = 1): void {
  if (text === '') return;
  const { ctx } = d;
  const inset = Math.max(1, Math.round(Math.min(px.h, px.w) * PAD * (box.fill ? 1 : 0.3)));
  const width = px.w - inset * 2;
  const height = px.h - inset * 2;
  if (width < 4 || height < 4) return;
  const fitted = fitText(ctx, text, width, height, {
    weight: box.weight ?? 'regular',
    maxLines: box.maxLines ?? maxLines,
  });
  ctx.font = fitted.font;
  ctx.fillStyle = inkOf(box, d);
  ctx.textBaseline = 'middle';
  const align = box.align ?? 'left';
  ctx.textAlign = align;
  const x = align === 'left' ? px.x + inset : align === 'right' ? px.x + px.w - inset : px.x + px.w / 2;
  const block = fitted.lines.length * fitted.lineHeight;
  const top = px.y + inset + (height - block) / 2;
  fitted.lines.forEach((line, i) => ctx.fillText(line, x, top + fitted.lineHeight * (i + 0.5)));
}

export function captionOf(d: DrawContext, box: LayoutBox): string {
  if (box.text !== undefined) return box.text;
  return d.aliases.find((a) => a.index === box.index)?.name ?? '';
}

/** "caption value" in one line, e.g. "Unit Price 129/100g"; nothing when the value is blank. */
export function drawUnitPrice(d: DrawContext, box: LayoutBox, px: PixelBox, value: string): void {
  if (value === '') return;
  const caption = captionOf(d, box);
  drawFitted(d, box, px, caption ? `${caption} ${value}` : value);
}

/** "name: value" lines of the named product info entries from the box's index on (default 2). */
export function drawInfoList(d: DrawContext, box: LayoutBox, px: PixelBox): void {
  const from = box.index ?? 2;
  const rows = d.aliases
    .filter((a) => a.index >= from)
    .map((a) => ({ name: a.name, value: infoAt(d.product, a.index) }))
    .filter((r) => r.value !== '');
  if (rows.length === 0) return;
  const { ctx } = d;
  const lineHeight = Math.min(px.h / rows.length, Math.max(12, px.h / 4));
  // the size at which the widest name takes at most 45 % of the width
  ctx.font = labelFont(100, 'bold');
  const widest = Math.max(...rows.map((r) => ctx.measureText(`${r.name}: `).width));
  const size = Math.max(9, Math.floor(Math.min(lineHeight / 1.25, (px.w * 0.45 * 100) / widest)));
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = inkOf(box, d);
  const shown = rows.slice(0, Math.max(1, Math.floor(px.h / lineHeight)));
  shown.forEach((row, i) => {
    const y = px.y + lineHeight * (i + 0.5);
    ctx.font = labelFont(size, 'bold');
    const label = `${row.name}: `;
    const labelWidth = Math.min(ctx.measureText(label).width, px.w * 0.5);
    ctx.fillText(label, px.x, y, px.w * 0.5);
    ctx.font = labelFont(size, 'regular');
    ctx.fillText(cutToWidth(ctx, row.value, px.w - labelWidth), px.x + labelWidth, y);
  });
}

/** The value, or its longest prefix that fits the width with "…" after it ("…" alone when none does). */
function cutToWidth(ctx: DrawContext['ctx'], value: string, width: number): string {
  const fits = (s: string) => fitsWidth(ctx, s, width);
  if (value.length <= 1 || fits(value)) return value;
  const kept = largestFitting(0, value.length - 2, (n) => n === 0 || fits(`${value.slice(0, n)}…`));
  return `${value.slice(0, kept)}…`;
}
