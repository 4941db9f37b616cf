// The gateway area's calls (doc 1 §7 Status, Gateways, Histories; doc 3 §7 gateway config), on the generated client
// (schemas/gateway.schema.json x-api and x-calls).
import type { GatewayRow } from '../../domain/generated/calls';
import { gatewayCalls } from '../generated/client';

export type {
  GatewayRow,
  GatewaySystemStatus,
  OeplRegistered as OeplRegisterAnswer,
  StoreWithGateways,
  GatewayUpdateAll as UpdateAllResult,
} from '../../domain/generated/calls';

/** doc 1 §9: a 24 hour window (86400 s) */
export const STATUS_WINDOW_SECONDS = 86_400;

export function getGatewaySystemStatus(gwMac: string, signal?: AbortSignal) {
  const end = Math.floor(Date.now() / 1000);
  return gatewayCalls.systemStatus({ gwMac, query: { start: end - STATUS_WINDOW_SECONDS, end } }, { signal });
}

/** whether the store's outband allows gateway channels 27 to 31 (with the gateway configuration privilege) */
export async function getStoreOutband(storeCode: string, signal?: AbortSignal): Promise<boolean> {
  return (await gatewayCalls.storeConfig({ storeCode }, { signal })).outbandEnable;
}

/** the store's gateways as configured, each with its store code */
export async function getStoreGatewayConfigs(storeCode: string, signal?: AbortSignal) {
  const answer = await gatewayCalls.storeConfig({ storeCode }, { signal });
  // the configuration dialog reads a gateway's configuration fields (MAC, status and x-forms.config) only
  return answer.data.map((row) => ({ ...row, storeCode }) as GatewayRow);
}
