// Readiness of this instance (GET /health/ready, README "Health and readiness"): the database answers within
// the probe's deadline, every migration of this build is applied, this instance's heartbeat is current (the other
// instances' sweeps would not take it for dead), and the process is not past its load limits. The statements run
// through the database's probe (server/db/probe.ts): a full PostgreSQL pool does not delay them, and on PGlite a
// probe waiting behind a long statement or an open transaction counts as a database that is up but busy; the
// migration and heartbeat checks then keep their last answers rather than wait too.
import type { Readiness } from '../../domain/generated/calls.ts';
import type { Db, Queryable } from '../db/db.ts';
import { pendingMigrations } from '../db/migrate.ts';
import { answers, DbBusyError, probeOf } from '../db/probe.ts';
import type { ServerInstance } from '../instances/instances.ts';

type State = 'ok' | 'failing';
type Checks = Readiness['checks'];

/** runs a check: ok or failing by its answer, `busy` when the database's one connection is taken */
async function checked(check: () => Promise<boolean>, busy: State): Promise<State> {
  try {
    return (await check()) ? 'ok' : 'failing';
  } catch (error) {
    return error instanceof DbBusyError ? busy : 'failing';
  }
}

export class ReadinessChecks {
  // the app migrated and beat before it served: both hold until a check says otherwise
  private last: Pick<Checks, 'migrations' | 'heartbeat'> = { migrations: 'ok', heartbeat: 'ok' };
  private readonly probe: Queryable;

  constructor(
    db: Db,
    private readonly instance: ServerInstance,
    deadlineMs: number,
    private readonly underPressure: () => boolean,
  ) {
    this.probe = probeOf(db, deadlineMs);
  }

  async report(): Promise<Readiness> {
    const database = await checked(() => answers(this.probe), 'ok');
    const checks: Checks = {
      database,
      ...(database === 'ok' ? await this.stored() : { migrations: 'failing', heartbeat: 'failing' }),
      pressure: this.underPressure() ? 'failing' : 'ok',
    };
    const status = Object.values(checks).every((state) => state === 'ok') ? 'ok' : 'failing';
    return { status, checks };
  }

  /** the checks read from the database; a busy one keeps its last answer */
  private async stored(): Promise<Pick<Checks, 'migrations' | 'heartbeat'>> {
    this.last = {
      migrations: await checked(
        async () => (await pendingMigrations(this.probe)).length === 0,
        this.last.migrations,
      ),
      heartbeat: await checked(() => this.instance.heartbeatCurrent(this.probe), this.last.heartbeat),
    };
    return this.last;
  }
}
