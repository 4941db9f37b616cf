// Signage media files (docs/api.md 'Signage media'): what a file of each type may be, told from its first bytes
// (never from the name or the declared content type), the picture size an image's header states, and their keys
// in the storage (server/storage/): plus-media/{storeCode}/{type}/{_id} and, for a video's thumbnail, {_id}.thumb.
import fs from 'node:fs';
import type { MediaType } from '../../domain/signageTemplate.ts';
import { keySegment } from '../storage/storage.ts';

export interface Sniffed {
  contentType: string;
  width?: number;
  height?: number;
}

/** bytes read from the start of a file to tell its type and, for images, its size */
export const HEAD_BYTES = 256 * 1024;

const ascii = (b: Buffer, at: number, text: string) =>
  b.subarray(at, at + text.length).toString('latin1') === text;

function jpegSize(b: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    const sof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (sof) return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

function webpSize(b: Buffer): { width: number; height: number } | undefined {
  if (ascii(b, 12, 'VP8X') && b.length >= 30)
    return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (ascii(b, 12, 'VP8 ') && b.length >= 30)
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (ascii(b, 12, 'VP8L') && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

function image(b: Buffer): Sniffed | undefined {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && ascii(b, 12, 'IHDR'))
    return { contentType: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length >= 10 && (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')))
    return { contentType: 'image/gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length >= 26 && ascii(b, 0, 'BM'))
    return {
      contentType: 'image/bmp',
      width: Math.abs(b.readInt32LE(18)),
      height: Math.abs(b.readInt32LE(22)),
    };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    return size && { contentType: 'image/jpeg', ...size };
  }
  if (b.length >= 16 && ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) {
    const size = webpSize(b);
    return size && { contentType: 'image/webp', ...size };
  }
  return undefined;
}

function video(b: Buffer): Sniffed | undefined {
  if (b.length >= 12 && ascii(b, 4, 'ftyp'))
    return { contentType: ascii(b, 8, 'qt  ') ? 'video/quicktime' : 'video/mp4' };
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return { contentType: 'video/webm' };
  if (b.length >= 4 && ascii(b, 0, 'OggS')) return { contentType: 'video/ogg' };
  return undefined;
}

function widget(b: Buffer): Sniffed | undefined {
  if (b.length >= 4 && b.readUInt32BE(0) === 0x504b0304) return { contentType: 'application/zip' };
  const text = b
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<!doctype html') || text.startsWith('<html')) return { contentType: 'text/html' };
  return undefined;
}

/** the file's type when it is one `type` accepts; undefined otherwise */
export function sniff(type: MediaType, head: Buffer): Sniffed | undefined {
  const found = type === 'image' ? image(head) : type === 'video' ? video(head) : widget(head);
  if (found && found.width !== undefined && (!(found.width > 0) || !((found.height ?? 0) > 0)))
    return undefined;
  return found;
}

/** a thumbnail the console captured (PNG or JPEG) */
export const isThumbnail = (head: Buffer): boolean => {
  const found = image(head);
  return found?.contentType === 'image/png' || found?.contentType === 'image/jpeg';
};

export async function readHead(file: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const mediaDir = (storeCode: string, type: MediaType | 'sw') =>
  `plus-media/${keySegment(storeCode)}/${type}`;
export const mediaPath = (dir: string, fileId: number) => `${dir}/${fileId}`;
export const thumbnailPath = (dir: string, fileId: number) => `${dir}/${fileId}.thumb`;
