// Vitest globalSetup of the e2e project: real servers (tsx server/main.ts), one per vitest worker, each on a
// fresh temporary DATA_DIR, free PORT and WS_PORT, demo seed, simulator seed 1, serving the already-built dist/.
// The files of a worker run one after the other against its server; tests read its address with baseUrl()
// (support/fixtures.ts).
import type { TestProject } from 'vitest/node';
import { assertBuilt, startServer, type RunningServer } from './support/server';

export interface E2eServer {
  baseUrl: string;
  wsPort: number;
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the server of worker n (VITEST_POOL_ID n, from 1) is servers[n - 1] */
    servers: E2eServer[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  // the project's own limit, else the root's (as vitest resolves it)
  const count = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  const servers = await Promise.all(Array.from({ length: count }, () => startE2eServer()));
  for (const server of servers)
    console.log(`e2e: server at ${server.baseUrl} (ws ${server.wsPort}), data in ${server.dataDir}`);
  project.provide(
    'servers',
    servers.map(({ baseUrl, wsPort, mailDir }) => ({ baseUrl, wsPort, mailDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}

function startE2eServer(): Promise<RunningServer> {
  return startServer({
    env: {
      DEMO: '1',
      SIM: '1',
      SIM_SEED: '1',
      // the simulated fleet moves twice as fast as in a demo (reboots, radio, WIP to OK), and this server checks
      // its own memory and disk every 5 s instead of every minute: the tests that watch them wait less
      SIM_TICK_MS: '2500',
      HOST_CHECK_MS: '5000',
      LOCK_AFTER_FAILURES: '5',
      // software rollouts step every 300 ms and every update succeeds (tests/e2e/software.e2e.ts)
      SIM_ROLLOUT_PACE_MS: '300',
      SIM_ROLLOUT_FAILURE_RATE: '0',
      // the store printers print a label in 0.1 to 0.3 s and fail about a third: a paper task completes with
      // both results within a few simulator ticks (tests/e2e/sensorsPaper.e2e.ts)
      SIM_PRINT_MS: '200',
      SIM_PRINT_FAIL_RATE: '0.3',
      // the access points of the OEPL tests (tests/support/oeplSim.ts) listen on loopback, which the server's
      // outgoing HTTP refuses unless allowed (server/net/outgoingHttp.ts)
      OUTGOING_ALLOW_NETWORKS: '127.0.0.0/8,::1/128',
      // the webhook receivers of tests/e2e/webhooks.e2e.ts listen on http://127.0.0.1 (tests/support/webhookReceiver.ts)
      WEBHOOK_ALLOW_HTTP: 'true',
    },
  });
}
