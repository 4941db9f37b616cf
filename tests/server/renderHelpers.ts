// Decoding rendered labels for the tests: PNG → RGBA pixels through Skia, plus pixel counts.
import { expect } from 'vitest';
import { createCanvas, loadImage } from '@napi-rs/canvas';

export interface Decoded {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function decodePng(png: Buffer | string): Promise<Decoded> {
  const buffer = typeof png === 'string' ? Buffer.from(png, 'base64') : png;
  expect(buffer.subarray(1, 4).toString('ascii')).toBe('PNG');
  const image = await loadImage(buffer);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: ctx.getImageData(0, 0, image.width, image.height).data,
  };
}

/** Distinct colours as "r,g,b". */
export function colorsOf(image: Decoded): Set<string> {
  const out = new Set<string>();
  for (let p = 0; p < image.data.length; p += 4)
    out.add(`${image.data[p]},${image.data[p + 1]},${image.data[p + 2]}`);
  return out;
}

/** Pixels that are not white, optionally inside a rectangle. */
export function inkPixels(image: Decoded, area?: { x: number; y: number; w: number; h: number }): number {
  const { x = 0, y = 0, w = image.width, h = image.height } = area ?? {};
  let count = 0;
  for (let j = y; j < y + h; j++)
    for (let i = x; i < x + w; i++) {
      const p = (j * image.width + i) * 4;
      if (image.data[p] + image.data[p + 1] + image.data[p + 2] < 600) count++;
    }
  return count;
}

export function samePixels(a: Decoded, b: Decoded): boolean {
  return (
    a.width === b.width &&
    a.height === b.height &&
    Buffer.compare(Buffer.from(a.data), Buffer.from(b.data)) === 0
  );
}
