// One poll of the OpenEPaperLink access points (issue 27 §3): each AP of kind 'oepl' is asked for its tag
// database; its tags land in its store's tag list and its status (NORMAL / OFFLINE / ALARM) in the gateways
// table, where the dashboards, the exceptions and the gateway-offline alarm read it. Run as the server job
// 'oepl-poll' (once across instances, server/jobs/serverJobs.ts).
import { OeplRepository, type OeplGatewayRow, type OeplTagWrite } from '../repositories/oepl.ts';
import type { Queryable } from '../db/db.ts';
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

export async function pollOeplGateway(
  db: Queryable,
  gateway: OeplGatewayRow,
  now: Date,
  timeoutMs?: number,
): Promise<OeplPollResult> {
  const repo = new OeplRepository(db);
  try {
    const { tags, dropped } = await new OeplClient(gateway.address, timeoutMs).tags();
    const written = await repo.writeTags(
      gateway,
      tags.map((t) => oeplTagWrite(t, now)),
      now,
    );
    await repo.setStatus(gateway.gwMac, 'NORMAL', tags.length, now);
    return { gwMac: gateway.gwMac, status: 'NORMAL', tags: written, dropped };
  } catch (error) {
    if (!(error instanceof OeplError)) throw error;
    const status = error.reason === 'offline' ? 'OFFLINE' : 'ALARM';
    await repo.setStatus(gateway.gwMac, status, null, now);
    return { gwMac: gateway.gwMac, status, tags: 0, dropped: 0, error: error.message };
  }
}

/** polls every OEPL access point, one after the other (a store has a few) */
export async function pollOeplGateways(
  db: Queryable,
  now: Date,
  timeoutMs?: number,
): Promise<OeplPollResult[]> {
  const results: OeplPollResult[] = [];
  for (const gateway of await new OeplRepository(db).gateways()) {
    results.push(await pollOeplGateway(db, gateway, now, timeoutMs));
  }
  return results;
}
