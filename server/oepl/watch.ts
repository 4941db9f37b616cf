// The access point's websocket (/ws): it pushes {"tags":[...]} whenever a tag checks in or an image is taken,
// {"sys":{...}} and {"logMsg":...} otherwise. Only tag messages are read; frames are bounded and checked like
// the HTTP answers (server/oepl/client.ts).
import WebSocket from 'ws';
import { oeplBaseUrl, OeplError, parseOeplTag, type OeplTag } from './client.ts';

/** largest websocket frame accepted from the AP */
export const OEPL_MAX_FRAME = 256 * 1024;

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

/** listens to the AP's /ws; onTags for every tag message, onClose when the AP goes away */
export function watchOepl(
  address: string,
  handlers: { onTags: (tags: OeplTag[]) => void; onClose: () => void },
): OeplWatch {
  const base = oeplBaseUrl(address);
  if (!base) throw new OeplError(`not an access point address: ${address}`, 'invalid');
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, {
    maxPayload: OEPL_MAX_FRAME,
    handshakeTimeout: 5000,
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const tags = tagsOfMessage(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    if (tags.length > 0) handlers.onTags(tags);
  });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    handlers.onClose();
  };
  socket.on('close', close);
  socket.on('error', close);
  return { close: () => socket.terminate() };
}
