// Starts the real server (`tsx server/main.ts`) on free ports with a fresh temporary DATA_DIR, waits until
// GET /api/version answers, and stops it (its whole process group) on demand. Used by the end-to-end
// globalSetup and by `npm run bench`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  /** http://127.0.0.1:<port> (the console is at `${baseUrl}/`, the API at `${baseUrl}/api`) */
  baseUrl: string;
  port: number;
  wsPort: number;
  dataDir: string;
  logFile: string;
  /** MAIL_DIR: the server writes each queued mail there (reset links) */
  mailDir: string;
  stop(): Promise<void>;
  /** SIGKILL to the whole process group (a crash): nothing is cleaned up, the data directory stays */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** extra environment (SIM, SIM_SEED, DEMO, ...) */
  env?: Record<string, string>;
  /** how long to wait for /api/version, default 240 s (first start seeds the demo fleet) */
  readyTimeoutMs?: number;
  /** an existing data directory (a restart): kept when the server stops; default a fresh temporary one */
  dataDir?: string;
  /** the checkout to run (default this repository), e.g. a copy with edited schemas */
  root?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

/** The built console the server serves: dist/, or E2E_DIST (a build of your own, beside a shared tree). */
export const distDir = (): string => process.env.E2E_DIST || join(repoRoot, 'dist');

/** Fails with a clear message when the console has not been built. */
export function assertBuilt(): void {
  if (!existsSync(join(distDir(), 'index.html'))) {
    throw new Error(
      `${join(distDir(), 'index.html')} is missing: build the console first (\`npx vite build\`, as scripts/test.sh does before the end-to-end tests)`,
    );
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'esl-data-'));
  const logFile = join(dataDir, `server-${Date.now()}.log`);
  const mailDir = join(dataDir, 'mail');
  const port = await freePort();
  let wsPort = await freePort();
  while (wsPort === port) wsPort = await freePort();
  const log = createWriteStream(logFile);
  const root = options.root ?? repoRoot;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      WS_PORT: String(wsPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: options.root ? join(options.root, 'dist') : distDir(),
      LOG_LEVEL: 'info',
      MAIL_DIR: mailDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // the suites sign in hundreds of times from 127.0.0.1; the default limits would answer 429
      AUTH_LIMIT_PER_ADDRESS: '100000',
      AUTH_LIMIT_PER_EMAIL: '100000',
      // every JSON answer of a contract call is checked against its schema (server/http/answerCheck.ts)
      ESL_CHECK_ANSWERS: '1',
      ...options.env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: string | undefined;
  child.on('exit', (code, signal) => {
    exited = signal ?? `code ${code ?? 0}`;
  });

  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const end = async (first: NodeJS.Signals): Promise<void> => {
    if (exited === undefined && child.pid !== undefined) {
      const gone = new Promise<void>((done) => child.once('exit', () => done()));
      signal(first);
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    log.end();
  };
  // the server runs in its own process group (detached): it must not outlive this process, however this ends (an
  // exception, or a signal such as `timeout`'s SIGTERM, which then goes on to end this process as it would have)
  const killOnExit = () => signal('SIGKILL');
  const killOnSignal = (name: NodeJS.Signals) => {
    killOnExit();
    process.removeListener(name, killOnSignal);
    if (process.listenerCount(name) === 0) process.kill(process.pid, name);
  };
  const EXIT_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  process.once('exit', killOnExit);
  for (const name of EXIT_SIGNALS) process.on(name, killOnSignal);
  const forget = () => {
    process.removeListener('exit', killOnExit);
    for (const name of EXIT_SIGNALS) process.removeListener(name, killOnSignal);
  };
  const stop = async (): Promise<void> => {
    forget();
    await end('SIGTERM');
    // an answer that did not match its schema fails the suite that drove it (the browser saw only a 500)
    const mismatches = (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '')
      .split('\n')
      .filter((line) => line.includes('answer check:'));
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    if (mismatches.length > 0)
      throw new Error(`answers that do not match their schema:\n${mismatches.slice(0, 10).join('\n')}`);
  };
  const kill = () => {
    forget();
    return end('SIGKILL');
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 240_000);
  for (;;) {
    if (exited !== undefined) {
      const output = tail(logFile);
      await stop();
      throw new Error(
        `the server exited (${exited}) before answering /api/version; its log ends with:\n${output}`,
      );
    }
    try {
      const answer = await fetch(`${baseUrl}/api/version`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const output = tail(logFile);
      await stop();
      throw new Error(
        `the server did not answer ${baseUrl}/api/version in time; its log ends with:\n${output}`,
      );
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { baseUrl, port, wsPort, dataDir, logFile, mailDir, stop, kill };
}
