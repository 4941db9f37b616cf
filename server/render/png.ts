// A small PNG encoder for palette images (colour type 3): 1 bit per pixel for black-and-white labels, 2 bits
// for three colours. The label is 1-bit-like by construction, and the file is a fraction of an RGBA PNG.
// Snapping to the palette and packing the scanlines happen in one pass over the canvas pixels, into a scanline
// buffer kept per size: a 13.3" label is 1.9 million pixels, and a fresh buffer per render costs page faults.
import { crc32, deflateSync } from 'node:zlib';
import { INK_WORD, PAPER_WORD, snapColor, wordOf, type Palette } from './palette.ts';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))));
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bits per pixel of a palette of n colours (1 to 4). */
export function bitDepthOf(colorCount: number): 1 | 2 {
  if (colorCount < 1 || colorCount > 4) throw new Error('the palette has 1 to 4 colours');
  return colorCount <= 2 ? 1 : 2;
}

const scanlineBuffers = new Map<number, Buffer>();

/** A scanline buffer of this length, reused: valid until the next call with the same length. */
function scanlineBuffer(length: number): Buffer {
  let buffer = scanlineBuffers.get(length);
  if (!buffer) {
    buffer = Buffer.alloc(length);
    scanlineBuffers.set(length, buffer);
  }
  return buffer;
}

/**
 * The PNG scanlines of an RGBA image snapped to the palette: per row a filter byte (0, none: palette rows compress
 * well as they are) and the palette indexes packed at the palette's bit depth, most significant bits first.
 */
export function paletteScanlines(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  palette: Palette,
): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('pixel count does not match the size');
  const depth = bitDepthOf(palette.colors.length);
  const perByte = 8 / depth;
  const rowBytes = Math.ceil(width / perByte);
  const raw = scanlineBuffer((rowBytes + 1) * height);
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  // exact palette colours by word; other pixels (anti-aliased edges) come in runs of the same colour
  const paper = PAPER_WORD;
  const ink = INK_WORD;
  const accentWord = palette.colors.length === 3 ? wordOf(palette.colors[2]) : -1;
  let lastWord = -1;
  let lastIndex = 0;
  // a byte whose pixels are all one index (0b01010101 for black at 2 bits), by index
  const solid = [0, 1, 2, 3].map((index) => {
    let byte = 0;
    for (let k = 0; k < perByte; k++) byte = (byte << depth) | index;
    return byte;
  });
  const whole = Math.floor(width / perByte);
  let at = 0;
  for (let y = 0, i = 0; y < height; y++) {
    raw[at++] = 0;
    for (let b = 0; b <= whole; b++) {
      const count = b < whole ? perByte : width - whole * perByte;
      if (count === 0) break;
      const first = words[i];
      // fast path: a byte of pixels of one exact palette colour (most of a label)
      if (
        count === perByte &&
        words[i + 1] === first &&
        words[i + 2] === first &&
        words[i + 3] === first &&
        (perByte === 4 ||
          (words[i + 4] === first &&
            words[i + 5] === first &&
            words[i + 6] === first &&
            words[i + 7] === first))
      ) {
        if (first === paper) {
          raw[at++] = 0;
          i += perByte;
          continue;
        }
        if (first === ink || first === accentWord) {
          raw[at++] = first === ink ? solid[1] : solid[2];
          i += perByte;
          continue;
        }
      }
      let byte = 0;
      for (let k = 0, shift = 8 - depth; k < count; k++, shift -= depth, i++) {
        const word = words[i];
        if (word === paper) continue;
        let index: number;
        if (word === ink) index = 1;
        else if (word === accentWord) index = 2;
        else if (word === lastWord) index = lastIndex;
        else {
          const p = i << 2;
          index = snapColor(rgba[p], rgba[p + 1], rgba[p + 2], palette);
          lastWord = word;
          lastIndex = index;
        }
        byte |= index << shift;
      }
      raw[at++] = byte;
    }
  }
  return raw;
}

/** Deflate level of the image data: 3 costs under a millisecond at 13.3" and gives files a fifth smaller than 1. */
const DEFLATE_LEVEL = 3;

/** Encodes RGBA pixels (canvas order) as an indexed PNG of the palette's colours. */
export function encodePalettePng(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  palette: Palette,
): Buffer {
  const scanlines = paletteScanlines(rgba, width, height, palette);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepthOf(palette.colors.length);
  header[9] = 3; // indexed colour
  const colors = Buffer.from(palette.colors.flatMap((c) => [c[0], c[1], c[2]]));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', colors),
    chunk('IDAT', deflateSync(scanlines, { level: DEFLATE_LEVEL })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rgbRows = new Map<string, Buffer>();

/**
 * Encodes RGBA pixels (canvas order, alpha ignored) as an RGB PNG (colour type 2, filter none, deflate level 1):
 * the signage pictures (server/render/signageShow.ts). Skia's own PNG encoder takes twice as long on a
 * 1920 x 158 screen, for a file that is only ever looked at once.
 */
export function encodeRgbPng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('pixel count does not match the size');
  const key = `${width}x${height}`;
  let raw = rgbRows.get(key);
  if (!raw) {
    raw = Buffer.alloc((width * 3 + 1) * height);
    rgbRows.set(key, raw);
  }
  for (let y = 0, at = 0, p = 0; y < height; y++) {
    raw[at++] = 0;
    for (let x = 0; x < width; x++, p += 4) {
      raw[at++] = rgba[p];
      raw[at++] = rgba[p + 1];
      raw[at++] = rgba[p + 2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // truecolour
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
