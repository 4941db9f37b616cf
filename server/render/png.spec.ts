// The palette PNG encoder: snapping and packing in one pass must give exactly what snapping every pixel and
// packing the indexes one by one gives, for every width (partial last bytes) and both bit depths.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { paletteOf, snapColor, type Palette } from './palette.ts';
import { encodePalettePng, paletteScanlines } from './png.ts';

const EXACT = [
  [255, 255, 255],
  [0, 0, 0],
  [255, 0, 0],
  [255, 255, 0],
];
const EDGES = [
  [128, 128, 128],
  [200, 200, 200],
  [240, 120, 120],
  [120, 20, 20],
  [250, 250, 130],
  [60, 60, 10],
];

/** A deterministic image: long runs of exact colours (as labels have) broken by edge pixels. */
function testImage(width: number, height: number, seed: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) >>> 16;
  let color = EXACT[0];
  for (let i = 0; i < width * height; i++) {
    const roll = next() % 100;
    if (roll < 8) color = EXACT[next() % EXACT.length];
    const pixel = roll >= 92 ? EDGES[next() % EDGES.length] : color;
    rgba.set([pixel[0], pixel[1], pixel[2], 255], i * 4);
  }
  return rgba;
}

/** The plain way: snap each pixel, then pack the indexes most significant bits first. */
function referenceScanlines(rgba: Uint8Array, width: number, height: number, palette: Palette): Uint8Array {
  const depth = palette.colors.length <= 2 ? 1 : 2;
  const rowBytes = Math.ceil((width * depth) / 8);
  const out = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const exact = palette.colors.findIndex(
        (c) => c[0] === rgba[p] && c[1] === rgba[p + 1] && c[2] === rgba[p + 2],
      );
      const index = exact >= 0 ? exact : snapColor(rgba[p], rgba[p + 1], rgba[p + 2], palette);
      const bit = x * depth;
      out[y * (rowBytes + 1) + 1 + (bit >> 3)] |= index << (8 - depth - (bit & 7));
    }
  }
  return out;
}

describe('palette PNG encoder', () => {
  it.each([
    ['red', 3],
    ['yellow', 3],
    [undefined, 2],
  ] as const)(
    'packs %s palettes (%i colours) like the plain per-pixel snap, at every width',
    (accent, colors) => {
      const palette = paletteOf(accent);
      expect(palette.colors).toHaveLength(colors);
      for (let width = 1; width <= 19; width++) {
        const rgba = testImage(width, 7, width * 31 + 7);
        const packed = paletteScanlines(rgba, width, 7, palette);
        expect(Buffer.from(packed).equals(Buffer.from(referenceScanlines(rgba, width, 7, palette)))).toBe(
          true,
        );
      }
    },
  );

  it('overwrites every byte of its reused scanline buffer', () => {
    const palette = paletteOf('red');
    const ink = new Uint8Array(64 * 8 * 4).fill(0);
    for (let i = 3; i < ink.length; i += 4) ink[i] = 255;
    paletteScanlines(ink, 64, 8, palette);
    const paper = new Uint8Array(64 * 8 * 4).fill(255);
    expect([...paletteScanlines(paper, 64, 8, palette)].every((byte) => byte === 0)).toBe(true);
  });

  it('writes a PNG that decodes to the palette colours of the snapped pixels', async () => {
    const palette = paletteOf('red');
    const [width, height] = [37, 11];
    const rgba = testImage(width, height, 5);
    const image = await loadImage(encodePalettePng(rgba, width, height, palette));
    const ctx = createCanvas(width, height).getContext('2d');
    ctx.drawImage(image, 0, 0);
    const decoded = ctx.getImageData(0, 0, width, height).data;
    const reference = referenceScanlines(rgba, width, height, palette);
    const rowBytes = Math.ceil((width * 2) / 8);
    for (let i = 0; i < width * height; i++) {
      const [x, y] = [i % width, Math.floor(i / width)];
      const byte = reference[y * (rowBytes + 1) + 1 + (x >> 2)];
      const color = palette.colors[(byte >> (6 - (x & 3) * 2)) & 3];
      expect([decoded[i * 4], decoded[i * 4 + 1], decoded[i * 4 + 2]]).toEqual([...color]);
    }
  });
});
