// The failover drill's figures in `npm run bench` (issue 37; scripts/drill/, README "Failover"): two instances on
// a PostgreSQL primary with a synchronous standby behind a TCP proxy, 40 requests a second of searches and product
// writes; after 20 s the primary is killed, the standby promoted and the proxy switched. How long until the API
// answered a write again, what failed meanwhile, whether every acknowledged write survived. Needs the PostgreSQL
// binaries (scripts/ensure-postgres.sh); without them the row says so.
//   tsx scripts/bench/failover.ts
import { pathToFileURL } from 'node:url';
import { hasPostgresBinaries } from '../../tests/support/pgServer';
import { runFailoverDrill, type DrillReport } from '../drill/run';
import { printTable, type Row } from './table';

const INSTANCES = 2;
const LOAD_RPS = 40;
const SECONDS_BEFORE_KILL = 20;

const seconds = (value: number | undefined) => (value === undefined ? 'never' : `${value.toFixed(1)} s`);

/** the drill's figures, one row each (scripts/drill/failover.ts prints the same) */
export function drillRows(report: DrillReport): Row[] {
  const { outage } = report;
  const where = `${report.instances} instance(s), ${report.loadRps} requests/s (1 in 4 a write)`;
  return [
    [
      'failover: seconds until the API answers again',
      seconds(report.secondsUntilAnswers),
      `kill to first 2xx write; ${where}`,
    ],
    [
      'failover:   of which after the switch',
      seconds(report.secondsAfterSwitch),
      'promotion done, proxy on the new primary',
    ],
    [
      'failover: requests during the outage',
      String(outage.total),
      'answered after the kill, sent before the API answered',
    ],
    ['failover:   answered 2xx', String(outage.ok), 'reads and writes that found a connection in time'],
    ['failover:   failed 503', String(outage.status503), 'database unreachable, Retry-After'],
    ['failover:   failed 500', String(outage.status500), 'must be 0'],
    ['failover:   failed other status', String(outage.otherStatus), ''],
    [
      'failover:   failed without an answer',
      String(outage.network),
      'connection refused or reset, or 15 s without answer',
    ],
    ['failover: writes acknowledged before the kill', String(report.acknowledgedBeforeKill), ''],
    [
      'failover:   of them on the new primary',
      String(report.onNewPrimaryBeforeKill),
      'must be all: synchronous replication',
    ],
    [
      'failover: acknowledged writes lost (whole run)',
      String(report.lost.length),
      `of ${report.acknowledgedTotal}; must be 0`,
    ],
    ['failover: 500 answers (whole run)', String(report.status500Total), 'must be 0'],
    [
      'failover: jobs run again on the new primary',
      report.jobsRunAgain ? 'yes' : 'no',
      'a job_runs row finished after the switch',
    ],
    [
      'failover: heartbeats on the new primary',
      report.heartbeatsAgain ? 'yes' : 'no',
      'every instance beat after the switch',
    ],
    [
      'failover: simulator runs again',
      report.simulatorAgain ? 'yes' : 'no',
      'a server status sample after the switch',
    ],
  ];
}

export async function failoverBenchRows(): Promise<Row[]> {
  if (!hasPostgresBinaries())
    return [['failover drill', 'skipped', 'needs the PostgreSQL binaries: scripts/ensure-postgres.sh']];
  const report = await runFailoverDrill({
    instances: INSTANCES,
    loadRps: LOAD_RPS,
    beforeKill: () => new Promise((resolve) => setTimeout(resolve, SECONDS_BEFORE_KILL * 1000)),
  });
  return drillRows(report);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  failoverBenchRows()
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
