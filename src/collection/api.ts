// The tag status collection calls of doc 1 §7: the public store list and stop, on the generated client
// (schemas/tag.schema.json x-calls); the websocket address.
import { getConfig, type AppConfig } from '../config/appConfig';

export type { CollectingStore } from '../../domain/generated/calls';

/** The websocket address: `wsUrl` of /config.json (a path is on this page's host), else this host on `wsPort`
 * (default 8801, doc 1 §9). */
export function collectingSocketUrl(config: AppConfig = getConfig()): string {
  if (config.wsUrl?.startsWith('/'))
    return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${config.wsUrl}`;
  if (config.wsUrl) return config.wsUrl;
  const api = new URL(config.apiBase, window.location.href);
  return `${api.protocol === 'https:' ? 'wss' : 'ws'}://${api.hostname}:${config.wsPort ?? 8801}/`;
}
