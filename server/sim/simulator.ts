// The fleet simulator: server and gateway heartbeats every tick (compressed demo time), status changes with
// alarms, status samples for the 24 hour charts, sensors reporting and printers printing (a new store fitted with
// both), signage displays syncing their shows; store counters follow in SQL. Deterministic for a seed.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import type { AlarmInput } from '../repositories/alarms.ts';
import { AlarmRules } from './alarmRules.ts';
import { CollectionSimulation } from './collection.ts';
import { GatewaySimulation } from './gateways.ts';
import { createPrng, type Prng } from './prng.ts';
import { RolloutSimulation, type RolloutOptions } from './rollout.ts';
import { ServerBehaviour } from './servers.ts';
import { TagRadio } from './tagRadio.ts';
import { SensorSimulation } from './sensors.ts';
import { PrinterSimulation, type PrinterOptions } from './printers.ts';
import { PlusDeviceSimulation } from './plusDevices.ts';
import { StoreHardwareInstaller } from './storeHardware.ts';
import { DEFAULT_SENSOR_INTERVAL_MS } from '../sensors/sensorKinds.ts';

export interface SimulatorOptions {
  seed: number;
  tickMs: number;
  /** store a status sample every this many ticks */
  sampleEvery?: number;
  /** software rollouts: pace (ms between rollout steps, default tickMs) and failure rate (default 0) */
  rollout?: Partial<Omit<RolloutOptions, 'seed'>>;
  /** milliseconds between two samples of a sensor */
  sensorIntervalMs?: number;
  /** the store printers' pace and failure share */
  printer?: PrinterOptions;
}

export class Simulator {
  private readonly prng: Prng;
  private readonly repos: Repositories;
  private readonly serverSim: ServerBehaviour;
  private readonly gatewaySim: GatewaySimulation;
  private readonly tagRadio: TagRadio;
  private readonly collection: CollectionSimulation;
  private readonly alarmRules: AlarmRules;
  readonly rollouts: RolloutSimulation;
  private readonly sensors: SensorSimulation;
  private readonly printers: PrinterSimulation;
  private readonly plusDevices: PlusDeviceSimulation;
  private readonly hardware: StoreHardwareInstaller;
  private timer?: NodeJS.Timeout;
  private rolloutTimer?: NodeJS.Timeout;
  private rolloutRunning?: Promise<void>;
  private running?: Promise<void>;
  private ticks = 0;

  constructor(
    private readonly db: Db,
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
    this.rollouts = new RolloutSimulation(db, {
      seed: options.seed,
      paceMs: options.rollout?.paceMs ?? options.tickMs,
      failureRate: options.rollout?.failureRate ?? 0,
    });
    this.sensors = new SensorSimulation(
      db,
      this.repos.alarms,
      createPrng(options.seed + 17),
      options.sensorIntervalMs ?? DEFAULT_SENSOR_INTERVAL_MS,
    );
    this.printers = new PrinterSimulation(
      db,
      createPrng(options.seed + 19),
      options.printer ?? { printMs: 2000, failRate: 0.08 },
    );
    this.plusDevices = new PlusDeviceSimulation(db, createPrng(options.seed + 23));
    this.hardware = new StoreHardwareInstaller(db, options.seed);
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
    // rollouts step at their own pace (SIM_ROLLOUT_PACE_MS), so a test can run one in seconds
    this.rolloutTimer = setInterval(() => {
      if (this.rolloutRunning) return;
      this.rolloutRunning = this.rollouts
        .tick()
        .catch((error: unknown) => this.log?.error({ err: error }, 'rollout step failed'))
        .finally(() => (this.rolloutRunning = undefined));
    }, this.options.rollout?.paceMs ?? this.options.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.rolloutTimer);
    this.timer = undefined;
    this.rolloutTimer = undefined;
    await this.running;
    await this.rolloutRunning;
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
    await this.hardware.tick();
    await this.sensors.tick(now);
    await this.printers.tick(now);
    await this.plusDevices.tick(now);
    await this.alarmRules.tick(now);
    await this.repos.stores.refreshCounters();
    if (sample) {
      await this.db.query(`DELETE FROM gateway_status_samples WHERE time < now() - interval '24 hours'`);
    }
  }
}
