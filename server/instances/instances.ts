// Which server processes are alive (migration 210): each instance beats its row in server_instances every
// heartbeatMs; an instance whose last beat is older than STALE_BEATS beats (or that has no row) is dead, and
// the unfinished jobs it owned are closed by whichever instance sweeps next ('interrupted by a server restart').
// On PGlite only one process can open the database, so every other instance is dead when this one starts.
import { randomUUID } from 'node:crypto';
import { lockSessionName, type Db, type Queryable } from '../db/db.ts';
import { ALARM } from '../repositories/alarms.ts';
import { ServerInstancesRepository } from '../repositories/serverInstances.ts';
import { repositoriesOf } from '../repositories/index.ts';
import type { JobTable } from '../repositories/jobTable.ts';

/** beats an instance may miss before it counts as dead (a busy machine delays a beat, never three) */
export const STALE_BEATS = 3;

export class ServerInstance {
  readonly id = randomUUID();
  private readonly instances: ServerInstancesRepository;

  constructor(
    private readonly db: Db,
    readonly heartbeatMs: number,
    /** the tables of jobs an instance owns */
    private readonly jobs: JobTable[],
  ) {
    this.instances = repositoriesOf(db).serverInstances;
  }

  get staleSeconds(): number {
    return (this.heartbeatMs * STALE_BEATS) / 1000;
  }

  /** Records this instance as alive now (again, should a sweep have taken it for dead). */
  async beat(): Promise<void> {
    await this.instances.beat(this.id);
  }

  /** Whether this instance's heartbeat is current, as the other instances' sweeps see it (read through `via`,
   * e.g. the readiness probe) */
  heartbeatCurrent(via: Queryable = this.db): Promise<boolean> {
    return repositoriesOf(via).serverInstances.beatsCurrently(this.id, this.staleSeconds);
  }

  /** At start-up: beat, and on PGlite forget every other instance (they cannot be running). */
  async register(): Promise<void> {
    await this.beat();
    if (this.db.kind === 'pglite') await this.instances.forgetOthers(this.id);
  }

  /** Closes the jobs of dead instances in every table, then forgets those instances; answers the jobs closed. */
  async sweep(): Promise<number> {
    let closed = 0;
    for (const table of this.jobs) closed += await table.closeInterrupted(this.id, this.staleSeconds);
    const dead = await this.instances.removeStale(this.id, this.staleSeconds);
    // a dead instance that is only frozen still holds its advisory locks (jobs, simulator) on a live connection:
    // ending that connection releases them, so that another instance takes its jobs over (server/jobs/)
    if (dead.length > 0 && this.db.kind === 'postgres')
      await this.instances.terminateSessions(dead.map((d) => lockSessionName(d.instanceId)));
    // an instance that stopped beating without leaving: SERVER STATUS ABNORMAL (a clean stop leaves the table)
    await repositoriesOf(this.db).alarms.raise(
      dead.map((d) => ({
        location: 'SYSTEM',
        type: ALARM.serverStatusAbnormal,
        class: 3 as const,
        sourceType: 'server' as const,
        sourceId: d.instanceId,
        data: { status: 'OFFLINE', reason: 'heartbeat lost', lastBeat: d.heartbeatAt, closedJobs: closed },
      })),
    );
    return closed;
  }

  /** A clean stop: this instance's unfinished jobs become another's to close at once. */
  async leave(): Promise<void> {
    await this.instances.leave(this.id);
  }
}
