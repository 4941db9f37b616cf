// GET /health/live and GET /health/ready (public, for load balancers and Kubernetes probes; README "Health and
// readiness"): a status and named checks, nothing else (no versions, no error texts). Both answer under load
// (server/plugins/pressure.ts): liveness stays 200, readiness reports the pressure as a failing check.
import type { FastifyInstance } from 'fastify';
import type { Liveness } from '../../domain/generated/calls.ts';
import { answer, defineCall } from '../http/calls.ts';
import { retryAfter } from '../http/errors.ts';
import { noStore } from '../http/noStore.ts';
import { ReadinessChecks } from '../health/readiness.ts';
import { ANSWERS_UNDER_PRESSURE } from '../plugins/pressure.ts';

const PROBE = { onRequest: noStore, config: ANSWERS_UNDER_PRESSURE };

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const readiness = new ReadinessChecks(app.db, app.instance, app.appConfig.healthDbTimeoutMs, () =>
    app.isUnderPressure(),
  );

  // a process that answers is alive: restarting it cures neither a database outage nor a load peak
  const alive: Liveness = { status: 'ok', checks: { process: 'ok' } };
  defineCall(app, 'health.live', { guard: { public: true }, route: PROBE }, async () => alive);

  defineCall(app, 'health.ready', { guard: { public: true }, route: PROBE }, async (_request, reply) => {
    const report = await readiness.report();
    if (report.status === 'ok') return report;
    void reply.headers(retryAfter());
    return answer(reply, 'health.ready', 503, report);
  });
}
