// Throwaway PostgreSQL servers on loopback ports for the tests, benches and drills that need a server of their own
// (a database outage, a streaming replica, a failover): Debian's PostgreSQL binaries (initdb, pg_ctl,
// pg_basebackup), run as the `postgres` user when this process is root (initdb refuses root), TCP on 127.0.0.1 only,
// no Unix socket, trust authentication, everything under one temporary directory removed at the end.
// `scripts/ensure-postgres.sh` installs the binaries when missing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** the directory of the newest PostgreSQL installed from Debian's packages, or undefined when none is */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

export function hasPostgresBinaries(): boolean {
  return postgresBinDir() !== undefined;
}

/** a TCP port free on 127.0.0.1 now */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** runs a PostgreSQL binary, as the postgres user when we are root */
async function pgCommand(binary: string, args: string[]): Promise<string> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries are missing: run scripts/ensure-postgres.sh');
  const file = path.join(bin, binary);
  const { stdout } = asRoot
    ? await run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: '/tmp' })
    : await run(file, args, { cwd: '/tmp' });
  return stdout;
}

/** a directory the postgres user owns (mode 0700, as PostgreSQL requires of a data directory) */
function ownedDirectory(dir: string): string {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const { uid, gid } = postgresUser();
    fs.chownSync(dir, uid, gid);
  }
  return dir;
}

function postgresUser(): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user: install the postgresql package (scripts/ensure-postgres.sh)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export interface PgServerOptions {
  /** the port on 127.0.0.1 (default: a free one) */
  port?: number;
  /** a name for log lines and the standby's application_name */
  name?: string;
  /** make this server a streaming standby of `standbyOf` (pg_basebackup -R) instead of a new cluster */
  standbyOf?: PgServer;
  /** extra settings for postgresql.conf (name → value, written as name = 'value') */
  settings?: Record<string, string | number>;
}

export interface PgServer {
  readonly name: string;
  readonly port: number;
  readonly dataDir: string;
  /** a connection URL for `database` (default postgres) as user postgres */
  url(database?: string): string;
  /** starts the server (again) and waits until it accepts connections */
  start(): Promise<void>;
  /** stops the server: fast (clean) or immediate (like a crash) */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** kills the postmaster with SIGKILL (a machine that died), without waiting for anything */
  kill(): void;
  /** promotes a standby to a primary and waits until it accepts writes */
  promote(): Promise<void>;
  /** stops the server if it runs and removes its directory */
  remove(): Promise<void>;
}

/** a running PostgreSQL server of its own on 127.0.0.1 (a new cluster, or a standby of another) */
export async function startPgServer(options: PgServerOptions = {}): Promise<PgServer> {
  const port = options.port ?? (await freePort());
  const name = options.name ?? `pg${port}`;
  const root = ownedDirectory(fs.mkdtempSync(path.join(os.tmpdir(), `esl-pg-${name}-`)));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');

  if (options.standbyOf) {
    await pgCommand('pg_basebackup', [
      '-h', '127.0.0.1', '-p', String(options.standbyOf.port), '-U', 'postgres',
      '-D', dataDir, '-R', '-X', 'stream', '-c', 'fast',
      '-d', `application_name=${name}`,
    ]); // prettier-ignore
  } else {
    await pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // a standby connects for replication over TCP from loopback
    fs.appendFileSync(path.join(dataDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
  }
  const settings: Record<string, string | number> = {
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    wal_level: 'replica',
    max_wal_senders: 10,
    hot_standby: 'on',
    fsync: 'on',
    ...options.settings,
  };
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    Object.entries(settings)
      .map(([key, value]) => `${key} = '${value}'\n`)
      .join(''),
  );
  let postmasterPid: number | undefined;

  const server: PgServer = {
    name,
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '120', 'start']);
      postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    async stop(mode = 'fast') {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '120', 'stop']).catch(
        () => undefined,
      );
      postmasterPid = undefined;
    },
    kill() {
      if (postmasterPid) process.kill(postmasterPid, 'SIGKILL');
      postmasterPid = undefined;
    },
    async promote() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-w', '-t', '120', 'promote']);
      await waitUntil(async () => !(await query(server.url(), 'select pg_is_in_recovery() as r'))[0].r);
    },
    async remove() {
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) await server.stop('immediate');
      // a killed postmaster's children end on their own once they see it gone
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** one statement on its own connection to `url` */
export async function query<T extends Record<string, unknown> = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** polls `check` until it answers true (errors count as false); fails after `limitMs` */
async function waitUntil(check: () => Promise<boolean>, limitMs = 120_000): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error('PostgreSQL did not reach the state in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** waits until the standby has replayed everything the primary had written when this was called */
export async function waitForReplay(primary: PgServer, standby: PgServer): Promise<void> {
  const [{ lsn }] = await query(primary.url(), 'select pg_current_wal_lsn()::text as lsn');
  await waitUntil(
    async () =>
      (await query(standby.url(), `select pg_last_wal_replay_lsn() >= '${String(lsn)}'::pg_lsn as done`))[0]
        .done === true,
  );
}
