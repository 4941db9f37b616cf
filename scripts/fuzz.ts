// The long fuzz run (the bounded one is tests/server/fuzz.spec.ts): random requests to every route of the
// registry, signed in as the demo admin, on PGlite (or PostgreSQL with --postgres). Prints the figures and the
// first problems (an answer that does not match its schema is a 5xx: the answer check is on); exits 1 on any
// 5xx, any 4xx without a message, or a count of members, roles, products or stores that moved.
//   npx tsx scripts/fuzz.ts [--runs 8000] [--seed 1] [--postgres]
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { entityCounts, fuzzTargets, runFuzz } from '../tests/server/fuzzRequests.ts';
import { ADMIN, backends, createTestApp, login } from '../tests/server/helpers.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '8000' },
    seed: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
  },
});

// every 2xx (and declared error) answer of a contract call is checked against its schema: a mismatch is a 500
process.env.ESL_CHECK_ANSWERS = '1';
// a mismatch found while an error answer is written keeps that answer's status: count its log line too
const answerMismatches: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('answer check:')) answerMismatches.push(args[0]);
  logError(...args);
};
const backend = backends.find((b) => b.name === (values.postgres ? 'postgres' : 'pglite'));
if (!backend) throw new Error('PostgreSQL does not answer on 127.0.0.1:5432');
const t = await createTestApp(backend, { logger: pino({ level: 'silent' }) });
try {
  const admin = await login(t.app, ADMIN);
  const before = await entityCounts(t.db);
  const started = performance.now();
  const figures = await runFuzz(t.app, admin, { runs: Number(values.runs), seed: Number(values.seed) });
  const after = await entityCounts(t.db);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `backend ${backend.name}, seed ${values.seed}, ${fuzzTargets(t.app).length} routes (HEAD aside)`,
  );
  console.log(
    `requests ${figures.requests}, 4xx ${figures.status4xx}, 5xx ${figures.status5xx} (${seconds.toFixed(1)} s)`,
  );
  console.log(`counts before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
  console.log(`answers not matching their schema: ${answerMismatches.length}`);
  for (const problem of figures.problems) console.log(`  ${problem}`);
  process.exitCode =
    figures.problems.length || answerMismatches.length || JSON.stringify(before) !== JSON.stringify(after)
      ? 1
      : 0;
} finally {
  await t.close();
}
