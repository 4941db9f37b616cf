// The fleet simulator: server and gateway heartbeats every tick (compressed demo time), status changes with
// alarms, status samples for the 24 hour charts, sensors reporting and printers printing (a new store fitted with
// both), signage displays syncing their shows, the gateways' own log; store counters follow in SQL. Deterministic
// for a seed. It plays hardware only: the alarm rules, retention, rollout steps and statistics are the server's
// jobs (server/jobs/), run with or without it; one instance per database runs it (server/sim/lease.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import type { AlarmInput } from '../repositories/alarms.ts';
import { logGatewayChanges } from '../repositories/gatewayLog.ts';
import { CollectionSimulation } from './collection.ts';
import { GatewaySimulation } from './gateways.ts';
import { createPrng, type Prng } from './prng.ts';
import { ServerBehaviour } from './servers.ts';
import { TagRadio } from './tagRadio.ts';
import { BatterySimulation } from './batteries.ts';
import { SensorSimulation } from './sensors.ts';
import { PrinterSimulation, type PrinterOptions } from './printers.ts';
import { PlusDeviceSimulation } from './plusDevices.ts';
import { StoreHardwareInstaller } from './storeHardware.ts';
import { DEFAULT_SENSOR_INTERVAL_MS } from '../repositories/sensorKinds.ts';

export interface SimulatorOptions {
  seed: number;
  tickMs: number;
  /** store a status sample every this many ticks */
  sampleEvery?: number;
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
  private readonly batteries: BatterySimulation;
  private readonly collection: CollectionSimulation;
  private readonly sensors: SensorSimulation;
  private readonly printers: PrinterSimulation;
  private readonly plusDevices: PlusDeviceSimulation;
  private readonly hardware: StoreHardwareInstaller;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** ticks begun and ticks that threw, since the process started (read by the metrics at scrape) */
  readonly counts = { ticks: 0, failures: 0 };

  constructor(
    private readonly db: Db,
    private readonly options: SimulatorOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.prng = createPrng(options.seed);
    this.repos = createRepositories(db);
    this.serverSim = new ServerBehaviour(this.repos, options);
    this.tagRadio = new TagRadio(db, this.repos.alarms, createPrng(options.seed + 7), { seed: options.seed });
    this.batteries = new BatterySimulation(db, options.seed);
    this.gatewaySim = new GatewaySimulation(db, this.prng, options.tickMs);
    this.collection = new CollectionSimulation(
      db,
      this.repos.collecting,
      this.repos.alarms,
      createPrng(options.seed + 13),
      options.tickMs,
    );
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
        .catch((error: unknown) => {
          this.counts.failures += 1;
          this.log?.error({ err: error }, 'simulator tick failed');
        })
        .finally(() => (this.running = undefined));
    }, this.options.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async tick(now = new Date()): Promise<void> {
    this.counts.ticks += 1;
    const sample =
      this.counts.ticks %
        (this.options.sampleEvery ?? Math.max(1, Math.round(60_000 / this.options.tickMs))) ===
      0;
    const alarms: AlarmInput[] = [];
    await this.serverSim.tick(now, alarms, sample);
    await this.gatewaySim.tick(now, sample, alarms);
    await this.repos.alarms.record(alarms);
    await this.tagRadio.tick(now);
    await this.batteries.tick(now);
    await this.collection.tick(now);
    await this.hardware.tick();
    await this.sensors.tick(now);
    await this.printers.tick(now);
    await this.plusDevices.tick(now);
    await logGatewayChanges(this.db, now);
    await this.repos.stores.refreshCounters();
    if (sample) {
      await this.repos.gateways.history.dropOlderThanADay();
    }
  }
}
