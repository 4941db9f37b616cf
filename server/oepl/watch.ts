// The access point's websocket (/ws): it pushes {"tags":[...]} whenever a tag checks in or an image is taken,
// {"sys":{...}} and {"logMsg":...} otherwise. Only tag messages are read; frames are bounded and checked like
// the HTTP answers (server/oepl/client.ts). The connection goes the one way out's way (server/net/outgoingHttp.ts):
// the AP's host resolved once and checked, the socket connected to that address, no redirect followed.
import WebSocket from 'ws';
import { pinnedLookup, resolveDestinationWithin } from '../net/outgoingHttp.ts';
import { OeplError, parseOeplTag, type OeplTag } from './answers.ts';
import { oeplBaseUrl } from './client.ts';

/** largest websocket frame accepted from the AP */
export const OEPL_MAX_FRAME = 256 * 1024;
/** the AP's address resolved and its websocket opened within this long */
export const OEPL_HANDSHAKE_MS = 5000;

/** the tags of one websocket message, [] for other messages or messages that do not fit */
export function tagsOfMessage(text: string): OeplTag[] {
  if (text.length > OEPL_MAX_FRAME) return [];
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof message !== 'object' || message === null || !('tags' in message)) return [];
  const tags = (message as { tags: unknown }).tags;
  if (!Array.isArray(tags) || tags.length > 1000) return [];
  return tags.map(parseOeplTag).filter((tag): tag is OeplTag => tag !== null);
}

export interface OeplWatch {
  close(): void;
}

/**
 * listens to the AP's /ws; onTags for every tag message, onClose (once) when the AP goes away, its address is
 * refused or does not resolve
 */
export function watchOepl(
  address: string,
  handlers: { onTags: (tags: OeplTag[]) => void; onClose: () => void },
): OeplWatch {
  const base = oeplBaseUrl(address);
  if (!base) throw new OeplError(`not an access point address: ${address}`, 'invalid');
  const url = new URL('/ws', base.replace(/^http/, 'ws'));
  let socket: WebSocket | undefined;
  let stopped = false;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    handlers.onClose();
  };
  resolveDestinationWithin(url.hostname, OEPL_HANDSHAKE_MS).then(
    (destination) => {
      if (stopped) return close();
      socket = new WebSocket(url, {
        maxPayload: OEPL_MAX_FRAME,
        handshakeTimeout: OEPL_HANDSHAKE_MS,
        followRedirects: false,
        lookup: pinnedLookup(destination),
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const tags = tagsOfMessage(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
        if (tags.length > 0) handlers.onTags(tags);
      });
      socket.on('close', close);
      socket.on('error', close);
    },
    () => close(),
  );
  return {
    close: () => {
      stopped = true;
      if (socket) socket.terminate();
    },
  };
}
