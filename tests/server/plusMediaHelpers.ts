// Signage media for the server tests: real PNG pictures (drawn with @napi-rs/canvas), a video's first bytes
// (an MP4 ftyp box), and multipart uploads to POST /plus/store/{code}/{type}/file.
import { createCanvas } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import type { Headers } from './helpers.ts';

export function png(width: number, height: number, colour = '#cc3300'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** an MP4 file's start: an ftyp box, then filler */
export function mp4(bytes = 4096): Buffer {
  const out = Buffer.alloc(bytes, 7);
  out.writeUInt32BE(24, 0);
  out.write('ftypisom', 4, 'latin1');
  return out;
}

export interface Part {
  field?: string;
  name: string;
  content: Uint8Array;
}

export async function uploadMedia(
  app: FastifyInstance,
  headers: Headers | undefined,
  url: string,
  files: Part[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.content)]), file.name);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...(headers ?? {}), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** `call(method, url, headers, payload)` on /api as `fallback` by default (null: no session): status, JSON body, raw */
export function apiCaller(app: () => FastifyInstance, fallback: Headers) {
  return async <T>(
    method: 'GET' | 'DELETE' | 'POST',
    url: string,
    headers: Headers | null = fallback,
    payload?: object,
  ) => {
    const response = await app().inject({
      method,
      url: `/api${url}`,
      headers: headers ?? undefined,
      payload,
    });
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return { status: response.statusCode, body: (json ? response.json<T>() : undefined) as T, raw: response };
  };
}
