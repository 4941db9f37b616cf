// The server's periodic jobs. Runs and failures are counted by the instance that ran them (a period's run happens
// in one instance: sum over instances for the cluster). The seconds since a job's last success come from job_runs,
// whichever instance ran it, so every instance reports the same truth (alert on the min over instances); a job
// with no success in the day job_runs keeps reads +Inf. The period of each job is given beside, so one alert rule
// covers every job (`esl_job_seconds_since_last_success > 3 * esl_job_period_seconds`).
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Attempt, JobScheduler } from '../jobs/scheduler.ts';
import type { MetricsRegistry } from './registry.ts';

/** the attempts that ran the job's work: `fenced` ran but lost its run to another instance (rolled back) */
const RAN: readonly Attempt[] = ['ran', 'failed', 'fenced'];
const FAILED: readonly Attempt[] = ['failed', 'fenced'];

/** stops following the scheduler (app close) */
export function jobMetrics(
  metrics: MetricsRegistry,
  scheduler: JobScheduler,
  sinceLastSuccess: () => Promise<Array<{ job: string; seconds: number }>>,
): () => void {
  const registers = [metrics.registry];
  const names = scheduler.jobs.map((job) => job.name);
  const runs = new Counter({
    name: 'esl_job_runs_total',
    help: 'Runs of a server job made by this instance (failed ones included).',
    labelNames: ['job'],
    registers,
  });
  const failures = new Counter({
    name: 'esl_job_failures_total',
    help: 'Runs of a server job by this instance that failed or were taken over (nothing committed).',
    labelNames: ['job'],
    registers,
  });
  const duration = new Histogram({
    name: 'esl_job_run_duration_seconds',
    help: 'How long the runs of a server job by this instance took.',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
    registers,
  });
  const period = new Gauge({
    name: 'esl_job_period_seconds',
    help: 'The period of a server job: at most one run per period across the instances.',
    labelNames: ['job'],
    registers,
  });
  for (const job of scheduler.jobs) {
    runs.inc({ job: job.name }, 0);
    failures.inc({ job: job.name }, 0);
    period.set({ job: job.name }, job.everyMs / 1000);
  }
  const lastSuccess = metrics.reader('job_runs', sinceLastSuccess);
  new Gauge({
    name: 'esl_job_seconds_since_last_success',
    help: 'Seconds since the last successful run of a server job by any instance (+Inf: none in the last day).',
    labelNames: ['job'],
    registers,
    async collect() {
      this.reset();
      const rows = await lastSuccess();
      if (!rows) return;
      const seconds = new Map(rows.map((row) => [row.job, row.seconds]));
      for (const job of names) this.set({ job }, seconds.get(job) ?? Number.POSITIVE_INFINITY);
    },
  });
  return scheduler.onAttempt((job, attempt, seconds) => {
    if (!RAN.includes(attempt)) return;
    runs.inc({ job });
    duration.observe({ job }, seconds);
    if (FAILED.includes(attempt)) failures.inc({ job });
  });
}
