// Types 1 and 2, gateway logs: one gateway's log lines (status changes, collections, reboots), its status
// samples and its alarms, merged in time order; type 2 writes one section per gateway of a store.
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import {
  gatewayLogFileLines,
  gatewayLogHead,
  storeGatewayLogHeads,
  type GatewayLogHead,
} from '../repositories/gatewayLog.ts';
import { stamp, type Sink, type Writer } from './sink.ts';

async function writeGateway(db: Queryable, gw: GatewayLogHead, out: Sink): Promise<void> {
  await out.write(
    `# Gateway ${gw.gwMac} of store ${gw.storeCode}: status ${gw.status ?? '-'}, ip ${gw.ip ?? '-'}, ` +
      `GMP ${gw.gmpVersion ?? '-'}, GRM ${gw.grmVersion ?? '-'}, last status ${gw.lastStatusTime ? stamp(new Date(gw.lastStatusTime)) : '-'}\n`,
  );
  const lines = await gatewayLogFileLines(db, gw.gwMac);
  for (const l of lines) await out.write(`${stamp(new Date(l.time))} ${l.level.padEnd(5)} ${l.message}\n`);
  if (lines.length === 0) await out.write('(no log lines)\n');
}

export const writeGatewayLog: Writer = async ({ db, task, out }) => {
  const gw = await gatewayLogHead(db, task.request.gwMac ?? '');
  if (!gw) throw notFound();
  await writeGateway(db, gw, out);
};

export const writeStoreGatewayLogs: Writer = async ({ db, task, out, progress }) => {
  const gateways = await storeGatewayLogHeads(db, task.request.storeCode ?? '');
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
