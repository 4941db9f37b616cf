// The simulator's batteries (issue 27 §2): every tag behind a simulated gateway drains by the model of
// batteryDrain.ts (its type, its updates of the last week, its temperature) and reports a reading every
// READING_EVERY_MS into tag_battery_history and the tag (battery, battStatus: LOW under 20, the statistics'
// low-battery count follows); a LOW battery is replaced 2 to 20 days after it crossed (the level jumps to 95-100).
// A tag seen for the first time gets BACKFILL_DAYS of daily readings before its oldest one, as the model says it
// drained (a replacement jump included where it passes a new battery's level), so the forecast has a history from
// the first start. Deterministic for the seed: the readings and replacements are hashes of the seed and the tag.
import type { Queryable } from '../db/db.ts';
import {
  BatterySimRepository,
  type DueSimTag,
  type NewSimTag,
  type SimReadingWrite,
  type SimStateWrite,
} from './statements/batteries.ts';
import {
  backfillReadings,
  dailyDrain,
  hashText,
  stepBattery,
  tagProfile,
  type BatteryState,
} from './batteryDrain.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** a tag reports its battery this often */
export const READING_EVERY_MS = 6 * 3600_000;
/** days of history a tag seen for the first time gets */
export const BACKFILL_DAYS = 45;
/** tags first seen per tick (each with BACKFILL_DAYS readings) */
const UNSEEN_PER_TICK = 400;
/** readings per tick at most */
const DUE_PER_TICK = 2000;
/** once every tag has a state, look for new ones every this many ticks */
const UNSEEN_EVERY_TICKS = 60;

const iso = (at: number) => new Date(at).toISOString();

export class BatterySimulation {
  private readonly repo: BatterySimRepository;
  private ticks = 0;
  /** the tick after which new tags are looked for again (0: every tick while some are found) */
  private nextUnseenTick = 0;

  constructor(
    private readonly db: Queryable,
    private readonly seed: number,
  ) {
    this.repo = new BatterySimRepository(db);
  }

  async tick(now: Date): Promise<void> {
    this.ticks += 1;
    if (this.ticks >= this.nextUnseenTick) {
      const found = await this.adopt(now);
      this.nextUnseenTick = found < UNSEEN_PER_TICK ? this.ticks + UNSEEN_EVERY_TICKS : 0;
    }
    await this.read(now);
  }

  /** the first tick a tag reports at: staggered over the reading period, stable per tag */
  private firstReadingAt(tagId: string, now: number): number {
    return now + (hashText(`${this.seed}|${tagId}|first`) % READING_EVERY_MS);
  }

  /** gives new tags a state anchored at their oldest reading (or now) and their backfilled history */
  private async adopt(now: Date): Promise<number> {
    const tags: NewSimTag[] = await this.repo.unseen(now, UNSEEN_PER_TICK);
    const states: SimStateWrite[] = [];
    const history: SimReadingWrite[] = [];
    for (const tag of tags) {
      const rate = dailyDrain(tagProfile(tag));
      const anchor =
        tag.oldestAt && tag.oldestLevel !== null
          ? { at: new Date(tag.oldestAt).getTime(), level: tag.oldestLevel }
          : { at: now.getTime(), level: tag.battery };
      for (const reading of backfillReadings(this.seed, tag.tagId, anchor, rate, BACKFILL_DAYS))
        history.push({
          tagId: tag.tagId,
          storeCode: tag.storeCode,
          battery: reading.level,
          at: iso(reading.at),
        });
      states.push({
        tagId: tag.tagId,
        storeCode: tag.storeCode,
        level: tag.battery,
        at: now.toISOString(),
        cycle: 0,
        readings: 0,
        replaceAt: null,
        nextAt: iso(this.firstReadingAt(tag.tagId, now.getTime())),
      });
    }
    await this.repo.insertHistory(history);
    await this.repo.saveStates(states);
    return tags.length;
  }

  /** the due tags report: the model's level with noise, replacements made */
  private async read(now: Date): Promise<void> {
    const due: DueSimTag[] = await this.repo.due(now, DUE_PER_TICK);
    if (due.length === 0) return;
    const at = now.getTime();
    const states: SimStateWrite[] = [];
    const readings: SimReadingWrite[] = [];
    for (const tag of due) {
      const state: BatteryState = {
        level: tag.level,
        at: new Date(tag.at).getTime(),
        cycle: tag.cycle,
        readings: tag.readings,
        replaceAt: tag.replaceAt ? new Date(tag.replaceAt).getTime() : null,
      };
      const next = stepBattery(this.seed, tag.tagId, state, dailyDrain(tagProfile(tag)), at);
      readings.push({
        tagId: tag.tagId,
        storeCode: tag.storeCode,
        battery: next.reading,
        at: now.toISOString(),
      });
      states.push({
        tagId: tag.tagId,
        storeCode: tag.storeCode,
        level: next.state.level,
        at: now.toISOString(),
        cycle: next.state.cycle,
        readings: next.state.readings,
        replaceAt: next.state.replaceAt === null ? null : iso(next.state.replaceAt),
        nextAt: iso(at + READING_EVERY_MS),
      });
    }
    const moved = await this.repo.report(readings);
    await this.repo.saveStates(states);
    if (moved.length > 0) {
      await repositoriesOf(this.db).statsDeltas.apply(
        moved.map((tag) => ({
          storeCode: tag.storeCode,
          gwMac: tag.gwMac,
          tagType: tag.tagType,
          oldStatus: tag.status,
          newStatus: tag.status,
          oldBattStatus: tag.oldBattStatus,
          newBattStatus: tag.newBattStatus,
          // a battery reading is no update of the tag (its updatedAt stays)
          wasToday: true,
          updated: false,
        })),
      );
    }
  }
}
