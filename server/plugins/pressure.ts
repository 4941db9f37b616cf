// API plugin: past a load limit (event loop delay, heap, RSS: config "health"), API calls answer 503 with
// Retry-After and the 'server busy' message instead of queueing more work (Fastify's @fastify/under-pressure,
// which samples them every second). Registered inside the API prefix: the console's files keep being served.
// The health calls opt out (server/routes/health.ts): liveness stays 200, readiness reports it as a check.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, unavailable } from '../http/errors.ts';
import { shared } from './shared.ts';

/** the route config of a call that answers under pressure too */
export const ANSWERS_UNDER_PRESSURE = { pressureHandler: () => undefined } as const;

export const pressurePlugin = shared('pressure', async (app: FastifyInstance) => {
  const config = app.appConfig;
  await app.register(underPressure, {
    maxEventLoopDelay: config.healthMaxLoopDelayMs,
    maxHeapUsedBytes: config.healthMaxHeapBytes,
    maxRssBytes: config.healthMaxRssBytes,
    // the one error handler answers it (server/http/errors.ts: 503, Retry-After, the message)
    pressureHandler: async (request, _reply, type, value) => {
      // debug: a warning per refused call would add to the load it refuses
      request.log.debug({ type, value }, 'under pressure: call refused with 503');
      throw unavailable(MESSAGES.serverBusy);
    },
  });
});
