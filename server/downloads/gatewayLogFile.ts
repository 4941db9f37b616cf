// Types 1 and 2, gateway logs: one gateway's log lines (status changes, collections, reboots), its status
// samples and its alarms, merged in time order; type 2 writes one section per gateway of a store.
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { stamp, type Sink, type Writer } from './sink.ts';

interface GatewayHead {
  gwMac: string;
  storeCode: string;
  status: string | null;
  ip: string | null;
  gmpVersion: string | null;
  grmVersion: string | null;
  lastStatusTime: Date | null;
}

const HEAD = `SELECT "gwMac", "storeCode", status, ip, "gmpVersion", "grmVersion", "lastStatusTime" FROM gateways`;

async function writeGateway(db: Queryable, gw: GatewayHead, out: Sink): Promise<void> {
  await out.write(
    `# Gateway ${gw.gwMac} of store ${gw.storeCode}: status ${gw.status ?? '-'}, ip ${gw.ip ?? '-'}, ` +
      `GMP ${gw.gmpVersion ?? '-'}, GRM ${gw.grmVersion ?? '-'}, last status ${gw.lastStatusTime ? stamp(new Date(gw.lastStatusTime)) : '-'}\n`,
  );
  const lines = await db.query<{ time: Date; level: string; message: string }>(
    `SELECT time, level, message FROM (
       SELECT time, level, message, 0 AS ord FROM gateway_log WHERE "gwMac" = $1
       UNION ALL
       SELECT time, 'INFO', 'sample memory ' || round(memory::numeric, 1) || '%' ||
         COALESCE((SELECT string_agg(' ' || (d->>'path') || ' ' || (d->>'percent') || '%', '') FROM jsonb_array_elements(disk) d), ''), 1
       FROM gateway_status_samples WHERE "gwMac" = $1
       UNION ALL
       SELECT "alarmTime", CASE class WHEN 3 THEN 'ERROR' WHEN 2 THEN 'WARN' ELSE 'INFO' END,
         'alarm ' || type || COALESCE(' ' || data::text, ''), 2
       FROM alarm_history WHERE "sourceType" = 'gw' AND "sourceId" = $1
     ) l ORDER BY time, ord LIMIT 200000`,
    [gw.gwMac],
  );
  for (const l of lines) await out.write(`${stamp(new Date(l.time))} ${l.level.padEnd(5)} ${l.message}\n`);
  if (lines.length === 0) await out.write('(no log lines)\n');
}

export const writeGatewayLog: Writer = async ({ db, task, out }) => {
  const [gw] = await db.query<GatewayHead>(`${HEAD} WHERE "gwMac" = $1`, [task.request.gwMac]);
  if (!gw) throw notFound();
  await writeGateway(db, gw, out);
};

export const writeStoreGatewayLogs: Writer = async ({ db, task, out, progress }) => {
  const gateways = await db.query<GatewayHead>(`${HEAD} WHERE "storeCode" = $1 ORDER BY "gwIndex", "gwMac"`, [
    task.request.storeCode,
  ]);
  await out.write(
    `# Gateway logs of store ${task.request.storeCode}: ${gateways.length} gateways, written ${stamp(new Date())}\n`,
  );
  for (const [index, gw] of gateways.entries()) {
    await out.write(`\n========== [${index + 1}/${gateways.length}] ${gw.gwMac} ==========\n`);
    if (gw.status === 'OFFLINE') await out.write(`(gateway offline: only the log kept by the server)\n`);
    await writeGateway(db, gw, out);
    await progress(((index + 1) / Math.max(gateways.length, 1)) * 100);
  }
};
