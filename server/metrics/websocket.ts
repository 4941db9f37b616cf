// Clients of the tag-status-collecting websocket of this instance (/api/ws and WS_PORT share one hub).
import { Gauge, type Registry } from 'prom-client';
import type { CollectingHub } from '../ws/collecting.ts';

export function websocketMetrics(registry: Registry, hub: CollectingHub): void {
  new Gauge({
    name: 'esl_websocket_clients',
    help: 'Clients connected to the tag-status-collecting websocket of this instance.',
    registers: [registry],
    collect() {
      this.set(hub.clients());
    },
  });
}
