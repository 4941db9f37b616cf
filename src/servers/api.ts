// The server area's calls (doc 1 §7; the status lists are the schema list of `server`): one server, its 24 hour
// system status, its alarm history (table conventions) and deletion, on the generated client
// (schemas/server.schema.json x-api and x-calls).
import { serverCalls } from '../generated/client';

import type { ServerType } from '../../domain/servers';

export type { ServerSamplePoint as ServerSample, ServerType, Usage } from '../../domain/servers';
export type { ServerHistory } from '../../domain/generated/calls';
export const SERVER_TYPES: ServerType[] = ['proxy', 'database', 'esl'];

/** doc 1 §9: status history window */
export const HISTORY_WINDOW_SECONDS = 86_400;

export function fetchServerHistory(serverId: string, end: number, signal?: AbortSignal) {
  return serverCalls.history(
    { id: serverId, query: { start: end - HISTORY_WINDOW_SECONDS, end } },
    { signal },
  );
}

/** used / total in percent, one decimal; 0 when the total is unknown */
export function usagePercent(usage: { used?: number; total?: number } | undefined): number {
  if (!usage?.total || usage.used === undefined) return 0;
  return Math.round((usage.used / usage.total) * 1000) / 10;
}
