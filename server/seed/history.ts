// 24 hours of status samples for the server and gateway charts, so a fresh demo has history to show: the servers'
// and the demo stores' gateways' (a demo seeded onto a chain's fleet leaves the chain's thousands of gateways alone).
import type { Queryable } from '../db/db.ts';
import { SeedStatusSamplesRepository } from './statements/statusSamples.ts';
import { createPrng } from '../sim/prng.ts';

const STEP_MINUTES = 10;

export async function seedStatusHistory(db: Queryable, seed: number, storeCodes: string[]): Promise<void> {
  const prng = createPrng(seed + 7);
  const now = Date.now();
  const times = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) =>
    new Date(now - (i + 1) * STEP_MINUTES * 60_000).toISOString(),
  );

  const samples = new SeedStatusSamplesRepository(db);
  const servers = await samples.serverIds();
  const sIds: string[] = [];
  const sTimes: string[] = [];
  const sRam: string[] = [];
  const sDisk: string[] = [];
  for (const id of servers) {
    let ram = prng.int(30, 60);
    for (const time of times) {
      ram = Math.min(95, Math.max(10, ram + prng.int(-4, 4)));
      sIds.push(id);
      sTimes.push(time);
      sRam.push(JSON.stringify({ used: Math.round(ram * 16) / 100, total: 16 }));
      sDisk.push(JSON.stringify({ used: 120 + prng.int(0, 5), total: 500 }));
    }
  }
  await samples.insertServerSamples({ serverIds: sIds, times: sTimes, ramUsages: sRam, diskUsages: sDisk });

  const gateways = await samples.gatewayMacs(storeCodes);
  const gMacs: string[] = [];
  const gTimes: string[] = [];
  const gMemory: number[] = [];
  const gDisk: string[] = [];
  for (const gwMac of gateways) {
    let memory = prng.int(25, 55);
    for (const time of times) {
      memory = Math.min(95, Math.max(10, memory + prng.int(-3, 3)));
      gMacs.push(gwMac);
      gTimes.push(time);
      gMemory.push(memory);
      gDisk.push(
        JSON.stringify([
          { path: 'ramdisk', percent: prng.int(10, 40) },
          { path: 'ramdisk logs', percent: prng.int(20, 70) },
        ]),
      );
    }
  }
  await samples.insertGatewaySamples({ gwMacs: gMacs, times: gTimes, memories: gMemory, disks: gDisk });
}
