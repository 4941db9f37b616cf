// A gateway as the store status reads it (doc 1 §7 Status), the answer of the gateway's x-api getOne. The gateway
// calls' bodies and answers are the contract's (domain/generated/calls.ts, schemas/gateway.schema.json).
import type { DeviceStatus } from './deviceStatus';

/** a gateway as its status and configuration read it */
export interface GatewayStatusRow {
  gwMac: string;
  storeCode: string;
  gwIndex: number | null;
  channelGroupIndex: number | null;
  tagCount: number | null;
  ip: string | null;
  netmask: string | null;
  defaultGateway: string | null;
  dns: string | null;
  eslServerPort: number | null;
  dataChannel: number | null;
  eventChannel: number | null;
  gmpVersion: string | null;
  grmVersion: string | null;
  status: DeviceStatus | null;
  upLink: 'OK' | 'NG' | null;
  downLink: 'OK' | 'NG' | null;
  timeSync: boolean | null;
  lastStatusTime: string | null;
  updatedAt: string | null;
  /** 'sim' a simulated gateway, 'oepl' an OpenEPaperLink access point (issue 27 §3) */
  kind?: 'sim' | 'oepl' | null;
  /** an OpenEPaperLink access point's host[:port] */
  address?: string | null;
  [field: string]: unknown;
}
