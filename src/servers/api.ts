// The server area's calls (doc 1 §7; the status lists are the schema list of `server`): one server, its 24 hour
// system status, its alarm history (table conventions) and deletion.
import type { ServerPublic as Server } from '../generated/types';
import { httpRequest } from '../providers/httpClient';

export type ServerType = Server['type'];
export const SERVER_TYPES: ServerType[] = ['proxy', 'database', 'esl'];

export interface Usage {
  used: number;
  total: number;
}

export interface ServerSample {
  time: string;
  ramUsage: Usage;
  diskUsage: Usage;
}

export interface ServerHistory {
  start: number;
  end: number;
  data: ServerSample[];
}

/** doc 1 §9: status history window */
export const HISTORY_WINDOW_SECONDS = 86_400;

const id = (serverId: string) => encodeURIComponent(serverId);

export function fetchServer(serverId: string, signal?: AbortSignal): Promise<Server> {
  return httpRequest<Server>(`/status/server/${id(serverId)}`, { signal });
}

export function fetchServerHistory(
  serverId: string,
  end: number,
  signal?: AbortSignal,
): Promise<ServerHistory> {
  const start = end - HISTORY_WINDOW_SECONDS;
  return httpRequest<ServerHistory>(`/system/status/server/${id(serverId)}?start=${start}&end=${end}`, {
    signal,
  });
}

export function deleteServer(serverId: string): Promise<unknown> {
  return httpRequest(`/status/server/${id(serverId)}`, { method: 'DELETE' });
}

/** used / total in percent, one decimal; 0 when the total is unknown */
export function usagePercent(usage: { used?: number; total?: number } | undefined): number {
  if (!usage?.total || usage.used === undefined) return 0;
  return Math.round((usage.used / usage.total) * 1000) / 10;
}
