// API plugin: the API's answers go out compressed when the client accepts it (@fastify/compress; the console's
// files are compressed at build time, server/plugins/static.ts). At chain scale a console screen's answers are
// large and repetitive JSON: the store map of 2,007 stores was 1.29 MB as sent. Brotli, else gzip, both at a fast
// level (brotli's fastest is faster than gzip's and compresses JSON about as well as gzip's default); answers
// under 1 KB go as they are (the header costs more than it saves), and images, PDFs and archives, already
// compressed, too.
// - Answers up to SYNC_LIMIT are compressed at once (cheaper than a stream for a small answer: well under a
//   millisecond at these levels); larger ones stream through zlib's worker threads, off the event loop.
// - Requests are not inflated: a body sent with Content-Encoding reaches the parser as it is and is refused as
//   invalid, so no client can make the server inflate a small body into a large one.
// - Compressing an answer that holds a secret beside text an attacker chose can leak the secret through the
//   answer's size (BREACH); that needs the victim's browser to send the attacker's request with its credentials,
//   and the console's credentials are request headers (Access-Token, Authorization), which no other site's page
//   can make a browser send.
// Registered inside the API prefix, after the guard: each route's compression runs last among its onSend hooks,
// so the hooks that read an answer (the guard's refusal alarm) read it uncompressed.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { shared } from './shared.ts';

/** answers shorter than this go uncompressed */
export const COMPRESS_MIN_BYTES = 1024;
/** answers up to this are compressed in one call on the event loop; larger ones stream */
const SYNC_LIMIT = 64 * 1024;
/**
 * The levels, from the 2,000-store tag statistics answer (2.0 MB of JSON, compressed in a Node loop): brotli 1
 * takes 5.0 ms to 174 KB (quality 4: 15.4 ms to 149 KB), gzip 3 takes 9.2 ms to 212 KB (gzip's default of 6:
 * 18.6 ms to 163 KB). At chain scale the server's cores are scarcer than the network: the fastest levels still
 * send a tenth of the bytes. Node's fetch asks for gzip only (the ERP's, the monitoring's clients).
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 3;

export const compressionPlugin = shared('compression', async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: SYNC_LIMIT,
    zlibOptions: { level: GZIP_LEVEL },
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
  });
});
