// A small PNG encoder for palette images (colour type 3): 1 bit per pixel for black-and-white labels, 2 bits
// for three colours. The label is 1-bit-like by construction, and the file is a fraction of an RGBA PNG.
import { deflateSync } from 'node:zlib';
import type { Rgb } from './palette.ts';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buffers: Buffer[]): number {
  let c = 0xffffffff;
  for (const buffer of buffers) for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const name = Buffer.from(type, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32([name, data]));
  return Buffer.concat([length, name, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes palette indexes (one byte per pixel, row by row) as an indexed PNG. */
export function encodeIndexedPng(width: number, height: number, indexes: Uint8Array, colors: Rgb[]): Buffer {
  if (indexes.length !== width * height) throw new Error('pixel count does not match the size');
  if (colors.length < 1 || colors.length > 4) throw new Error('the palette has 1 to 4 colours');
  const depth = colors.length <= 2 ? 1 : 2;
  const perByte = 8 / depth;
  const rowBytes = Math.ceil(width / perByte);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    // filter type 0 (none): palette rows compress well as they are
    let at = y * (rowBytes + 1) + 1;
    const pixelRow = y * width;
    for (let x = 0; x < width; x += perByte) {
      let byte = 0;
      for (let k = 0; k < perByte; k++) {
        byte = (byte << depth) | (x + k < width ? indexes[pixelRow + x + k] : 0);
      }
      raw[at++] = byte;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 3; // indexed colour
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  const palette = Buffer.from(colors.flatMap((c) => [c[0], c[1], c[2]]));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
