// This server's own entry: the real memory and disk figures of the host it runs on (MemAvailable of
// /proc/meminfo, else os.freemem; statfs of the data directory) against the alarm setting's memoryThreshold and
// diskThreshold. Crossing above raises MEMORY USAGE ABNORMAL / DISK USAGE ABNORMAL once (SYSTEM, class 2,
// sourceType 'server'); back under re-arms it. The state lives in system_config 'hostUsage:<host>', so a restart
// does not raise it again. sourceId is this server's own entry of the server list (a `servers` row whose id or
// name is the host name or whose ip is one of the host's addresses), so the alarm shows in that entry's alarm
// history and opens its detail; without such an entry the host name (the console then opens the server list).
// data.host names the host either way.
import { readFile, statfs } from 'node:fs/promises';
import { freemem, hostname, networkInterfaces, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { Queryable } from '../db/db.ts';
import { ALARM } from '../repositories/alarms.ts';
import { repositoriesOf, type Repositories } from '../repositories/index.ts';

export interface HostFigures {
  memoryPercent: number;
  diskPercent: number;
}

async function availableMemory(): Promise<number> {
  try {
    const text = await readFile('/proc/meminfo', 'utf8');
    const kb = /^MemAvailable:\s+(\d+) kB/m.exec(text)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return freemem();
}

/**
 * The disk of a directory, or of its nearest existing parent when it is not there: a server on PostgreSQL keeps
 * its files in the database and may never make its data directory, whose disk is still the one its local files
 * (logs, temporary files) would fill.
 */
async function diskOf(dir: string) {
  for (let at = resolve(dir); ; at = dirname(at)) {
    try {
      return await statfs(at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw error;
    }
  }
}

/** the host's real figures: memory in use and the data directory's disk in use, in % */
export async function hostFigures(dataDir: string): Promise<HostFigures> {
  const total = totalmem();
  const memoryPercent = total > 0 ? (1 - (await availableMemory()) / total) * 100 : 0;
  const disk = await diskOf(dataDir);
  const diskPercent = disk.blocks > 0 ? (1 - disk.bavail / disk.blocks) * 100 : 0;
  return {
    memoryPercent: Math.round(memoryPercent * 10) / 10,
    diskPercent: Math.round(diskPercent * 10) / 10,
  };
}

export class HostMonitor {
  readonly host = hostname();
  private readonly repos: Repositories;

  constructor(
    private readonly db: Queryable,
    private readonly figures: () => Promise<HostFigures>,
  ) {
    this.repos = repositoriesOf(db);
  }

  /** the id of this server's own entry in the server list, else the host name */
  async ownEntry(): Promise<string> {
    const addresses = Object.values(networkInterfaces()).flatMap((list) =>
      (list ?? []).filter((a) => !a.internal).map((a) => a.address),
    );
    return (await this.repos.servers.entryOfHost(this.host, addresses)) ?? this.host;
  }

  /** Compares the figures with the thresholds; answers the alarm types raised. */
  async check(now = new Date()): Promise<string[]> {
    const setting = await this.repos.alarmNotifications.setting();
    const figures = await this.figures();
    const key = `hostUsage:${this.host}`;
    const stored = await this.repos.systemConfig.get<{ memoryAbove?: boolean; diskAbove?: boolean }>(key);
    const before = stored ?? {};
    const memoryAbove = figures.memoryPercent > setting.memoryThreshold;
    const diskAbove = figures.diskPercent > setting.diskThreshold;
    const raised: string[] = [];
    if (memoryAbove && !before.memoryAbove) raised.push(ALARM.memoryUsageAbnormal);
    if (diskAbove && !before.diskAbove) raised.push(ALARM.diskUsageAbnormal);
    if (memoryAbove !== !!before.memoryAbove || diskAbove !== !!before.diskAbove || stored === undefined)
      await this.repos.systemConfig.set(key, { memoryAbove, diskAbove });
    const sourceId = raised.length > 0 ? await this.ownEntry() : this.host;
    await this.repos.alarms.raise(
      raised.map((type) => ({
        location: 'SYSTEM',
        type,
        class: 2 as const,
        sourceType: 'server' as const,
        sourceId,
        at: now,
        data:
          type === ALARM.memoryUsageAbnormal
            ? { host: this.host, percent: figures.memoryPercent, threshold: setting.memoryThreshold }
            : { host: this.host, percent: figures.diskPercent, threshold: setting.diskThreshold },
      })),
    );
    return raised;
  }
}
