// Vitest globalSetup of the e2e project: one real server (tsx server/main.ts) on a fresh temporary DATA_DIR,
// free PORT and WS_PORT, demo seed, simulator seed 1, serving the already-built dist/. Tests read its address
// with inject('baseUrl').
import type { TestProject } from 'vitest/node';
import { assertBuilt, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsPort: number;
    mailDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  const server = await startServer({
    env: {
      DEMO: '1',
      SIM: '1',
      SIM_SEED: '1',
      LOCK_AFTER_FAILURES: '5',
      // software rollouts step every 300 ms and every update succeeds (tests/e2e/software.e2e.ts)
      SIM_ROLLOUT_PACE_MS: '300',
      SIM_ROLLOUT_FAILURE_RATE: '0',
      // the store printers print a label in 0.1 to 0.3 s and fail about a third: a paper task completes with
      // both results within a few simulator ticks (tests/e2e/sensorsPaper.e2e.ts)
      SIM_PRINT_MS: '200',
      SIM_PRINT_FAIL_RATE: '0.3',
    },
  });
  console.log(`e2e: server at ${server.baseUrl} (ws ${server.wsPort}), data in ${server.dataDir}`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('wsPort', server.wsPort);
  project.provide('mailDir', server.mailDir);
  return async () => {
    await server.stop();
  };
}
