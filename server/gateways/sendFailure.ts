// SEND TO GW FAILURE (doc 3 §8): something the server had to send to a gateway did not reach it: a configuration
// (edit one, edit all) or a log request to a gateway that is OFFLINE. One alarm per gateway and attempt, located at
// its store, with what was being sent.
import { ALARM, type AlarmsRepository } from '../repositories/alarms.ts';

export type GatewaySend = 'config' | 'log';

export async function raiseSendFailures(
  alarms: AlarmsRepository,
  gateways: Array<{ gwMac: string; storeCode: string }>,
  send: GatewaySend,
  reason: string,
): Promise<void> {
  if (gateways.length === 0) return;
  await alarms.raise(
    gateways.map((g) => ({
      location: g.storeCode,
      type: ALARM.sendToGwFailure,
      class: 2,
      sourceType: 'gw' as const,
      sourceId: g.gwMac,
      data: { send, reason },
    })),
  );
}
