// One failover drill (README "Failover"), shared by scripts/drill/failover.ts and tests/server/failover.spec.ts:
// a primary and a synchronous standby behind a TCP proxy (./database.ts), server instances as processes on the
// proxy's address, the mixed load (./load.ts); then the primary is killed (SIGKILL), the standby promoted and the
// proxy switched, and the drill waits for states: a write answered 2xx again, the jobs and heartbeats running on the
// new primary, the simulator's samples too. It answers what failed meanwhile and whether every acknowledged write is on the new primary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { signIn } from '../bench/signIn';
import { removeInBackground, startDrillDatabase } from './database';
import { isOk, lostWrites, startMixedLoad, type AcknowledgedWrite, type MixedLoad } from './load';
import { becomes } from './waitFor';

export interface DrillOptions {
  instances: number;
  loadRps: number;
  /** resolves when the primary is to die: after some seconds (the script), some acknowledged writes (the test) */
  beforeKill(load: MixedLoad): Promise<void>;
  /** the longest wait for each state after the kill (default 120 s) */
  limitMs?: number;
  /** keeps the instances' data directories and logs (their paths are in the report) */
  keepLogs?: boolean;
  log?(line: string): void;
}

export interface OutageCounts {
  /** requests answered after the kill and sent before the API answered again */
  total: number;
  ok: number;
  status503: number;
  status500: number;
  /** any other status that is not 2xx */
  otherStatus: number;
  /** no HTTP answer (connection refused or reset, timeout) */
  network: number;
}

export interface DrillReport {
  instances: number;
  loadRps: number;
  /** from the kill to the first write answered 2xx after the switch; undefined when none came in time */
  secondsUntilAnswers?: number;
  /** the part of it after the promotion and the proxy's switch */
  secondsAfterSwitch?: number;
  outage: OutageCounts;
  acknowledgedBeforeKill: number;
  /** of the writes acknowledged before the kill, those with their value on the new primary */
  onNewPrimaryBeforeKill: number;
  /** every acknowledged write (before the kill and after the switch) missing on the new primary or changed */
  lost: AcknowledgedWrite[];
  acknowledgedTotal: number;
  /** status 500 answers over the whole run */
  status500Total: number;
  /** a server job finished on the new primary after the switch */
  jobsRunAgain: boolean;
  /** every instance beat its heartbeat on the new primary after the switch */
  heartbeatsAgain: boolean;
  /** the simulator wrote a server status sample on the new primary after the switch */
  simulatorAgain: boolean;
  logFiles: string[];
}

const INSTANCE_ENV = {
  DEMO: '1',
  LOG_LEVEL: 'warn',
  PG_POOL_SIZE: '4',
  // beats, job periods and simulator ticks short enough for the drill to see them resume on the new primary; the
  // simulator (in one instance) writes a server status sample every tick
  HEARTBEAT_MS: '1000',
  RULES_EVERY_MS: '1000',
  SIM: '1',
  SIM_TICK_MS: '1000',
  SIM_SAMPLE_EVERY_TICKS: '1',
};

export function countOutage(
  outcomes: MixedLoad['outcomes'],
  killAt: number,
  recoveredAt: number,
): OutageCounts {
  const during = outcomes.filter((o) => o.answeredAt >= killAt && o.sentAt <= recoveredAt);
  const status = (code: number) => during.filter((o) => o.status === code).length;
  const ok = during.filter(isOk).length;
  const network = during.filter((o) => o.status === 'network').length;
  return {
    total: during.length,
    ok,
    status503: status(503),
    status500: status(500),
    otherStatus: during.length - ok - network - status(503) - status(500),
    network,
  };
}

export async function runFailoverDrill(options: DrillOptions): Promise<DrillReport> {
  const log = options.log ?? (() => undefined);
  const limitMs = options.limitMs ?? 120_000;
  const db = await startDrillDatabase();
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  const removeDataDirs = () => {
    if (!options.keepLogs) removeInBackground(dataDirs);
  };
  // an exit before the end (Ctrl+C): the instances are killed by startServer's own handler, their files go here
  process.once('exit', removeDataDirs);
  let load: MixedLoad | undefined;
  try {
    const env = { ...INSTANCE_ENV, DATABASE_URL: db.url };
    const startInstance = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), `esl-drill-${servers.length}-`));
      dataDirs.push(dataDir);
      servers.push(await startServer({ env, dataDir }));
      log(`instance ${servers.length}: ${servers.at(-1)!.baseUrl}`);
    };
    // the first instance migrates and seeds the demo alone, before commits wait for the standby
    log(`primary on 127.0.0.1:${db.primary().port}, proxy on 127.0.0.1:${db.proxy.port}`);
    await startInstance();
    await db.addSynchronousStandby();
    log('synchronous standby streaming');
    while (servers.length < options.instances) await startInstance();

    const apiBases = servers.map((server) => `${server.baseUrl}/api`);
    load = startMixedLoad(apiBases, await signIn(apiBases[0]!), options.loadRps);
    await options.beforeKill(load);

    const killAt = performance.now();
    db.killPrimary();
    log(`primary killed after ${load.acknowledged.length} acknowledged writes`);
    const acknowledgedBeforeKill = load.acknowledged.filter((write) => write.answeredAt < killAt);
    await db.promoteStandby();
    const switchAt = performance.now();
    const [{ now: switchedAt }] = await db.query<{ now: Date }>('SELECT now()');
    log('standby promoted, proxy switched');

    const running = load;
    const recovered = () => running.acknowledged.find((write) => write.answeredAt > switchAt);
    await becomes(async () => recovered() !== undefined, limitMs);
    const recoveredAt = recovered()?.answeredAt;
    const jobsRunAgain = await becomes(
      async () =>
        (await db.query(`SELECT 1 FROM job_runs WHERE "finishedAt" > $1 LIMIT 1`, [switchedAt])).length > 0,
      limitMs,
    );
    const heartbeatsAgain = await becomes(
      async () =>
        (await db.query(`SELECT 1 FROM server_instances WHERE "heartbeatAt" > $1`, [switchedAt])).length >=
        servers.length,
      limitMs,
    );
    const simulatorAgain = await becomes(
      async () =>
        (await db.query(`SELECT 1 FROM server_status_samples WHERE time > $1 LIMIT 1`, [switchedAt])).length >
        0,
      limitMs,
    );
    await load.stop();

    const lost = await lostWrites(load.acknowledged, (sql, params) =>
      db.query<{ key: string; value: string | null }>(sql, params),
    );
    const lostKeys = new Set(lost.map((write) => write.key));
    return {
      instances: servers.length,
      loadRps: options.loadRps,
      secondsUntilAnswers: recoveredAt === undefined ? undefined : (recoveredAt - killAt) / 1000,
      secondsAfterSwitch: recoveredAt === undefined ? undefined : (recoveredAt - switchAt) / 1000,
      outage: countOutage(load.outcomes, killAt, recoveredAt ?? performance.now()),
      acknowledgedBeforeKill: acknowledgedBeforeKill.length,
      onNewPrimaryBeforeKill: acknowledgedBeforeKill.filter((write) => !lostKeys.has(write.key)).length,
      lost,
      acknowledgedTotal: load.acknowledged.length,
      status500Total: load.outcomes.filter((o) => o.status === 500).length,
      jobsRunAgain,
      heartbeatsAgain,
      simulatorAgain,
      logFiles: servers.map((server) => server.logFile),
    };
  } finally {
    await load?.stop();
    // stop() of a server that kept its data directory leaves it: removed here unless the logs are wanted
    for (const server of servers) await server.stop().catch((error: unknown) => log(String(error)));
    process.removeListener('exit', removeDataDirs);
    if (!options.keepLogs) for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await db.stop();
  }
}
