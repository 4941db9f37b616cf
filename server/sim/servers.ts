// Server behaviour of the fleet simulator: every tick each online server reports memory and disk (drifting,
// with rare surges), its services (one occasionally stops and restarts), its network rates and its
// replication state (one leader per kind, a standby taking over when it drops, returning servers recovering);
// now and then a server drops OFFLINE (no heartbeat: reportTime goes stale) and comes back. Status changes
// and usage above 90 % raise the alarms of doc 1 §8; on sample ticks (once a minute, as gateways) a sample
// feeds the 24 hour chart (old samples go with the history retention rule, server/alarms/rules.ts).
// Rates are per server per hour, so the fleet sees a handful of alarms an hour whatever the tick length.
import type { ReplicationState } from '../../domain/servers.ts';
import type { AlarmInput } from '../repositories/alarms.ts';
import type { Repositories } from '../repositories/index.ts';
import {
  SERVER_ALARM_CLASS,
  type ServerRead,
  type ServerReport,
  type ServerType,
} from '../repositories/servers.ts';
import type { ServerRecord } from '../repositories/types.ts';
import { createPrng, type Prng } from './prng.ts';
import { ARBITER, DOWN, idHash, networkIdentity, SERVER_PROFILES } from './serverProfiles.ts';

const HOUR = 3_600_000;
/** events per server per hour */
const RATE = { offline: 0.15, serviceStop: 0.2, memorySurge: 0.1, diskBurst: 0.05, resync: 0.1 };
/** mean durations in ms */
const MEAN = {
  offline: 180_000,
  serviceStop: 90_000,
  memorySurge: 300_000,
  diskBurst: 600_000,
  rejoinStep: 45_000,
};
/** where a simulated surge of memory or burst of disk use lies: above 90 % (what is alarmed is the setting's) */
const SURGE_PERCENT = 90;

/** the alarm setting's thresholds (%), read once per tick (docs/api.md 'Alarms and mail': alarm setting) */
export interface UsageThresholds {
  memory: number;
  disk: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (u: { used: number; total: number }) => (u.total > 0 ? (u.used / u.total) * 100 : 0);

/** The one place a server alarm is raised: location SYSTEM, the class the server's type keeps (doc 1 §4). */
export function serverAlarm(
  server: Pick<ServerRecord, 'id' | 'type'>,
  type: string,
  at: Date,
  data?: unknown,
): AlarmInput {
  return {
    location: 'SYSTEM',
    type,
    class: SERVER_ALARM_CLASS[server.type],
    sourceType: 'server',
    sourceId: server.id,
    data,
    at,
  };
}

export class ServerBehaviour {
  private readonly prng: Prng;

  constructor(
    private readonly repos: Repositories,
    private readonly options: { seed: number; tickMs: number },
  ) {
    this.prng = createPrng((options.seed * 7919 + 104_729) >>> 0);
  }

  /** probability that an event of `perHour` happens within one tick */
  private happens(perHour: number): boolean {
    return this.prng.chance(1 - Math.exp((-perHour * this.options.tickMs) / HOUR));
  }

  /** probability that a state of mean duration `meanMs` ends within one tick */
  private ends(meanMs: number): boolean {
    return this.prng.chance(1 - Math.exp(-this.options.tickMs / meanMs));
  }

  async tick(now: Date, alarms: AlarmInput[], sample = true): Promise<void> {
    const servers = await this.repos.servers.all({ internal: true });
    if (servers.length === 0) return;
    const setting = await this.repos.alarmNotifications.setting();
    const limits = { memory: setting.memoryThreshold, disk: setting.diskThreshold };
    const reports = servers.map((s) => this.report(s, now, alarms, limits));
    this.elect(servers, reports);
    await this.repos.servers.report(reports);
    if (!sample) return;
    await this.repos.servers.samples.insert(
      reports
        .filter((r) => r.reportTime)
        .map((r) => ({ serverId: r.id, time: now, ramUsage: r.ramUsage, diskUsage: r.diskUsage })),
    );
  }

  private report(s: ServerRead, now: Date, alarms: AlarmInput[], limits: UsageThresholds): ServerReport {
    const profile = SERVER_PROFILES[s.type];
    const replicaRole = s.replicaRole ?? (s.state === ARBITER ? 'arbiter' : 'member');
    const ram = { used: s.ramUsage?.used ?? 8, total: s.ramUsage?.total ?? 16 };
    const disk = { used: s.diskUsage?.used ?? 120, total: s.diskUsage?.total ?? 500 };
    const known = new Map((s.serviceStatusList ?? []).map((x) => [x.name, x.status]));
    let services = profile.services.map((name) => ({
      name,
      status: known.get(name) === 'STOPPED' ? 'STOPPED' : 'RUNNING',
    }));
    const network = { ...(s.networkInformation ?? {}), ...networkIdentity(s.id, s.ip) };
    // no heartbeat: the last report stays, reportTime goes stale, the group sees it DOWN
    const silent: ServerReport = {
      id: s.id,
      status: 'OFFLINE',
      state: DOWN,
      ramUsage: ram,
      diskUsage: disk,
      serviceStatusList: services,
      networkInformation: network,
      replicaRole,
    };

    if (s.status === 'OFFLINE') {
      if (!this.ends(MEAN.offline)) return silent;
      // back: a fresh boot, every service started, rejoining its group
      services = services.map((x) => ({ ...x, status: 'RUNNING' }));
      s = { ...s, state: profile.rejoin[0] };
    } else if (this.happens(RATE.offline)) {
      alarms.push(serverAlarm(s, 'SERVER STATUS ABNORMAL', now, { status: 'OFFLINE' }));
      return silent;
    }

    services = services.map((x) => {
      if (x.status === 'STOPPED') return this.ends(MEAN.serviceStop) ? { ...x, status: 'RUNNING' } : x;
      return x;
    });
    if (this.happens(RATE.serviceStop)) {
      const victim = this.prng.int(0, services.length - 1);
      services[victim] = { ...services[victim], status: 'STOPPED' };
    }

    const ramPct = this.memory(s.id, percent(ram), profile.memoryBase);
    const diskPct = this.disk(percent(disk));
    const next = {
      ram: { used: round2((ramPct / 100) * ram.total), total: ram.total },
      disk: { used: round2((diskPct / 100) * disk.total), total: disk.total },
    };
    // the alarm setting's thresholds, on the crossing only
    if (ramPct > limits.memory && percent(ram) <= limits.memory)
      alarms.push(
        serverAlarm(s, 'MEMORY USAGE ABNORMAL', now, {
          percent: Math.round(ramPct),
          threshold: limits.memory,
        }),
      );
    if (diskPct > limits.disk && percent(disk) <= limits.disk)
      alarms.push(
        serverAlarm(s, 'DISK USAGE ABNORMAL', now, { percent: Math.round(diskPct), threshold: limits.disk }),
      );

    const stopped = services.filter((x) => x.status === 'STOPPED').map((x) => x.name);
    const abnormal = stopped.length > 0 || ramPct > limits.memory || diskPct > limits.disk;
    const status = abnormal ? 'ALARM' : 'NORMAL';
    if (stopped.length > 0 && s.status === 'NORMAL')
      alarms.push(serverAlarm(s, 'SERVER STATUS ABNORMAL', now, { status, stopped }));

    const rx = Number(network.rxKbps ?? 800);
    const tx = Number(network.txKbps ?? 600);
    return {
      id: s.id,
      status,
      state: this.nextState(s, profile.rejoin, replicaRole === 'arbiter' ? ARBITER : profile.follower),
      replicaRole,
      reportTime: now,
      ramUsage: next.ram,
      diskUsage: next.disk,
      serviceStatusList: services,
      networkInformation: {
        ...network,
        rxKbps: Math.round(clamp(rx + (this.prng.next() - 0.5) * 200, 50, 20_000)),
        txKbps: Math.round(clamp(tx + (this.prng.next() - 0.5) * 160, 50, 20_000)),
        connections: this.prng.int(40, 400) + (idHash(s.id) % 50),
      },
    };
  }

  /** memory percent: a mean-reverting walk around the baseline; a rare surge above 90 % that passes */
  private memory(id: string, current: number, base: number): number {
    if (current > SURGE_PERCENT)
      return this.ends(MEAN.memorySurge)
        ? base + (this.prng.next() - 0.5) * 10
        : clamp(current + (this.prng.next() - 0.5) * 2, 90.5, 98);
    if (this.happens(RATE.memorySurge)) return 91 + this.prng.next() * 5;
    const target = base + (idHash(id) % 10) - 5;
    const pull = 1 - Math.exp(-this.options.tickMs / 1_800_000);
    return clamp(current + (target - current) * pull + (this.prng.next() - 0.5) * 1.5, 10, 85);
  }

  /** disk percent: slow growth, log rotation, a rare burst above 90 % cleaned up after a while */
  private disk(current: number): number {
    if (current > SURGE_PERCENT) return this.ends(MEAN.diskBurst) ? 25 + this.prng.next() * 10 : current;
    if (this.happens(RATE.diskBurst)) return 91 + this.prng.next() * 4;
    const grown = current + (0.4 * this.options.tickMs) / HOUR;
    return grown > 60 && this.happens(0.5) ? 25 + this.prng.next() * 10 : clamp(grown, 5, 85);
  }

  /** a returning server walks through its rejoin states; a follower sometimes resyncs (RECOVERING) */
  private nextState(
    s: ServerRead,
    rejoin: ReplicationState[],
    settled: ReplicationState,
  ): ServerRead['state'] {
    const step = s.state ? rejoin.indexOf(s.state) : -1;
    if (step >= 0) return this.ends(MEAN.rejoinStep) ? (rejoin[step + 1] ?? settled) : s.state;
    if (s.state === DOWN || !s.state) return rejoin[0];
    if (s.state === settled && settled !== ARBITER && s.type === 'database' && this.happens(RATE.resync))
      return 'RECOVERING';
    return s.state;
  }

  /** one leader per kind: when none is online, the first settled follower takes over */
  private elect(servers: ServerRead[], reports: ServerReport[]): void {
    for (const type of Object.keys(SERVER_PROFILES) as ServerType[]) {
      const { leader, follower } = SERVER_PROFILES[type];
      const group = reports.filter((_, i) => servers[i].type === type);
      const led = group.filter((r) => r.state === leader && r.status !== 'OFFLINE');
      led.slice(1).forEach((r) => (r.state = follower));
      if (led.length === 0) {
        const heir = group.find((r) => r.state === follower && r.status !== 'OFFLINE');
        if (heir) heir.state = leader;
      }
    }
  }
}
