// The gateway side of the fleet simulator (doc 1 §3 Gateway, §4, §8): heartbeats with memory, ramdisk and
// ramdisk-log values every tick (a status sample for the 24 hour chart on sample ticks), upLink/downLink,
// time sync, outages (no heartbeat: lastStatusTime goes stale and the gateway turns OFFLINE), the end of a
// reboot asked through POST /gw/reboot/{mac}, and the gateway alarms. Deterministic for a seed: the gateways
// are visited in MAC order and draw from the simulator's PRNG.
import type { Queryable } from '../db/db.ts';
import type { AlarmInput } from '../repositories/alarms.ts';
import type { Prng } from './prng.ts';
import {
  insertGatewaySamples,
  simulatedGateways,
  writeGatewayTicks,
  type GatewayState,
  type GatewayTick,
} from './statements/gateways.ts';
import { gatewayStaleMs } from '../settings/serverConfig.ts';
import { emitGatewayTransition } from '../webhooks/events/gatewayStatus.ts';

/** chances per gateway and tick */
export const GATEWAY_CHANCES = {
  outage: 0.002,
  alarm: 0.006,
  recover: 0.25,
  timeSyncLost: 0.003,
  timeSyncBack: 0.3,
} as const;

/** ticks without a heartbeat after which a gateway shows OFFLINE */
export const STALE_TICKS = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;
const time = (value: Date | string | null) => (value === null ? undefined : new Date(value).getTime());

export class GatewaySimulation {
  constructor(
    private readonly db: Queryable,
    private readonly prng: Prng,
    private readonly tickMs: number,
  ) {}

  async tick(now: Date, sample: boolean, alarms: AlarmInput[]): Promise<void> {
    const gateways = await simulatedGateways(this.db);
    if (gateways.length === 0) return;
    const staleMs = await gatewayStaleMs(this.db, this.tickMs, STALE_TICKS);
    const next = gateways.map((g) => this.step(g, now, alarms, staleMs));
    await writeGatewayTicks(this.db, next, now.toISOString());
    // gateway.offline / gateway.online: the one transition rule, for each status the tick changed
    for (const [i, g] of gateways.entries())
      if (next[i]!.status !== g.status)
        await emitGatewayTransition(
          this.db,
          { gwMac: g.gwMac, storeCode: g.storeCode, kind: g.kind, before: g.status, after: next[i]!.status },
          now,
        );
    const online = next.filter((g) => g.heartbeat);
    if (sample && online.length > 0) await insertGatewaySamples(this.db, online, now.toISOString());
  }

  private step(g: GatewayState, now: Date, alarms: AlarmInput[], staleMs: number): GatewayTick {
    const at = now.getTime();
    const rebooting = (time(g.rebootUntil) ?? 0) > at;
    const rebootDone = g.rebootUntil !== null && !rebooting;
    let downUntil =
      (time(g.downUntil) ?? 0) > at ? new Date(g.downUntil as string | Date).toISOString() : null;
    if (!downUntil && !rebooting && this.prng.chance(GATEWAY_CHANCES.outage)) {
      downUntil = new Date(at + this.prng.int(4, 40) * this.tickMs).toISOString();
    }
    const heartbeat = !rebooting && !downUntil;
    let status = g.status ?? 'NORMAL';
    let timeSync = g.timeSync !== false;
    if (!heartbeat) {
      const last = time(g.lastStatusTime) ?? 0;
      if (rebooting || at - last > staleMs) status = 'OFFLINE';
    } else if (status === 'OFFLINE') {
      status = 'NORMAL';
    } else if (status === 'NORMAL') {
      if (this.prng.chance(GATEWAY_CHANCES.alarm)) status = 'ALARM';
      if (timeSync && this.prng.chance(GATEWAY_CHANCES.timeSyncLost)) timeSync = false;
    } else if (this.prng.chance(GATEWAY_CHANCES.recover)) {
      status = 'NORMAL';
    }
    if (heartbeat && !timeSync && g.timeSync === false && this.prng.chance(GATEWAY_CHANCES.timeSyncBack))
      timeSync = true;
    const base = { location: g.storeCode, sourceType: 'gw' as const, sourceId: g.gwMac, at: now };
    // a reboot asked by the operator is no abnormal status
    if (status !== g.status && status !== 'NORMAL' && !rebooting)
      alarms.push({
        ...base,
        type: 'GW STATUS ABNORMAL',
        class: status === 'OFFLINE' ? 3 : 2,
        data: { status },
      });
    if (!timeSync && g.timeSync !== false) alarms.push({ ...base, type: 'GW TIME SYNC ABNORMAL', class: 2 });
    const ngLink = status === 'ALARM' ? (this.prng.chance(0.5) ? 'up' : 'down') : undefined;
    const ram = round1(clamp((g.ramUsage ?? 40) + (this.prng.next() - 0.5) * 4, 10, 95));
    const disk = round1(clamp((g.diskUsage ?? 30) + (this.prng.next() - 0.45) * 0.5, 5, 95));
    const logDisk = round1(clamp((g.logDiskUsage ?? disk * 1.3) + (this.prng.next() - 0.4) * 0.6, 5, 98));
    return {
      gwMac: g.gwMac,
      status,
      timeSync,
      upLink: ngLink === 'up' || status === 'OFFLINE' ? 'NG' : 'OK',
      downLink: ngLink === 'down' || status === 'OFFLINE' ? 'NG' : 'OK',
      ram,
      disk,
      logDisk,
      heartbeat,
      downUntil,
      rebootDone,
    };
  }
}
