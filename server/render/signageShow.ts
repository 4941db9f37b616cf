// The picture of one slide of a signage show (docs/api.md 'Signage pictures'), drawn in a render thread: the
// slide's background colour, then its objects in their order: images from the media store (stretched to their
// box), a video as its captured thumbnail (or a labelled box), widgets and webpages as labelled boxes, product
// objects cut into their slots (domain/signageTemplate.ts slotsOf) with the product's data, already passed
// through the plus data decorator (server/plus/showPicture.ts). An RGB PNG at the screen's size.
import fs from 'node:fs';
import { loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { OBJECT_COLORS, slotsOf, type ShowObject, type Slide } from '../../domain/signageTemplate.ts';
import { labelFont, registerLabelFonts, type Weight } from './fonts.ts';
import { encodeRgbPng } from './png.ts';
import { labelSurface } from './surface.ts';
import { fitText } from './text.ts';

export interface SignageFile {
  path: string;
  /** changes when the file does (its sha256): the decoded-picture cache's key */
  key: string;
}

export interface SignageProduct {
  prCode: string;
  prName: string | null;
  prInfo: string[];
}

export interface SignageRenderInput {
  width: number;
  height: number;
  /** null: the device shows nothing (an empty show) */
  slide: Slide | null;
  /** by `${type}:${id}`: an image's file, a video's thumbnail */
  pictures: Record<string, SignageFile>;
  /** by `${type}:${id}`: the media file's name, for the labels */
  names: Record<string, string>;
  /** by slot index (0, 1, ...): the product shown there (absent: an empty slot) */
  products: Record<string, SignageProduct>;
}

export const mediaKey = (type: string, id: string) => `${type}:${id}`;

const CACHE_SIZE = 32;
const decoded = new Map<string, Promise<Image | null>>();

/**
 * A decoded picture, kept while the file is unchanged; null when the file is missing or unreadable. Skia decodes
 * off the thread and answers later (an Image drawn before its load draws nothing), hence the promise.
 */
function pictureOf(file: SignageFile): Promise<Image | null> {
  const key = `${file.path}|${file.key}`;
  let picture = decoded.get(key);
  if (!picture) {
    picture = fs.promises
      .readFile(file.path)
      .then((bytes) => loadImage(bytes))
      .then((image) => (image.width > 0 ? image : null))
      .catch(() => null);
    if (decoded.size >= CACHE_SIZE) decoded.delete(decoded.keys().next().value!);
    decoded.set(key, picture);
  }
  return picture;
}

type Pictures = Map<string, Image | null>;

async function picturesOf(input: SignageRenderInput): Promise<Pictures> {
  const keys = Object.keys(input.pictures);
  const images = await Promise.all(keys.map((key) => pictureOf(input.pictures[key])));
  return new Map(keys.map((key, i) => [key, images[i]]));
}

/** the longest text measured: more than a slot or a box shows on one line */
const MAX_TEXT = 256;
const MIN_SIZE = 8;

/**
 * One line fitted to a box: the size at which it fills the width (text width grows linearly with the size, so
 * one measure finds it), at most the box height; below the smallest size it is cut with an ellipsis. Far cheaper
 * than the label's wrapping fit (server/render/text.ts), which a product's two lines would pay sixteen times.
 */
function fitLine(ctx: SKRSContext2D, raw: string, w: number, h: number, weight: Weight): string {
  let text = raw.length > MAX_TEXT ? raw.slice(0, MAX_TEXT) : raw;
  const probe = 100;
  ctx.font = labelFont(probe, weight);
  const width = ctx.measureText(text).width;
  const size = Math.floor(Math.min(h / 1.2, width > 0 ? (probe * w) / width : h));
  ctx.font = labelFont(Math.max(MIN_SIZE, size), weight);
  if (size >= MIN_SIZE) return text;
  let keep = Math.floor((text.length * size) / MIN_SIZE);
  while (keep > 0 && ctx.measureText(`${text.slice(0, keep)}…`).width > w) keep--;
  text = `${text.slice(0, keep)}…`;
  return text;
}

function fittedText(
  ctx: SKRSContext2D,
  text: string,
  box: { x: number; y: number; w: number; h: number },
  options: { color: string; weight?: Weight; align?: 'left' | 'center' | 'right'; lines?: number },
): void {
  if (text === '' || box.w < 6 || box.h < 6) return;
  const weight = options.weight ?? 'regular';
  let lines: string[];
  let lineHeight: number;
  if ((options.lines ?? 1) > 1) {
    const fitted = fitText(ctx, text.slice(0, MAX_TEXT), box.w, box.h, {
      weight,
      maxLines: options.lines,
      minSize: MIN_SIZE,
    });
    ctx.font = fitted.font;
    lines = fitted.lines;
    lineHeight = fitted.lineHeight;
  } else {
    lines = [fitLine(ctx, text, box.w, box.h, weight)];
    lineHeight = box.h;
  }
  ctx.fillStyle = options.color;
  ctx.textBaseline = 'middle';
  const align = options.align ?? 'left';
  ctx.textAlign = align;
  const x = align === 'left' ? box.x : align === 'right' ? box.x + box.w : box.x + box.w / 2;
  const top = box.y + (box.h - lines.length * lineHeight) / 2;
  lines.forEach((line, i) => ctx.fillText(line, x, top + lineHeight * (i + 0.5)));
}

function labelledBox(ctx: SKRSContext2D, object: ShowObject, caption: string): void {
  const { left, top, width, height } = object;
  ctx.fillStyle = `${OBJECT_COLORS[object.type]}cc`;
  ctx.fillRect(left, top, width, height);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.strokeRect(left + 1, top + 1, width - 2, height - 2);
  const pad = Math.min(8, width / 10);
  fittedText(
    ctx,
    caption,
    { x: left + pad, y: top + pad, w: width - 2 * pad, h: Math.min(height - 2 * pad, 48) },
    {
      color: '#ffffff',
      weight: 'bold',
      align: 'center',
    },
  );
}

function drawProducts(ctx: SKRSContext2D, input: SignageRenderInput, slide: Slide, object: ShowObject) {
  for (const slot of slotsOf(slide).filter((s) => s.object === object)) {
    const x = slot.left + 2;
    const y = slot.top + 2;
    const w = slot.width - 4;
    const h = slot.height - 4;
    const product = input.products[String(slot.slot)];
    if (!product) {
      ctx.strokeStyle = '#9e9e9e';
      ctx.lineWidth = 1;
      ctx.setLineDash([4, 4]);
      ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
      ctx.setLineDash([]);
      fittedText(
        ctx,
        `slot ${slot.slot}`,
        { x: x + 4, y, w: w - 8, h },
        { color: '#9e9e9e', align: 'center' },
      );
      continue;
    }
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, w, h);
    const name = product.prInfo[0] || product.prName || product.prCode;
    const price = product.prInfo[1] ?? '';
    const pad = Math.max(2, Math.round(h * 0.06));
    fittedText(
      ctx,
      name,
      { x: x + pad, y: y + pad, w: w - 2 * pad, h: (h - 2 * pad) * (price ? 0.55 : 1) },
      { color: '#212121', weight: 'bold', lines: object.autoSize ? 2 : 1 },
    );
    if (price)
      fittedText(
        ctx,
        price,
        { x: x + pad, y: y + pad + (h - 2 * pad) * 0.55, w: w - 2 * pad, h: (h - 2 * pad) * 0.45 },
        { color: '#c62828', weight: 'bold', align: 'right' },
      );
  }
}

function drawObject(
  ctx: SKRSContext2D,
  input: SignageRenderInput,
  pictures: Pictures,
  slide: Slide,
  object: ShowObject,
): void {
  const key = mediaKey(object.type, object.id);
  const named = input.names[key] ? ` · ${input.names[key]}` : '';
  switch (object.type) {
    case 'image':
    case 'video': {
      const picture = pictures.get(key);
      if (!picture) {
        labelledBox(ctx, object, `${object.type} ${object.id}${named}`);
        return;
      }
      ctx.drawImage(picture, object.left, object.top, object.width, object.height);
      if (object.type === 'video') {
        // the play mark: a video shows its first picture
        const r = Math.min(object.width, object.height) / 6;
        const cx = object.left + object.width / 2;
        const cy = object.top + object.height / 2;
        ctx.fillStyle = '#00000099';
        ctx.beginPath();
        ctx.arc(cx, cy, r * 1.4, 0, Math.PI * 2);
        ctx.fill();
        ctx.fillStyle = '#ffffff';
        ctx.beginPath();
        ctx.moveTo(cx - r * 0.5, cy - r * 0.8);
        ctx.lineTo(cx + r * 0.9, cy);
        ctx.lineTo(cx - r * 0.5, cy + r * 0.8);
        ctx.fill();
      }
      return;
    }
    case 'widget':
      labelledBox(ctx, object, `widget ${object.id}${named}`);
      return;
    case 'webpage':
      labelledBox(ctx, object, object.id);
      return;
    case 'product':
      drawProducts(ctx, input, slide, object);
  }
}

/** The slide as an RGB PNG of width x height. */
export async function renderSignage(input: SignageRenderInput): Promise<Uint8Array> {
  registerLabelFonts();
  const pictures = await picturesOf(input);
  // from here on synchronous: the thread's surface is not shared (one job per thread at a time)
  const { width, height, slide } = input;
  const ctx = labelSurface(width, height);
  ctx.fillStyle = slide?.bgColor ?? '#000000';
  ctx.fillRect(0, 0, width, height);
  if (slide) {
    for (const object of slide.object) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(object.left, object.top, object.width, object.height);
      ctx.clip();
      drawObject(ctx, input, pictures, slide, object);
      ctx.restore();
    }
  }
  return encodeRgbPng(ctx.canvas.data(), width, height);
}
