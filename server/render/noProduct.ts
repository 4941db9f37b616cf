// The screen of a tag without a product: a frame, "NO PRODUCT" and the tag ID, so an unassigned label is
// recognisable on the shelf and in the preview.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { labelFont } from './fonts.ts';
import type { Palette } from './palette.ts';
import { fitText } from './text.ts';

export function drawNoProduct(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  palette: Palette,
  tagId?: string,
): void {
  const border = Math.max(2, Math.round(Math.min(width, height) * 0.02));
  ctx.strokeStyle = palette.css.black;
  ctx.lineWidth = border;
  ctx.strokeRect(border * 1.5, border * 1.5, width - border * 3, height - border * 3);
  ctx.fillStyle = palette.css.accent;
  ctx.fillRect(border * 3, Math.round(height * 0.62), width - border * 6, Math.max(2, border));
  const fitted = fitText(ctx, 'NO PRODUCT', width * 0.8, height * 0.3, { weight: 'bold' });
  ctx.font = fitted.font;
  ctx.fillStyle = palette.css.black;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(fitted.lines[0] ?? '', width / 2, height * 0.42);
  if (tagId) {
    ctx.font = labelFont(Math.max(10, Math.min(height * 0.12, width * 0.07)), 'regular');
    ctx.fillText(tagId, width / 2, height * 0.78, width * 0.9);
  }
}
