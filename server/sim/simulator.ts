// The fleet simulator: server and gateway heartbeats every tick (compressed demo time), status changes with
// alarms, status samples for the 24 hour charts; store counters follow in SQL. Deterministic for a seed.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import type { AlarmInput } from '../repositories/alarms.ts';
import { AlarmRules } from './alarmRules.ts';
import { CollectionSimulation } from './collection.ts';
import { GatewaySimulation } from './gateways.ts';
import { createPrng, type Prng } from './prng.ts';
import { ServerBehaviour } from './servers.ts';
import { TagRadio } from './tagRadio.ts';

export interface SimulatorOptions {
  seed: number;
  tickMs: number;
  /** store a status sample every this many ticks */
  sampleEvery?: number;
}

export class Simulator {
  private readonly prng: Prng;
  private readonly repos: Repositories;
  private readonly serverSim: ServerBehaviour;
  private readonly gatewaySim: GatewaySimulation;
  private readonly tagRadio: TagRadio;
  private readonly collection: CollectionSimulation;
  private readonly alarmRules: AlarmRules;
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
    this.serverSim = new ServerBehaviour(this.repos, options);
    this.tagRadio = new TagRadio(db, this.repos.alarms, createPrng(options.seed + 7));
    this.gatewaySim = new GatewaySimulation(db, this.prng, options.tickMs);
    this.collection = new CollectionSimulation(
      db,
      this.repos.collecting,
      this.repos.alarms,
      createPrng(options.seed + 13),
      options.tickMs,
    );
    this.alarmRules = new AlarmRules(db, this.repos);
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
    await this.serverSim.tick(now, alarms, sample);
    await this.gatewaySim.tick(now, sample, alarms);
    await this.repos.alarms.record(alarms);
    await this.tagRadio.tick(now);
    await this.collection.tick(now);
    await this.alarmRules.tick(now);
    await this.repos.stores.refreshCounters();
    if (sample) {
      await this.db.query(`DELETE FROM gateway_status_samples WHERE time < now() - interval '24 hours'`);
    }
  }
}
