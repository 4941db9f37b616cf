// Battery replacement forecast (issue 27 §2), shared by the server (forecast job, tests) and the console (chart).
// A tag's readings are split at replacement jumps (the level rises by more than REPLACEMENT_JUMP); the discharge
// rate is a Theil-Sen fit (median of pairwise slopes, median intercept) over the segment since the last jump, so a
// few noisy or stale readings do not bend it. The forecast is the date the fitted line crosses LOW_BATTERY, the
// threshold at which the collection marks battStatus LOW. Too few readings, too short a span or no measurable
// drain give a state instead of a guessed date.

/** battStatus turns LOW below this level (server/sim/tagRadioOutcome.ts LOW_BATTERY, server/sim/collection.ts) */
export const LOW_BATTERY = 20;
/** a rise of more than this many points between two readings is a battery replacement */
export const REPLACEMENT_JUMP = 10;
/** the fit needs at least this many readings since the last replacement */
export const MIN_READINGS = 4;
/** ... spanning at least this long */
export const MIN_SPAN_MS = 3 * 24 * 3600 * 1000;
/** at most this many of the latest readings go into the fit (pairwise slopes are quadratic) */
export const MAX_FIT_READINGS = 60;

const DAY_MS = 24 * 3600 * 1000;
/** a month in rate figures: 30 days */
export const MONTH_MS = 30 * DAY_MS;

export interface BatteryReading {
  /** epoch milliseconds */
  at: number;
  /** level 0-100 */
  level: number;
}

export type ForecastState =
  /** a date was forecast */
  | 'forecast'
  /** already at or under the threshold */
  | 'low'
  /** fewer than MIN_READINGS since the last replacement, or a span under MIN_SPAN_MS */
  | 'tooFewReadings'
  /** the level does not fall: no crossing can be forecast */
  | 'noDrain';

export interface ForecastResult {
  state: ForecastState;
  /** latest level */
  level: number | null;
  /** points lost per 30 days (positive while draining), null without a fit */
  ratePerMonth: number | null;
  /** epoch ms the fitted line crosses LOW_BATTERY, null unless state is 'forecast' or 'low' */
  crossingAt: number | null;
  /** readings used in the fit (since the last replacement) */
  readings: number;
  /** epoch ms of the last replacement jump seen, null when none */
  replacedAt: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** readings since the last replacement jump, in time order */
export function lastSegment(readings: readonly BatteryReading[]): {
  segment: BatteryReading[];
  replacedAt: number | null;
} {
  const sorted = [...readings].sort((a, b) => a.at - b.at);
  let start = 0;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].level - sorted[i - 1].level > REPLACEMENT_JUMP) start = i;
  }
  return { segment: sorted.slice(start), replacedAt: start > 0 ? sorted[start].at : null };
}

/** Theil-Sen line: slope in points per ms, intercept at time origin `t0` */
export function theilSen(points: readonly BatteryReading[]): {
  slope: number;
  t0: number;
  intercept: number;
} {
  const t0 = points[0].at;
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const dt = points[j].at - points[i].at;
      if (dt > 0) slopes.push((points[j].level - points[i].level) / dt);
    }
  }
  const slope = slopes.length ? median(slopes) : 0;
  const intercept = median(points.map((p) => p.level - slope * (p.at - t0)));
  return { slope, t0, intercept };
}

export function forecastBattery(
  readings: readonly BatteryReading[],
  threshold = LOW_BATTERY,
): ForecastResult {
  const { segment: all, replacedAt } = lastSegment(readings);
  const level = all.length ? all[all.length - 1].level : null;
  const base = { level, replacedAt, readings: all.length };
  if (level !== null && level < threshold) {
    return { ...base, state: 'low', ratePerMonth: null, crossingAt: all[all.length - 1].at };
  }
  const segment = all.slice(-MAX_FIT_READINGS);
  if (segment.length < MIN_READINGS || segment[segment.length - 1].at - segment[0].at < MIN_SPAN_MS) {
    return { ...base, state: 'tooFewReadings', ratePerMonth: null, crossingAt: null };
  }
  const fit = theilSen(segment);
  const ratePerMonth = -fit.slope * MONTH_MS;
  if (fit.slope >= 0) return { ...base, state: 'noDrain', ratePerMonth, crossingAt: null };
  const crossingAt = Math.round(fit.t0 + (threshold - fit.intercept) / fit.slope);
  return { ...base, state: 'forecast', ratePerMonth, crossingAt };
}

// ---- the /battery screens (schemas/batteryForecast, batteryStore; docs/api.md): their answers are the
// contract's (the schemas' $defs, domain/generated/calls.ts) ----

/** the periods the counts and the swap list read: forecast date (or already low) up to the end of ... */
export const BATTERY_PERIODS = ['thisWeek', 'nextWeek', 'thisMonth'] as const;
export type BatteryPeriod = (typeof BATTERY_PERIODS)[number];
export const FORECAST_STATES = ['forecast', 'low', 'tooFewReadings', 'noDrain'] as const;

/** an alias (product info entry name) that names where a product sits: its entry is the tag's aisle or shelf */
export const LOCATION_ALIAS = /aisle|shelf|location|gondola|bay|通路|棚|売場|통로|선반|진열|매대/i;
