// The simulator's side of the tag status collection (doc 1 §4): each tick, every running collection handles a
// batch of its store's tags in tagId order (respondedAt, battery, rssi, a missing tag found), sized so a store
// takes 30 to 90 s of demo time; tags behind an offline gateway do not answer. The row is removed when done;
// one running longer than COLLECTION_TIMEOUT_MS raises TAG STATUS CHECK TIME OUT and is ended.
import type { Queryable } from '../db/db.ts';
import { appendGatewayLog } from '../repositories/gatewayLog.ts';
import { ALARM, type AlarmsRepository } from '../repositories/alarms.ts';
import type { CollectingRepository, CollectingRow } from '../repositories/collecting.ts';
import type { Prng } from './prng.ts';
import { collectBatch } from './statements/collection.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const COLLECTION_TIMEOUT_MS = 10 * 60_000;
export const CMD_NAMES = ['Tag Status Check', 'Battery Check', 'Gateway Scan'] as const;
export const ALL_TAG_STATUS_COLLECT = 'All Tag Status Collect';

/** demo duration of a store's collection, 30 to 90 s, stable per store */
export function collectionDurationMs(storeCode: string): number {
  let hash = 0;
  for (const char of storeCode) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 30_000 + (hash % 61) * 1000;
}

export function cmdName(cmd: number | null | undefined): string {
  return cmd === 0 || cmd === 1 || cmd === 2 ? CMD_NAMES[cmd] : ALL_TAG_STATUS_COLLECT;
}

export class CollectionSimulation {
  constructor(
    private readonly db: Queryable,
    private readonly collecting: CollectingRepository,
    private readonly alarms: AlarmsRepository,
    private readonly prng: Prng,
    private readonly tickMs: number,
  ) {}

  async tick(now: Date): Promise<void> {
    for (const row of await this.collecting.running()) await this.step(row, now);
  }

  private async step(row: CollectingRow, now: Date): Promise<void> {
    const started = new Date(row.startTime).getTime();
    if (now.getTime() - started > COLLECTION_TIMEOUT_MS) {
      await this.alarms.raise({
        location: row.storeCode,
        type: ALARM.tagStatusCheckTimeOut,
        class: 2,
        data: { cmd: row.cmd, processed: row.processed, total: row.total, startTime: row.startTime },
        at: now,
      });
      await this.finish(
        row,
        now,
        `${cmdName(row.cmd)} timed out after ${row.processed}/${row.total} tags`,
        'WARN',
      );
      return;
    }
    if (row.processed === 0 && row.checkTime === null) {
      await this.log(row, now, `${cmdName(row.cmd)} started (${row.total} tags)`, 'INFO');
    }
    const remaining = row.total - row.processed;
    const left = Math.max(this.tickMs, started + collectionDurationMs(row.storeCode) - now.getTime());
    const size = Math.max(1, Math.ceil((remaining * this.tickMs) / left));
    const batch = remaining > 0 ? await this.batch(row, size, now) : { cursor: row.cursor, done: 0 };
    const processed = row.processed + batch.done;
    if (batch.done === 0 || processed >= row.total) {
      await this.finish(row, now, `${cmdName(row.cmd)} finished (${processed}/${row.total} tags)`, 'INFO');
      return;
    }
    await this.collecting.advance(row.storeCode, now, batch.cursor, processed);
  }

  /** one batch: the tags after the cursor; only those behind a gateway that is not offline answer */
  private async batch(
    row: CollectingRow,
    size: number,
    now: Date,
  ): Promise<{ cursor: string; done: number }> {
    const all = row.cmd === null;
    const salt = String(this.prng.int(0, 1_000_000));
    const result = await collectBatch(this.db, {
      storeCode: row.storeCode,
      cursor: row.cursor,
      tagList: row.tagList.length ? row.tagList : null,
      size,
      at: now.toISOString(),
      status: all || row.cmd === 0,
      battery: all || row.cmd === 1,
      rssi: all || row.cmd === 2,
      salt,
    });
    // a found tag moves between status groups, a drained battery in or out of the low-battery count
    const changed = result?.changed ?? [];
    if (changed.length > 0) {
      await repositoriesOf(this.db).statsDeltas.apply(
        changed.map((tag) => ({
          storeCode: row.storeCode,
          ...tag,
          // the collection reads the tag; its updatedAt (what "updated today" counts) stays
          wasToday: true,
          updated: false,
        })),
      );
    }
    return { cursor: result?.cursor ?? row.cursor, done: result?.done ?? 0 };
  }

  private async finish(
    row: CollectingRow,
    now: Date,
    message: string,
    level: 'INFO' | 'WARN',
  ): Promise<void> {
    if (await this.collecting.stop(row.storeCode)) await this.log(row, now, message, level);
  }

  private log(row: CollectingRow, now: Date, message: string, level: 'INFO' | 'WARN'): Promise<void> {
    return appendGatewayLog(
      this.db,
      row.gwList.map((gwMac) => ({ gwMac, at: now, level, message })),
    );
  }
}
