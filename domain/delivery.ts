// The causes of a failed tag update's delivery (issue 27 §1), as the server records them (delivery_attempts) and
// the console names them (app.delivery.causes.<cause>). The answers of the delivery calls are the contract's
// (schemas/deliveryStore.schema.json $defs, domain/generated/calls.ts).
export const DELIVERY_CAUSES = [
  'gatewayOffline',
  'weakSignal',
  'lowBattery',
  'timeout',
  'tagBusy',
  'refused',
] as const;
export type DeliveryCause = (typeof DELIVERY_CAUSES)[number];
