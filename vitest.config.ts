import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  test: {
    // one file per core (vitest's default leaves one core free: on a 2-core machine the tests ran one file at a
    // time)
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'domain/**/*.spec.{ts,tsx}',
            'src/**/*.spec.{ts,tsx}',
            'scripts/**/*.spec.ts',
            'tests/unit/**/*.spec.{ts,tsx}',
          ],
          setupFiles: ['tests/unit/setup.ts'],
          // component tests click through several dialogs; leave room for a busy 2-core machine
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.spec.ts', 'tests/server/**/*.spec.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // every file has databases of its own (copies of the global setup's templates)
          globalSetup: ['tests/server/globalSetup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          testTimeout: 120000,
          hookTimeout: 300000,
          // a state the page reaches after a server answer can take seconds on a busy 2-core machine (vitest's
          // default is 1 s): polls wait for the state, up to this
          expect: { poll: { timeout: 20000, interval: 100 } },
          // a server per worker (globalSetup.ts): the files of a worker share it, one after the other
          globalSetup: ['tests/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
