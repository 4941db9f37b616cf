// One poll of the OpenEPaperLink access points (issue 27 §3): each AP of kind 'oepl' is asked for its tag
// database; its tags land in its store's tag list and its status (NORMAL / OFFLINE / ALARM) in the gateways
// table, where the dashboards, the exceptions and the gateway-offline alarm read it. Run as the server job
// 'oepl-poll' (once across instances, server/jobs/serverJobs.ts).
import { OeplRepository, type OeplGatewayRow, type OeplTagWrite } from '../repositories/oepl.ts';
import type { Db } from '../db/db.ts';
import { tables } from '../generated/tables.ts';
import { StatsRefreshRepository } from '../repositories/statsRefresh.ts';
import { StoresRepository } from '../repositories/stores.ts';
import { OeplClient, OeplError, type OeplTag } from './client.ts';

/** how often the access points are polled */
export const OEPL_POLL_EVERY_MS = 30_000;
/** a tag silent this long is MISSING (an OEPL tag checks in every minute or so when idle) */
export const OEPL_MISSING_AFTER_MS = 30 * 60_000;
/** battery millivolts read as 0 % and 100 % (two alkaline cells), and the LOW threshold */
export const OEPL_EMPTY_MV = 2200;
export const OEPL_FULL_MV = 3000;
export const OEPL_LOW_MV = 2450;

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
  const silent = !tag.lastSeen || now.getTime() - tag.lastSeen.getTime() > OEPL_MISSING_AFTER_MS;
  return {
    mac: tag.mac,
    tagType: oeplTagType(tag.hwType),
    battery,
    battStatus: mv === null || mv === 0 ? null : mv < OEPL_LOW_MV ? 'LOW' : 'GOOD',
    rssi: tag.rssi,
    temperature: tag.temperature,
    respondedAt: tag.lastSeen,
    status: silent ? 'MISSING' : tag.pending ? 'UPDATE' : 'OK',
  };
}

export interface OeplPollResult {
  gwMac: string;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  tags: number;
  dropped: number;
  error?: string;
}

type Fetched = { tags: OeplTag[]; dropped: number } | { error: OeplError };

/** asks one AP for its tag database; what went wrong is an answer too */
async function fetchTags(gateway: OeplGatewayRow, timeoutMs?: number): Promise<Fetched> {
  try {
    return await new OeplClient(gateway.address, timeoutMs).tags();
  } catch (error) {
    if (error instanceof OeplError) return { error };
    throw error;
  }
}

async function writePoll(
  repo: OeplRepository,
  gateway: OeplGatewayRow,
  fetched: Fetched,
  now: Date,
): Promise<OeplPollResult> {
  if ('error' in fetched) {
    const status = fetched.error.reason === 'offline' ? 'OFFLINE' : 'ALARM';
    await repo.setStatus(gateway.gwMac, status, null, now);
    return { gwMac: gateway.gwMac, status, tags: 0, dropped: 0, error: fetched.error.message };
  }
  const written = await repo.writeTags(
    gateway,
    fetched.tags.map((t) => oeplTagWrite(t, now)),
    now,
  );
  await repo.setStatus(gateway.gwMac, 'NORMAL', fetched.tags.length, now);
  return { gwMac: gateway.gwMac, status: 'NORMAL', tags: written, dropped: fetched.dropped };
}

/**
 * What the store lists read from the polled rows: the stores' gateway counters (status, offline count) and the
 * tag statistics of the stores polled (dashboards, exceptions), at once rather than at the next stats run.
 */
async function refreshStores(db: Db, stores: string[]): Promise<void> {
  if (stores.length === 0) return;
  await new StoresRepository(db, tables.store).refreshCounters();
  await new StatsRefreshRepository(db).refresh(stores);
}

/** polls one access point (its registration answers with it) */
export async function pollOeplGateway(
  db: Db,
  gateway: OeplGatewayRow,
  now: Date,
  timeoutMs?: number,
): Promise<OeplPollResult> {
  const result = await writePoll(new OeplRepository(db), gateway, await fetchTags(gateway, timeoutMs), now);
  await refreshStores(db, [gateway.storeCode]);
  return result;
}

/**
 * polls every OEPL access point: all are asked at once (an AP that does not answer costs its timeout once, not
 * once per AP, and the job's transaction waits on the network that long at most), then their answers written
 */
export async function pollOeplGateways(db: Db, now: Date, timeoutMs?: number): Promise<OeplPollResult[]> {
  const repo = new OeplRepository(db);
  const gateways = await repo.gateways();
  const fetched = await Promise.all(gateways.map((gateway) => fetchTags(gateway, timeoutMs)));
  const results: OeplPollResult[] = [];
  for (const [i, gateway] of gateways.entries())
    results.push(await writePoll(repo, gateway, fetched[i], now));
  await refreshStores(db, [...new Set(gateways.map((g) => g.storeCode))]);
  return results;
}
