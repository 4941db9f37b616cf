// The time limit of a stats query on PGlite (issue 33 §3). PGlite runs PostgreSQL in WASM on one thread:
// statement_timeout is armed but its timer (a JS setTimeout) cannot fire while the statement runs, so a statement
// runs to its end (measured on PGlite 0.5: `SET statement_timeout = 200` then `pg_sleep(2)` takes 2 s), holding
// the one connection every other request waits for. So on PGlite a stats query's plan is priced first (EXPLAIN:
// planning only, milliseconds) and a plan whose estimated time exceeds STATS_QUERY_TIMEOUT_MS is refused as
// PostgreSQL cancels one (503); server/repositories/statsQuery/run.ts asks and runs.
//
// The estimate is the plan's total cost times the time a cost unit takes: MS_PER_COST_UNIT, the slowest measured
// with room, or slower when this machine has run a stats query slower per unit lately (a loaded or slower machine
// tightens the budget by itself). The planner prices sorts and groups well but not the contains filters' patterns
// (it cannot see how many there are), so their number is bounded (parse.ts MAX_CONTAINS_VALUES). Measured on a busy
// 2-core machine, ms per unit: the shape within the bounds (countDistinct rssi by gateway and type, three
// contains filters of 20 values of 256 characters, every row reaching the last pattern of each) over 40,000 tags
// of 256-character ids 0.39 (10,231 units in 4 s); over 200,000 tags of short ids, a count grouped by gateway and
// version 0.26 (4,188 units, 1.1 s), a countDistinct of gateways by version and type 0.18, of rssi by gateway and
// type 0.14, a percentile by gateway and version 0.07.

/** ms per cost unit assumed before any measurement: the slowest measured (0.39) and a quarter more */
export const MS_PER_COST_UNIT = 0.5;
/** runs shorter than this say little about the rate (fixed costs dominate) */
const MEASURED_FROM_MS = 100;
/** how many recent runs the rate is taken from */
const RECENT_RUNS = 20;

export class CostMeter {
  private readonly recent: number[] = [];

  /** the time a cost unit takes: the slowest of the recent runs, at least MS_PER_COST_UNIT */
  msPerUnit(): number {
    return Math.max(MS_PER_COST_UNIT, ...this.recent);
  }

  /** the highest plan cost that runs within timeoutMs */
  budget(timeoutMs: number): number {
    return timeoutMs / this.msPerUnit();
  }

  /** a run of a plan of `cost` units took `ms` */
  observe(cost: number, ms: number): void {
    if (ms < MEASURED_FROM_MS || !(cost > 0)) return;
    this.recent.push(ms / cost);
    if (this.recent.length > RECENT_RUNS) this.recent.shift();
  }
}

/** the error PostgreSQL gives a statement its statement_timeout cancelled (57014: answered 503) */
export function cancelledByTimeLimit(): Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
    severity: 'ERROR',
  });
}
