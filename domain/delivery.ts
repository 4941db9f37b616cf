// The causes of a failed tag update's delivery (issue 27 §1), as the server records them (delivery_attempts) and
// the console names them (app.delivery.causes.<cause>); the answers of the delivery calls (schemas/deliveryStore
// x-calls).
import type { DeliveryStore } from './generated/types';

export const DELIVERY_CAUSES = [
  'gatewayOffline',
  'weakSignal',
  'lowBattery',
  'timeout',
  'tagBusy',
  'refused',
] as const;
export type DeliveryCause = (typeof DELIVERY_CAUSES)[number];

/** a store of the delivery day for the map and the page titles (GET /delivery/stores) */
export type DeliveryStoreSummary = DeliveryStore & {
  storeName: string;
  position?: { latitude: number; longitude: number } | null;
};

/** GET /delivery/stores: every store of the session on a day */
export interface DeliveryStores {
  day: string;
  today: string;
  data: DeliveryStoreSummary[];
}

/** a day of a store's delivery (GET /delivery/store/{storeCode}?day=) */
export interface DeliveryDetail {
  storeCode: string;
  storeName: string | null;
  day: string;
  today: string;
  target: { percent: number; minutes: number };
  figures: {
    count: number;
    confirmed: number;
    withinTarget: number;
    failed: number;
    open: number;
    p50: number | null;
    p95: number | null;
    p99: number | null;
    successRate: number | null;
    met: boolean | null;
  };
  days: Array<{
    day: string;
    count: number;
    p95: number | null;
    successRate: number | null;
    met: boolean | null;
  }>;
  histogram: { edges: number[]; counts: number[] };
  causes: Array<{ cause: DeliveryCause; count: number }>;
}

/** a day of a delivery answer ('' or absent = today) */
export interface DeliveryDay {
  day?: string;
}
