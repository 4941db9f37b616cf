// The simulator's radio (issue 4): carries out pending update task tags through each tag's gateway. A row gets
// a due time (seconds to a minute, compressed in demo time); when due and its gateway is not OFFLINE (an
// offline gateway stalls its tags), the tag answers OK or NG (a few percent, more with weak rssi or low battery).
// OK pushes the product info (the row keeps the prInfo snapshot), sets respondedAt, drains the battery, may reset,
// reads the temperature; PAGE sets the tag's page, DEASSIGN clears its product. Statistics follow every status
// change; alarms: UPDATE FAILURE, TAG STATUS CHECK TIME OUT, low-battery list changed or cleared. Each row's
// delivery (asked, taken, confirmed or failed, tries, cause) is recorded as a delivery attempt (tagRadioDelivery.ts).
import type { Queryable } from '../db/db.ts';
import type { AlarmsRepository } from '../repositories/alarms.ts';
import { DeliveryRepository } from '../repositories/delivery.ts';
import { StatsDeltasRepository } from '../repositories/statsDeltas.ts';
import { refreshTaskProgress } from '../tasks/updateTasks.ts';
import type { Prng } from './prng.ts';
import { checkLowBattery, raiseTimeouts, raiseUpdateFailures } from './tagRadioAlarms.ts';
import { recordSamples, type RadioSample } from './tagRadioHistory.ts';
import { afterUpdate, delayMs, failureRate, LOW_BATTERY } from './tagRadioOutcome.ts';
import { failureCause, planDelivery } from './tagRadioDelivery.ts';
import { changeSomeProducts } from './tagRadioProducts.ts';
import { applyAnswers, type Answer } from './tagRadioWrite.ts';
import { dueRows, freshRows, setDueTimes } from './statements/tagRadio.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** the compression of the fast mode: radio delays of 2–60 ms instead of seconds (benchmarks) */
export const FAST_COMPRESSION = 1000;

export interface TagRadioOptions {
  /** demo time compression of the radio delays (4: a minute of radio time takes 15 s) */
  compression?: number;
  /** fast mode (benchmarks): delays compressed by FAST_COMPRESSION; the same PRNG draws, so as deterministic */
  fast?: boolean;
  /** change some products every this many ticks (0: never) */
  productEvery?: number;
  /** rows answered per tick at most */
  batch?: number;
  /** check every store's low-battery list every this many ticks */
  lowBatteryEvery?: number;
  /** the simulator's seed: the delivery timings (tagRadioDelivery.ts) draw from it per row */
  seed?: number;
}

export class TagRadio {
  private ticks = 0;
  private readonly deltas: StatsDeltasRepository;
  private readonly delivery: DeliveryRepository;
  private readonly compression: number;

  constructor(
    private readonly db: Queryable,
    private readonly alarms: AlarmsRepository,
    private readonly prng: Prng,
    private readonly options: TagRadioOptions = {},
  ) {
    this.deltas = repositoriesOf(db).statsDeltas;
    this.delivery = repositoriesOf(db).delivery;
    this.compression = options.fast ? FAST_COMPRESSION : (options.compression ?? 4);
  }

  async tick(now: Date): Promise<void> {
    this.ticks += 1;
    const productEvery = this.options.productEvery ?? 3;
    if (productEvery > 0 && this.ticks % productEvery === 0)
      await changeSomeProducts(this.db, this.prng, now);
    await this.schedule(now);
    const touched = await this.answer(now);
    const everyStore = this.ticks % (this.options.lowBatteryEvery ?? 12) === 1;
    if (everyStore || touched.length > 0) {
      await checkLowBattery(this.db, this.alarms, everyStore ? 'all' : touched, now);
    }
    await raiseTimeouts(this.db, this.alarms, now);
  }

  /** gives every new pending row its due time: the radio delay, its gateway's queue, retries (tagRadioDelivery.ts) */
  private async schedule(now: Date): Promise<void> {
    const fresh = await freshRows(this.db);
    if (fresh.length === 0) return;
    const seed = this.options.seed ?? 0;
    const plans = fresh.map((r) => planDelivery(seed, r, r.queued));
    const c = this.compression;
    const due = fresh.map(
      (_, i) => now.getTime() + delayMs(this.prng, c) + Math.round((plans[i].queueMs + plans[i].extraMs) / c),
    );
    await setDueTimes(
      this.db,
      fresh.map((r, i) => ({ taskId: r.taskId, tagId: r.tagId, dueAt: new Date(due[i]).toISOString() })),
    );
    await this.delivery.scheduled(
      fresh.map((r, i) => ({
        ...r,
        askedAt: new Date(r.createdAt ?? now).toISOString(),
        // an OFFLINE gateway takes nothing (its tags wait for it)
        takenAt: r.gatewayOffline
          ? null
          : new Date(now.getTime() + Math.round(plans[i].queueMs / c)).toISOString(),
        tries: plans[i].tries,
      })),
    );
  }

  /** answers the due rows whose gateway is up; returns the stores whose tags' batteries changed */
  private async answer(now: Date): Promise<string[]> {
    const due = await dueRows(this.db, now.toISOString(), this.options.batch ?? 500);
    if (due.length === 0) return [];
    const given: Answer[] = [];
    for (const row of due) {
      const ok = !this.prng.chance(failureRate(row.rssi, row.battery));
      given.push({ row, ok, reading: ok ? afterUpdate(this.prng, row) : null });
    }
    // only the rows still due are written (read without a lock)
    const { written: answers, changes } = await applyAnswers(this.db, given, now);
    const samples: RadioSample[] = answers.flatMap(({ row, reading }) =>
      reading ? [{ tagId: row.tagId, storeCode: row.storeCode, ...reading }] : [],
    );
    await this.deltas.apply(changes);
    await recordSamples(this.db, samples, now);
    const seed = this.options.seed ?? 0;
    await this.delivery.finished(
      answers.map(({ row, ok }) => ({ ...row, ok, cause: ok ? null : failureCause(seed, row) })),
      now,
    );
    const ended = await refreshTaskProgress(this.db, [...new Set(due.map((r) => r.taskId))], now);
    await raiseUpdateFailures(this.db, this.alarms, ended, now);
    const batteryMoved = answers.filter(
      (a) => a.reading && a.reading.battery < LOW_BATTERY !== (a.row.battStatus === 'LOW'),
    );
    return [...new Set(batteryMoved.map((a) => a.row.storeCode))];
  }
}
