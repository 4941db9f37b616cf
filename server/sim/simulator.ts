// The fleet simulator: server and gateway heartbeats every tick (compressed demo time), status changes with
// alarms, status samples for the 24 hour charts; store counters follow in SQL. Deterministic for a seed.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import type { AlarmInput } from '../repositories/alarms.ts';
import { createPrng, type Prng } from './prng.ts';

export interface SimulatorOptions {
  seed: number;
  tickMs: number;
  /** store a status sample every this many ticks */
  sampleEvery?: number;
}

interface GatewayState {
  gwMac: string;
  storeCode: string;
  status: string;
  timeSync: boolean | null;
  ramUsage: number | null;
  diskUsage: number | null;
}

interface ServerState {
  id: string;
  type: string;
  status: string;
  ramUsage: { used: number; total: number } | null;
  diskUsage: { used: number; total: number } | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

export class Simulator {
  private readonly prng: Prng;
  private readonly repos: Repositories;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private ticks = 0;

  constructor(
    private readonly db: Queryable,
    private readonly options: SimulatorOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.prng = createPrng(options.seed);
    this.repos = createRepositories(db);
  }

  get started(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return; // a slow tick is not stacked
      this.running = this.tick()
        .catch((error: unknown) => this.log?.error({ err: error }, 'simulator tick failed'))
        .finally(() => (this.running = undefined));
    }, this.options.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async tick(now = new Date()): Promise<void> {
    this.ticks += 1;
    const sample =
      this.ticks % (this.options.sampleEvery ?? Math.max(1, Math.round(60_000 / this.options.tickMs))) === 0;
    const alarms: AlarmInput[] = [];
    await this.servers(now, sample, alarms);
    await this.gateways(now, sample, alarms);
    await this.repos.alarms.record(alarms);
    await this.repos.stores.refreshCounters();
    if (sample) {
      await this.db.query(`DELETE FROM server_status_samples WHERE time < now() - interval '24 hours'`);
      await this.db.query(`DELETE FROM gateway_status_samples WHERE time < now() - interval '24 hours'`);
    }
  }

  private async servers(now: Date, sample: boolean, alarms: AlarmInput[]): Promise<void> {
    const servers = await this.db.query<ServerState>(
      'SELECT id, type, status, "ramUsage", "diskUsage" FROM servers ORDER BY id',
    );
    if (servers.length === 0) return;
    const next = servers.map((s) => {
      const ramTotal = s.ramUsage?.total ?? 16;
      const diskTotal = s.diskUsage?.total ?? 500;
      const ram = clamp(
        (s.ramUsage?.used ?? ramTotal / 2) + (this.prng.next() - 0.5) * 0.8,
        ramTotal * 0.1,
        ramTotal * 0.97,
      );
      const disk = clamp((s.diskUsage?.used ?? diskTotal / 4) + this.prng.next() * 0.05, 0, diskTotal);
      const status = ram / ramTotal > 0.9 ? 'ALARM' : 'NORMAL';
      if (status === 'ALARM' && s.status !== 'ALARM') {
        alarms.push({
          location: 'SYSTEM',
          type: 'MEMORY USAGE ABNORMAL',
          class: s.type === 'proxy' ? 1 : s.type === 'esl' ? 2 : 3,
          sourceType: 'server',
          sourceId: s.id,
          at: now,
        });
      }
      return {
        id: s.id,
        status,
        ramUsage: { used: round1(ram), total: ramTotal },
        diskUsage: { used: round1(disk), total: diskTotal },
      };
    });
    await this.db.query(
      `UPDATE servers s SET status = u.status, "ramUsage" = u.ram, "diskUsage" = u.disk, "reportTime" = $5
       FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[]) AS u(id, status, ram, disk) WHERE s.id = u.id`,
      [
        next.map((s) => s.id),
        next.map((s) => s.status),
        next.map((s) => JSON.stringify(s.ramUsage)),
        next.map((s) => JSON.stringify(s.diskUsage)),
        now.toISOString(),
      ],
    );
    if (sample) {
      await this.db.query(
        `INSERT INTO server_status_samples ("serverId", time, "ramUsage", "diskUsage")
         SELECT u.id, $3, u.ram, u.disk FROM unnest($1::text[], $2::jsonb[], $4::jsonb[]) AS u(id, ram, disk) ON CONFLICT DO NOTHING`,
        [
          next.map((s) => s.id),
          next.map((s) => JSON.stringify(s.ramUsage)),
          now.toISOString(),
          next.map((s) => JSON.stringify(s.diskUsage)),
        ],
      );
    }
  }

  private async gateways(now: Date, sample: boolean, alarms: AlarmInput[]): Promise<void> {
    const gateways = await this.db.query<GatewayState>(
      'SELECT "gwMac", "storeCode", status, "timeSync", "ramUsage", "diskUsage" FROM gateways ORDER BY "gwMac"',
    );
    if (gateways.length === 0) return;
    const next = gateways.map((g) => {
      let status = g.status ?? 'NORMAL';
      let timeSync = g.timeSync !== false;
      if (status === 'NORMAL') {
        if (this.prng.chance(0.004)) status = 'OFFLINE';
        else if (this.prng.chance(0.006)) status = 'ALARM';
        if (timeSync && this.prng.chance(0.003)) timeSync = false;
      } else if (this.prng.chance(0.25)) {
        status = 'NORMAL';
      }
      if (!timeSync && this.prng.chance(0.3)) timeSync = true;
      if (status !== g.status && status !== 'NORMAL') {
        alarms.push({
          location: g.storeCode,
          type: 'GW STATUS ABNORMAL',
          class: status === 'OFFLINE' ? 3 : 2,
          sourceType: 'gw',
          sourceId: g.gwMac,
          data: { status },
          at: now,
        });
      }
      if (!timeSync && g.timeSync !== false) {
        alarms.push({
          location: g.storeCode,
          type: 'GW TIME SYNC ABNORMAL',
          class: 2,
          sourceType: 'gw',
          sourceId: g.gwMac,
          at: now,
        });
      }
      const ram = round1(clamp((g.ramUsage ?? 40) + (this.prng.next() - 0.5) * 4, 10, 95));
      const disk = round1(clamp((g.diskUsage ?? 30) + (this.prng.next() - 0.45) * 0.5, 5, 95));
      return { gwMac: g.gwMac, status, timeSync, ram, disk, online: status !== 'OFFLINE' };
    });
    // an offline gateway sends no heartbeat: its lastStatusTime stays
    await this.db.query(
      `UPDATE gateways g SET status = u.status, "timeSync" = u.sync, "ramUsage" = u.ram, "diskUsage" = u.disk,
         "lastStatusTime" = CASE WHEN u.online THEN $7::timestamptz ELSE g."lastStatusTime" END,
         "updatedAt" = CASE WHEN g.status IS DISTINCT FROM u.status THEN $7::timestamptz ELSE g."updatedAt" END
       FROM unnest($1::text[], $2::text[], $3::boolean[], $4::float8[], $5::float8[], $6::boolean[]) AS u(mac, status, sync, ram, disk, online)
       WHERE g."gwMac" = u.mac`,
      [
        next.map((g) => g.gwMac),
        next.map((g) => g.status),
        next.map((g) => g.timeSync),
        next.map((g) => g.ram),
        next.map((g) => g.disk),
        next.map((g) => g.online),
        now.toISOString(),
      ],
    );
    if (sample) {
      const online = next.filter((g) => g.online);
      await this.db.query(
        `INSERT INTO gateway_status_samples ("gwMac", time, memory, disk)
         SELECT u.mac, $3, u.memory, jsonb_build_array(jsonb_build_object('path', 'ramdisk', 'percent', u.disk),
           jsonb_build_object('path', 'ramdisk logs', 'percent', least(u.disk * 1.5, 99)))
         FROM unnest($1::text[], $2::float8[], $4::float8[]) AS u(mac, memory, disk) ON CONFLICT DO NOTHING`,
        [online.map((g) => g.gwMac), online.map((g) => g.ram), now.toISOString(), online.map((g) => g.disk)],
      );
    }
  }
}
