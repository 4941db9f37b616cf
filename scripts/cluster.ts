// Several server instances on one PostgreSQL database behind a small round-robin proxy, for a person to try
// (README "Running several instances"). Each instance is `tsx server/main.ts` on a free port with
// PUBLIC_WS_URL=/api/ws (the websocket through the proxy) and TRUST_PROXY=127.0.0.1; the proxy listens on PORT.
// Stop with Ctrl+C. Needs a built console (npm run build) to show it; the API works without.
//   npx tsx scripts/cluster.ts [--instances 2] [--port 8800] [--database postgres://postgres@127.0.0.1:5432/esl]
//                              [--sim] (run the simulator: it runs in one instance, taken over if that one stops)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { startProxy } from './cluster/proxy';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8800' },
    database: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/esl',
    },
    sim: { type: 'boolean', default: false },
  },
});

const count = Math.max(1, Number(values.instances));
if (!/^postgres(ql)?:\/\//.test(values.database))
  throw new Error('the instances share a PostgreSQL database: --database postgres://...');

const instances: RunningServer[] = [];
const env = {
  DATABASE_URL: values.database,
  PUBLIC_WS_URL: '/api/ws',
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${values.port}`,
  SIM: values.sim ? '1' : '0',
  DEMO: process.env.DEMO ?? '1',
};
// one after the other: the first migrates and seeds, the others find the database ready
for (let i = 0; i < count; i += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), `esl-cluster-${i}-`));
  const server = await startServer({ env, dataDir });
  instances.push(server);
  console.log(`instance ${i + 1}: ${server.baseUrl} (log ${server.logFile})`);
}
const proxy = await startProxy(
  instances.map((server) => server.port),
  Number(values.port),
  '0.0.0.0',
);
console.log(`\n  ${count} instances on ${values.database.replace(/\/\/[^@]*@/, '//')}`);
console.log(`  ESL console   http://localhost:${proxy.port}/  (round robin over the instances)`);
console.log(`  Websocket     ws://localhost:${proxy.port}/api/ws\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await proxy.close();
  await Promise.all(instances.map((server) => server.stop()));
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
