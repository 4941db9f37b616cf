// The built console from STATIC_DIR, `/config.json` for its API base and map tiles, and index.html for client
// routes. Files go out as the brotli or gzip copy the build made beside them (vite.config.ts) when the client
// accepts it. Hashed assets (/assets/*) never change under their name: cached for a year, immutable; everything
// else (index.html, config.json) is revalidated on every use.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/errors.ts';
import { messageBody } from '../http/messages.ts';
import { shared } from './shared.ts';

export const API_PREFIX = '/api';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

export const staticPlugin = shared('static', async (app: FastifyInstance) => {
  const root = app.appConfig.staticDir;
  const hasConsole = fs.existsSync(path.join(root, 'index.html'));
  const hashed = path.join(root, 'assets') + path.sep;
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) =>
        reply.header('cache-control', file.startsWith(hashed) ? CACHE_HASHED : CACHE_REVALIDATE),
    });
  } else app.log.warn({ root }, 'no built console found (run npm run build); serving the API only');

  // a config.json shipped in the build (an operator may edit it) wins over the default
  if (!(hasConsole && fs.existsSync(path.join(root, 'config.json')))) {
    // wsUrl (PUBLIC_WS_URL), else wsPort: the tag-status-collecting websocket (doc 1 §4); without wsUrl the
    // console connects to wsPort on its own host
    // mapTileUrl, mapTileAttribution: tiles over the offline map geography, when the operator sets MAP_TILE_URL
    const { wsPort, publicWsUrl: wsUrl, mapTileUrl, mapTileAttribution } = app.appConfig;
    // the console's own file, not a call of the API: kept out of the OpenAPI document
    app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', CACHE_REVALIDATE);
      return { apiBase: API_PREFIX, wsPort, wsUrl, mapTileUrl, mapTileAttribution };
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const api = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (!api && hasConsole && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(messageBody(MESSAGES.notFound));
  });
});
