// Multipart product file uploads for the server tests (POST /product/file) and small generated files.
import type { FastifyInstance } from 'fastify';
import type { Headers } from './helpers.ts';

export interface UploadAnswer {
  _id: number;
  fileName: string;
  storeCode: string;
  fileType: string;
  count: number;
  dataCount: number;
  errorCount: number;
  error: Array<{ line: number; message: string }>;
  received: string;
  finished: string | null;
  createdBy: string;
}

/** A multipart body built the way a browser's FormData is sent. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: string | Uint8Array; field?: string },
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const content = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append(file.field ?? 'file', new Blob([content]), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export async function uploadFile(
  app: FastifyInstance,
  headers: Headers,
  storeCode: string | undefined,
  file?: { name: string; content: string | Uint8Array; field?: string },
) {
  const { payload, contentType } = await multipart(storeCode === undefined ? {} : { storeCode }, file);
  return app.inject({
    method: 'POST',
    url: '/api/product/file',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

/** A header file of n products `<prefix><n>` (layouts L01..L12, price in prInfo_1). */
export function productLines(prefix: string, n: number, from = 1): string[] {
  return Array.from({ length: n }, (_, i) => {
    const k = from + i;
    return `${prefix}${String(k).padStart(6, '0')},L${String((k % 12) + 1).padStart(2, '0')},Item ${k},${(k % 50) * 10 + 100}`;
  });
}

export const PRODUCT_HEADER = 'prCode,layoutId,prInfo_0,prInfo_1';
