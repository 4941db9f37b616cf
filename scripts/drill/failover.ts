// The failover drill (issue 37; README "Failover"): a PostgreSQL primary and a synchronous standby on loopback
// behind a TCP proxy as the database address, server instances on it and a mixed load; after
// --seconds-before-kill the primary is killed (SIGKILL), the standby promoted and the proxy switched. Prints a
// table: how long until the API answered a write again, what failed meanwhile (503, 500, no answer), whether every
// write acknowledged before the kill is on the new primary, whether the jobs, heartbeats and simulator run again.
// Exits 1 when an acknowledged write is lost or the API did not answer again. Needs the PostgreSQL binaries
// (scripts/ensure-postgres.sh). Everything it starts ends with it (Ctrl+C too).
//   npx tsx scripts/drill/failover.ts [--instances 2] [--seconds-before-kill 20] [--load-rps 40] [--keep-logs]
import { parseArgs } from 'node:util';
import { drillRows } from '../bench/failover';
import { printTable } from '../bench/table';
import { runFailoverDrill } from './run';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    'seconds-before-kill': { type: 'string', default: '20' },
    'load-rps': { type: 'string', default: '40' },
    'keep-logs': { type: 'boolean', default: false },
  },
});

const positive = (name: string, text: string): number => {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not ${text}`);
  return value;
};
const instances = Math.max(1, Math.round(positive('instances', values.instances)));
const secondsBeforeKill = positive('seconds-before-kill', values['seconds-before-kill']);
const loadRps = positive('load-rps', values['load-rps']);

// Ctrl+C: exit, so that the exit handlers kill the PostgreSQL servers and the instances' process groups. Not at once:
// tsx's parent process SIGKILLs this one unless it hears back within 30 ms (a message its own listener sends, which
// needs a turn of the event loop). `on`, not `once`: a repeated signal without a listener would end the process
// in the middle of the exit handlers.
const exitAfterSignal = (code: number) => () => setImmediate(() => process.exit(code));
process.on('SIGINT', exitAfterSignal(130));
process.on('SIGTERM', exitAfterSignal(143));

const report = await runFailoverDrill({
  instances,
  loadRps,
  keepLogs: values['keep-logs'],
  log: (line) => console.log(line),
  beforeKill: () => new Promise((resolve) => setTimeout(resolve, secondsBeforeKill * 1000)),
});
console.log('');
printTable(drillRows(report));
if (values['keep-logs']) console.log(`\ninstance logs: ${report.logFiles.join(' ')}`);
const failed = report.secondsUntilAnswers === undefined || report.lost.length > 0;
process.exit(failed ? 1 : 0);
