// App plugin: the server's periodic jobs (server/jobs/), each run once per period across the instances on the
// database; decorated as `app.jobs`, started by main once the server listens (with or without the simulator),
// stopped (after the runs in flight) on close.
import { JobScheduler } from '../jobs/scheduler.ts';
import { serverJobs } from '../jobs/serverJobs.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobScheduler;
  }
}

export const jobsPlugin = shared('jobs', async (app) => {
  const scheduler = new JobScheduler(
    app.db,
    app.instance.id,
    serverJobs(app.db, app.appConfig, app.log, app.storage, (input) => app.renderPool.label(input)),
    app.log,
  );
  app.decorate('jobs', scheduler);
  app.addHook('onClose', async () => scheduler.stop());
});
