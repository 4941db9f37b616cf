// The failover drill's database (README "Failover"): a throwaway primary and a synchronous streaming standby on
// loopback (tests/support/pgServer.ts) behind a TCP proxy (./tcpProxy.ts) whose address is the instances'
// DATABASE_URL. A commit is acknowledged only once the standby has it on disk (synchronous_commit = on with the
// standby named in synchronous_standby_names), so killing the primary loses no acknowledged write.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { query, startPgServer, waitForReplay, type PgServer } from '../../tests/support/pgServer';
import { startTcpProxy, type TcpProxy } from './tcpProxy';
import { waitFor } from './waitFor';

const DATABASE = 'esl';
const STANDBY_NAME = 'drill_standby';

export interface DrillDatabase {
  /** DATABASE_URL of the instances: the proxy's address */
  readonly url: string;
  readonly proxy: TcpProxy;
  /** the server writes go to now (the standby once promoted) */
  primary(): PgServer;
  /** makes the standby synchronous: from then on a commit waits for it (after the demo seed, which is faster alone) */
  addSynchronousStandby(): Promise<void>;
  /** SIGKILL of the primary's postmaster, a machine that died */
  killPrimary(): void;
  /** promotes the standby and points the proxy at it: what an operator (or an orchestrator) does */
  promoteStandby(): Promise<void>;
  /** runs one statement on the current primary, directly (not through the proxy) */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** on the way out: the directories go in a process of their own, so that no exit handler waits for a disk */
export function removeInBackground(dirs: string[]): void {
  if (dirs.length > 0) spawn('rm', ['-rf', '--', ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/** SIGKILL of a server's whole process group (postmaster and backends), read from its postmaster.pid */
function killProcessGroup(server: PgServer): void {
  try {
    const pid = Number(fs.readFileSync(path.join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(-pid, 'SIGKILL');
  } catch {
    // not running
  }
}

export async function startDrillDatabase(): Promise<DrillDatabase> {
  const servers: PgServer[] = [];
  let proxy: TcpProxy | undefined;
  // the servers must not outlive this process however it ends (an exception, Ctrl+C); an exit handler cannot wait
  const killOnExit = () => {
    for (const server of servers) killProcessGroup(server);
    removeInBackground(servers.map((server) => path.dirname(server.dataDir)));
  };
  process.once('exit', killOnExit);
  try {
    const first = await startPgServer({ name: 'drill_primary' });
    servers.push(first);
    await query(first.url(), `CREATE DATABASE ${DATABASE}`);
    proxy = await startTcpProxy(first.port);
    const through = proxy;
    let current = first;
    let standby: PgServer | undefined;
    return {
      url: `postgres://postgres@127.0.0.1:${through.port}/${DATABASE}`,
      proxy: through,
      primary: () => current,
      async addSynchronousStandby() {
        standby = await startPgServer({ standbyOf: first, name: STANDBY_NAME });
        servers.push(standby);
        await query(first.url(), `ALTER SYSTEM SET synchronous_standby_names = '${STANDBY_NAME}'`);
        await query(first.url(), `ALTER SYSTEM SET synchronous_commit = 'on'`);
        await query(first.url(), 'SELECT pg_reload_conf()');
        await waitFor(
          async () =>
            (
              await query<{ state: string }>(
                first.url(),
                'SELECT sync_state AS state FROM pg_stat_replication WHERE application_name = $1',
                [STANDBY_NAME],
              )
            )[0]?.state === 'sync',
          'the standby to be synchronous',
        );
        await waitForReplay(first, standby);
      },
      killPrimary: () => first.kill(),
      async promoteStandby() {
        if (!standby) throw new Error('no standby: call addSynchronousStandby first');
        await standby.promote();
        current = standby;
        through.switchTo(standby.port);
      },
      query: (sql, params) => query(current.url(DATABASE), sql, params),
      async stop() {
        await through.close();
        for (const server of servers) await server.remove();
        process.removeListener('exit', killOnExit);
      },
    };
  } catch (error) {
    await proxy?.close();
    for (const server of servers) await server.remove();
    process.removeListener('exit', killOnExit);
    throw error;
  }
}
