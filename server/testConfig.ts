// The configuration of tests, benches and example scripts: the server's settings read from an empty
// environment, made quiet and fit for a busy machine (server/config.ts holds the settings themselves).
import { loadConfig, type Config } from './config.ts';

/** Limits high enough for test suites that sign in many times from one address. */
export const RELAXED_AUTH_LIMITS = { authLimitPerAddress: 100_000, authLimitPerEmail: 100_000 } as const;

/** A configuration for tests: in-memory PGlite, no simulator, quiet logs, relaxed auth limits; override what you need. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    databaseUrl: 'memory://',
    sim: false,
    logLevel: 'silent',
    ...RELAXED_AUTH_LIMITS,
    // a busy test machine must not turn other tests' answers into 503s: tests of the limits set their own
    healthMaxLoopDelayMs: 0,
    healthMaxHeapBytes: 0,
    ...overrides,
  };
}
