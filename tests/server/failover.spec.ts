// The failover drill at a small scale (issue 37; scripts/drill/, README "Failover"): one server process on a
// throwaway primary with a synchronous standby behind a TCP proxy, a light mixed load; once writes have been
// acknowledged the primary is killed (SIGKILL), the standby promoted and the proxy switched. The API answers writes
// again with no restart of the server, its jobs, heartbeat and simulator resume on the new primary, and every write acknowledged
// before the kill (and after) is there with its value: synchronous replication loses none. Times are the script's to
// print, not asserted here.
import { describe, expect, it } from 'vitest';
import { runFailoverDrill } from '../../scripts/drill/run.ts';
import { waitFor } from '../../scripts/drill/waitFor.ts';

const WRITES_BEFORE_KILL = 10;

describe('failover to a synchronous standby', () => {
  it('answers again after the switch, runs its jobs, and keeps every acknowledged write', async () => {
    const report = await runFailoverDrill({
      instances: 1,
      loadRps: 20,
      beforeKill: (load) =>
        waitFor(
          async () => load.acknowledged.length >= WRITES_BEFORE_KILL,
          'writes acknowledged before the kill',
        ),
    });

    expect(report.secondsUntilAnswers, 'a write answered 2xx after the switch').toBeDefined();
    expect(report.acknowledgedBeforeKill).toBeGreaterThanOrEqual(WRITES_BEFORE_KILL);
    expect(report.onNewPrimaryBeforeKill).toBe(report.acknowledgedBeforeKill);
    expect(report.lost).toEqual([]);
    // a database out of reach answers 503 with Retry-After, never 500 (server/db/errors.ts isDatabaseUnreachable)
    expect(report.status500Total).toBe(0);
    expect(report.acknowledgedTotal).toBeGreaterThan(report.acknowledgedBeforeKill);
    expect(report.jobsRunAgain).toBe(true);
    expect(report.heartbeatsAgain).toBe(true);
    expect(report.simulatorAgain).toBe(true);
  }, 600_000);
});
