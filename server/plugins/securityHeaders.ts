// Security headers on every answer (@fastify/helmet): a Content-Security-Policy the built console and the API
// docs pass, nosniff, no referrer, no framing. Origins the console reaches beyond its own (the tag-status
// websocket on WS_PORT or at PUBLIC_WS_URL, the tiles of MAP_TILE_URL, and an absolute apiBase, wsUrl or mapTileUrl of a shipped
// config.json) are allowed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { shared } from './shared.ts';

/** The origin of an absolute URL (template braces such as `{s}` become a wildcard label), or undefined. */
export function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !/^(https?|wss?):\/\//i.test(url)) return undefined;
  try {
    const parsed = new URL(url.replace(/\{[a-z]\}\./gi, 'x-wildcard.'));
    return `${parsed.protocol}//${parsed.host.replace('x-wildcard.', '*.')}`;
  } catch {
    return undefined;
  }
}

/** Origins named by the console's shipped config.json. */
function configuredOrigins(staticDir: string): { connect: string[]; img: string[] } {
  let config: Record<string, unknown> = {};
  try {
    config = JSON.parse(fs.readFileSync(path.join(staticDir, 'config.json'), 'utf8')) as typeof config;
  } catch {
    // no shipped config.json (the server answers its own) or an unreadable one: no extra origins
  }
  const api = originOf(config.apiBase);
  const defined = (values: Array<string | undefined>) => values.filter((v): v is string => Boolean(v));
  return {
    connect: defined([api, originOf(config.wsUrl)]),
    img: defined([api, originOf(config.mapTileUrl)]),
  };
}

/** The hashes of the built console's inline scripts (the login form's boot script, scripts/vite/loginShell.ts):
 * allowed by hash, so any other inline script, an injected one among them, stays refused. */
export function inlineScriptHashes(staticDir: string): string[] {
  let html = '';
  try {
    html = fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  } catch {
    return []; // no built console
  }
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(match[1] ?? '') || !match[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Where the console opens the websocket (src/collection/api.ts): PUBLIC_WS_URL's origin when absolute (a path is
 * on the console's own origin, 'self'), else `host:wsPort` of the request's host name. */
function websocketSources(wsPort: number, publicWsUrl: string | undefined) {
  if (publicWsUrl) return () => originOf(publicWsUrl) ?? "'self'";
  return (request: IncomingMessage): string => {
    const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const safeHost = /^[A-Za-z0-9.\-[\]:]+$/.test(host) ? host : 'localhost';
    return `ws://${safeHost}:${wsPort} wss://${safeHost}:${wsPort}`;
  };
}

export const securityHeadersPlugin = shared('securityHeaders', async (app: FastifyInstance) => {
  const extra = configuredOrigins(app.appConfig.staticDir);
  const tileOrigin = [originOf(app.appConfig.mapTileUrl)].filter((v): v is string => Boolean(v));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(app.appConfig.staticDir)],
        // emotion (MUI) and leaflet set styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        // previews and downloads are blob: URLs; icons and fonts may be data: URIs
        imgSrc: ["'self'", 'data:', 'blob:', ...extra.img, ...tileOrigin],
        fontSrc: ["'self'", 'data:'],
        // blob: the console reads back the label images it was given (product image, previews)
        connectSrc: [
          "'self'",
          'blob:',
          websocketSources(app.appConfig.wsPort, app.appConfig.publicWsUrl),
          ...extra.connect,
        ],
        workerSrc: ["'self'", 'blob:'],
        // signage videos are played, and their thumbnails captured, from blob: URLs; an HTML widget is viewed
        // in a sandboxed frame (scripts, no same origin) from a blob: URL (src/plus/MediaViewDialog.tsx)
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // the console may be served over plain HTTP on a LAN: no HSTS, no upgrade of its requests
    strictTransportSecurity: false,
  });
});
