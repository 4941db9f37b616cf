// API plugin: the API's answers go out compressed when the client accepts it (@fastify/compress; the console's
// files are compressed at build time, server/plugins/static.ts). At chain scale a console screen's answers are
// large and repetitive JSON: the store map of 2,007 stores was 1.29 MB as sent. Brotli at a low quality (fast,
// and smaller than gzip at its default), else gzip; answers under 1 KB go as they are (the header costs more than
// it saves), and images, PDFs and archives, already compressed, too.
// - Answers up to SYNC_LIMIT are compressed at once (cheaper than a stream for a small answer: well under a
//   millisecond at this quality); larger ones stream through zlib's worker threads, off the event loop.
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
/** brotli's quality for the API's answers (0-11): 4 compresses JSON better than gzip's default, several times as
 * fast as brotli's default of 11 */
const BROTLI_QUALITY = 4;

export const compressionPlugin = shared('compression', async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: SYNC_LIMIT,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      },
    },
  });
});
