// The readiness probe's statements (Db.probe, server/health/readiness.ts): a deadline on each, and the one answer
// that is not a failure although the deadline passed: the database's only connection is working through earlier
// statements (PGlite runs one at a time; a long export or a held transaction delays the probe, the database is up).
import type { Db, DbRow, Queryable } from './db.ts';

/** the statement did not run by its deadline because earlier ones hold the database's one connection */
export class DbBusyError extends Error {
  override readonly name = 'DbBusyError';
}

/** no answer within the deadline, and nothing else was holding the database up */
export class DbDeadlineError extends Error {
  override readonly name = 'DbDeadlineError';
}

/**
 * Answers `statement`'s result, or fails when `deadlineMs` passes first: with DbBusyError when `busy` says earlier
 * statements held the connection, else DbDeadlineError. `onLate` runs when the deadline passed (to drop a
 * connection that may hang). The statement itself is not cancelled: a probe's statements are trivial reads.
 */
export function withDeadline<T>(
  statement: Promise<T>,
  deadlineMs: number,
  busy: () => boolean = () => false,
  onLate: () => void = () => undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onLate();
      reject(
        busy() ? new DbBusyError('the database is busy') : new DbDeadlineError('the database did not answer'),
      );
    }, deadlineMs);
    statement.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** `target`'s statements with a deadline each; with `inFlight`, a statement sent while others were in flight,
 * which are still in flight at its deadline, fails as busy */
export function deadlineQueryable(target: Queryable, deadlineMs: number, inFlight?: InFlight): Queryable {
  const run = <T>(statement: () => Promise<T>) => {
    const ahead = inFlight?.busy ?? false;
    return withDeadline(statement(), deadlineMs, () => ahead && (inFlight?.busy ?? false));
  };
  return {
    query: <T extends object = DbRow>(sql: string, params?: unknown[]) =>
      run(() => target.query<T>(sql, params)),
    exec: (sql: string) => run(() => target.exec(sql)),
  };
}

/** whether the database answers a trivial statement through `probe` */
export async function answers(probe: Queryable): Promise<boolean> {
  return (await probe.query('SELECT 1 AS one')).length === 1;
}

/** the probe of `db`: its own, or its pool with the deadline */
export function probeOf(db: Db, deadlineMs: number): Queryable {
  return db.probe ? db.probe(deadlineMs) : deadlineQueryable(db, deadlineMs);
}

/**
 * Counts the statements and transactions in flight on a one-connection database (the probe's own excepted), so
 * that a probe can tell "behind others" (busy) from "no answer on its own" (a deadline failure).
 */
export class InFlight {
  private count = 0;

  get busy(): boolean {
    return this.count > 0;
  }

  track<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    return work().finally(() => this.count--);
  }

  /** `target` with each statement counted */
  tracking(target: Queryable): Queryable {
    return {
      query: <T extends object = DbRow>(sql: string, params?: unknown[]) =>
        this.track(() => target.query<T>(sql, params)),
      exec: (sql: string) => this.track(() => target.exec(sql)),
    };
  }
}
