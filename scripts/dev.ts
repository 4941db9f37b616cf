// `npm run dev`: the API server (tsx server/main.ts) and Vite with hot reload, together.
// Vite proxies /api and /config.json to the server (see vite.config.ts); when either process ends, or on
// Ctrl-C, both are stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string): string => resolve(root, 'node_modules/.bin', name);
const port = process.env.PORT ?? '8800';

interface Named {
  name: string;
  child: ChildProcess;
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Named {
  // Each child leads its own process group, so stopping it also stops what it spawned (tsx runs node).
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', detached: true });
  child.on('error', (error) => {
    console.error(`dev: could not start ${name}: ${error.message}`);
    stopAll(1);
  });
  return { name, child };
}

const children: Named[] = [
  start('server', bin('tsx'), ['server/main.ts'], { ...process.env, PORT: port }),
  start('vite', bin('vite'), [], { ...process.env, API_TARGET: `http://127.0.0.1:${port}` }),
];

let stopping = false;

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, name);
  } catch {
    // already gone
  }
}

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) signal(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const { child } of children) signal(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  let running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null).length;
  if (running === 0) process.exit(code);
  for (const { child } of children) {
    child.once('exit', () => {
      running -= 1;
      if (running <= 0) process.exit(code);
    });
  }
}

for (const { name, child } of children) {
  child.on('exit', (code, sig) => {
    if (stopping) return;
    console.error(`dev: ${name} exited (${sig ?? `code ${code ?? 0}`}); stopping the other process`);
    stopAll(code ?? 1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
