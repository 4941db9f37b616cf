// One poll of the OpenEPaperLink access points (issue 27 §3, issue 33 §1): each AP of kind 'oepl' has its clock
// set to ours (POST /set_time: without NTP the firmware's clock starts in 1970, and its check-in times are only
// comparable with ours once set; a check-in dated before that is no time) and is asked for its tag database; its
// tags land in its store's tag list (a MAC of another store's tag refused, TAG MAC CONFLICT raised once per AP and
// MAC; a tag it no longer reports MISSING), their battery levels in their battery history (a reading on a
// change or every 6 hours, as the simulator's tags report: the battery forecast reads them), its status (NORMAL /
// OFFLINE / ALARM) in the gateways table, where the dashboards, the exceptions and the gateway-offline alarm read
// it; the updates its tags took are confirmed and those they did not take in time fail (server/oepl/confirm.ts).
// Run as the server job 'oepl-poll' (once across instances, server/jobs/serverJobs.ts).
import { emitGatewayTransition } from '../webhooks/events/gatewayStatus.ts';
import { type OeplGatewayRow, type OeplTagWrite } from '../repositories/oepl.ts';
import type { Db } from '../db/db.ts';
import { READING_EVERY_MS } from '../sim/batteries.ts';
import { refreshTaskProgress } from '../tasks/updateTasks.ts';
import { ALARM } from '../repositories/alarms.ts';
import { OeplError, type OeplDatabase, type OeplTag } from './answers.ts';
import { OeplClient } from './client.ts';
import { confirmTaken, expireUnconfirmed } from './confirm.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** how often the access points are polled */
export const OEPL_POLL_EVERY_MS = 30_000;
/** a tag silent this long is MISSING (an OEPL tag checks in every minute or so when idle) */
export const OEPL_MISSING_AFTER_MS = 30 * 60_000;
/** battery millivolts read as 0 % and 100 % (two alkaline cells), and the LOW threshold */
export const OEPL_EMPTY_MV = 2200;
export const OEPL_FULL_MV = 3000;
export const OEPL_LOW_MV = 2450;
/** a battery reading is recorded when the level moved this many points since the tag's last one (else every
 * READING_EVERY_MS): a few millivolts of jitter per check-in are no reading */
export const OEPL_READING_STEP = 3;

/** our tag type name of an OEPL hardware type ('OEPL-33' for hwType 0x33) */
export function oeplTagType(hwType: number): string {
  return `OEPL-${hwType.toString(16).toUpperCase().padStart(2, '0')}`;
}

export function oeplTagWrite(tag: OeplTag, now: Date): OeplTagWrite {
  const mv = tag.batteryMv;
  const battery =
    mv === null || mv === 0
      ? null
      : Math.round(Math.min(100, Math.max(0, ((mv - OEPL_EMPTY_MV) / (OEPL_FULL_MV - OEPL_EMPTY_MV)) * 100)));
  // never seen, or not since the AP's clock was set: no check-in we can date
  const silent = !tag.lastSeen || now.getTime() - tag.lastSeen.getTime() > OEPL_MISSING_AFTER_MS;
  return {
    mac: tag.mac,
    tagType: oeplTagType(tag.hwType),
    battery,
    battStatus: mv === null || mv === 0 ? null : mv < OEPL_LOW_MV ? 'LOW' : 'GOOD',
    rssi: tag.rssi,
    temperature: tag.temperature,
    respondedAt: tag.lastSeen,
    status: silent ? 'MISSING' : tag.pending > 0 ? 'UPDATE' : 'OK',
  };
}

export interface OeplPollResult {
  gwMac: string;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  tags: number;
  dropped: number;
  /** tags refused: their MAC belongs to a tag of another store */
  refused?: number;
  /** tags behind the AP it no longer reports, turned MISSING */
  absent?: number;
  error?: string;
}

type Fetched = OeplDatabase | { error: OeplError };

/**
 * how often this instance sets an AP's clock again while it keeps time: the firmware writes a line to its log in
 * flash for each /set_time, so a poll every 30 s must not set it each time
 */
export const OEPL_CLOCK_REFRESH_MS = 15 * 60_000;
/** per AP address, when this instance last set its clock */
const clockSetAt = new Map<string, number>();

/** sets the AP's clock when this instance has not lately, or the AP lost it (a reboot without NTP) */
async function keepClock(client: OeplClient, address: string, now: Date, lost = false): Promise<void> {
  const since = now.getTime() - (clockSetAt.get(address) ?? Number.NEGATIVE_INFINITY);
  if (!lost && since >= 0 && since < OEPL_CLOCK_REFRESH_MS) return;
  if (await client.setTime(now)) clockSetAt.set(address, now.getTime());
}

/** keeps one AP's clock and asks it for its tag database; what went wrong is an answer too */
async function fetchTags(gateway: OeplGatewayRow, now: Date, timeoutMs?: number): Promise<Fetched> {
  try {
    const client = new OeplClient(gateway.address, timeoutMs);
    await keepClock(client, gateway.address, now);
    const database = await client.tags();
    // check-ins dated on the AP's unset clock: set it now, so that the next ones are dated on ours
    if (database.clockUnset) await keepClock(client, gateway.address, now, true);
    return database;
  } catch (error) {
    if (error instanceof OeplError) return { error };
    throw error;
  }
}

/** one AP's answer written; answers the poll's result and the tasks of the updates it confirmed */
async function writePoll(
  db: Db,
  gateway: OeplGatewayRow,
  fetched: Fetched,
  now: Date,
): Promise<{ result: OeplPollResult; tasks: number[] }> {
  const repo = repositoriesOf(db).oepl;
  if ('error' in fetched) {
    const status = fetched.error.reason === 'offline' ? 'OFFLINE' : 'ALARM';
    await emitGatewayTransition(db, await repo.setStatus(gateway.gwMac, status, null, now), now);
    const result = {
      gwMac: gateway.gwMac,
      status,
      tags: 0,
      dropped: 0,
      error: fetched.error.message,
    } as const;
    return { result, tasks: [] };
  }
  const refused = await refuseForeignMacs(db, gateway, fetched.tags, now);
  const own = fetched.tags.filter((t) => !refused.has(t.mac));
  const writes = own.map((t) => oeplTagWrite(t, now));
  const written = await repo.writeTags(gateway, writes, now);
  // only a database read to its end tells which tags left it
  const absent = fetched.complete
    ? await repo.markAbsent(
        gateway,
        own.map((t) => t.mac),
        now,
      )
    : 0;
  await repo.recordBatteryReadings(gateway, writes, READING_EVERY_MS, OEPL_READING_STEP);
  await emitGatewayTransition(
    db,
    await repo.setStatus(gateway.gwMac, 'NORMAL', fetched.tags.length, now),
    now,
  );
  const tasks = await confirmTaken(db, gateway.gwMac, own, now);
  return {
    result: {
      gwMac: gateway.gwMac,
      status: 'NORMAL',
      tags: written,
      dropped: fetched.dropped,
      refused: refused.size,
      absent,
    },
    tasks,
  };
}

/**
 * The AP's tags whose MAC belongs to a tag of another store: refused (a MAC is one tag, in one store), and TAG MAC
 * CONFLICT raised for each, once per AP and MAC. Answers their MACs.
 */
async function refuseForeignMacs(
  db: Db,
  gateway: OeplGatewayRow,
  tags: OeplTag[],
  now: Date,
): Promise<Set<string>> {
  const repos = repositoriesOf(db);
  const foreign = await repos.oepl.foreignMacs(
    gateway,
    tags.map((t) => t.mac),
  );
  await repos.alarms.raise(
    foreign
      .filter((f) => !f.alarmed)
      .map((f) => ({
        location: gateway.storeCode,
        type: ALARM.tagMacConflict,
        class: 2 as const,
        sourceType: 'gw' as const,
        sourceId: gateway.gwMac,
        data: { mac: f.mac, otherStore: f.storeCode, otherTagId: f.tagId },
        at: now,
      })),
  );
  return new Set(foreign.map((f) => f.mac));
}

/**
 * What the polls change besides the tags: the updates not taken in time fail, the tasks of those confirmed or
 * failed are recounted, and the store lists read the polled rows: the stores' gateway counters (status, offline
 * count) and the tag statistics of the stores polled (dashboards, exceptions), at once rather than at the next
 * stats run.
 */
async function afterPolls(db: Db, stores: string[], tasks: number[], now: Date): Promise<void> {
  const failed = await expireUnconfirmed(db, now);
  await refreshTaskProgress(db, [...new Set([...tasks, ...failed])], now);
  if (stores.length === 0) return;
  await repositoriesOf(db).stores.refreshCounters();
  await repositoriesOf(db).statsRefresh.refresh(stores);
}

/** polls one access point (its registration answers with it) */
export async function pollOeplGateway(
  db: Db,
  gateway: OeplGatewayRow,
  now: Date,
  timeoutMs?: number,
): Promise<OeplPollResult> {
  const { result, tasks } = await writePoll(db, gateway, await fetchTags(gateway, now, timeoutMs), now);
  await afterPolls(db, [gateway.storeCode], tasks, now);
  return result;
}

/**
 * polls every OEPL access point, each in a slot of its own (issue 33 §2): all are asked at once and each answer is
 * written as soon as it is in, so a slow AP delays no other's (it holds only the end of the run, by its deadline at
 * most: server/net/outgoingHttp.ts); what follows the answers (updates not taken in time, store counters,
 * statistics) runs once the last one is in, and a write that fails stops no other AP's
 */
export async function pollOeplGateways(db: Db, now: Date, timeoutMs?: number): Promise<OeplPollResult[]> {
  const gateways = await repositoriesOf(db).oepl.gateways();
  const settled = await Promise.allSettled(
    gateways.map(async (gateway) => writePoll(db, gateway, await fetchTags(gateway, now, timeoutMs), now)),
  );
  const polls = settled.flatMap((poll) => (poll.status === 'fulfilled' ? [poll.value] : []));
  await afterPolls(
    db,
    [...new Set(gateways.map((g) => g.storeCode))],
    polls.flatMap((p) => p.tasks),
    now,
  );
  const failed = settled.find((poll): poll is PromiseRejectedResult => poll.status === 'rejected');
  if (failed) throw failed.reason;
  return polls.map((p) => p.result);
}
