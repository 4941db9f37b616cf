import { describe, expect, it } from 'vitest';
import { TAG_FEATURES, TAG_SIZES } from '../../server/seed/demoData.ts';
import { dailyDrain, simulateFleet } from '../../server/sim/batteryDrain.ts';
import { forecastBattery, LOW_BATTERY, MONTH_MS, type BatteryReading } from '../../domain/battery.ts';

const DAY = 24 * 3600 * 1000;
const START = Date.UTC(2026, 0, 1);
const TYPES = TAG_FEATURES.flatMap((f) => TAG_SIZES.map((s) => `${f}${s}`));

function line(days: number, from: number, perDay: number, everyDays = 1): BatteryReading[] {
  return Array.from({ length: days }, (_, i) => ({
    at: START + i * everyDays * DAY,
    level: from - perDay * i * everyDays,
  }));
}

describe('battery forecast rules', () => {
  it('forecasts the crossing of the low-battery threshold on a straight drain', () => {
    const f = forecastBattery(line(10, 80, 1));
    expect(f.state).toBe('forecast');
    expect(f.ratePerMonth).toBeCloseTo(30, 6);
    // 80 - d = 20 at d = 60
    expect(f.crossingAt).toBe(START + 60 * DAY);
  });

  it('ignores the readings before a replacement jump', () => {
    const before = line(10, 40, 2); // 40 .. 22, steep
    const after = line(10, 98, 0.5).map((r) => ({ ...r, at: r.at + 12 * DAY }));
    const f = forecastBattery([...after, ...before]); // order does not matter
    expect(f.state).toBe('forecast');
    expect(f.replacedAt).toBe(START + 12 * DAY);
    expect(f.readings).toBe(10);
    expect(f.ratePerMonth).toBeCloseTo(15, 6);
    expect(f.crossingAt).toBe(START + 12 * DAY + 156 * DAY);
  });

  it('is robust to outliers (Theil-Sen)', () => {
    const readings = line(20, 90, 1);
    readings[5] = { ...readings[5], level: 10 };
    readings[12] = { ...readings[12], level: 100 - 12 }; // a rise under the jump threshold
    const f = forecastBattery(readings);
    expect(f.ratePerMonth).toBeCloseTo(30, 6);
  });

  it('says too few readings instead of guessing', () => {
    expect(forecastBattery([]).state).toBe('tooFewReadings');
    expect(forecastBattery(line(3, 80, 1)).state).toBe('tooFewReadings');
    // enough readings but within a day
    expect(forecastBattery(line(10, 80, 1, 0.05)).state).toBe('tooFewReadings');
    // a fresh replacement leaves too few readings in its segment
    const f = forecastBattery([...line(10, 60, 1), { at: START + 11 * DAY, level: 99 }]);
    expect(f).toMatchObject({ state: 'tooFewReadings', level: 99, crossingAt: null });
  });

  it('reports low and no-drain states', () => {
    expect(forecastBattery(line(10, 30, 2)).state).toBe('low');
    expect(forecastBattery(line(10, 70, 0)).state).toBe('noDrain');
    expect(forecastBattery(line(10, 70, 0)).crossingAt).toBeNull();
    expect(LOW_BATTERY).toBe(20);
  });
});

describe('simulator drain', () => {
  it('drains faster for big, colour, busy and cold tags', () => {
    const base = { tagType: 'B213', updatesPerDay: 4, temperature: 20 };
    expect(dailyDrain({ ...base, tagType: 'B750' })).toBeGreaterThan(dailyDrain(base));
    expect(dailyDrain({ ...base, tagType: '3213' })).toBeGreaterThan(dailyDrain(base));
    expect(dailyDrain({ ...base, updatesPerDay: 20 })).toBeGreaterThan(dailyDrain(base));
    expect(dailyDrain({ ...base, temperature: -18 })).toBeGreaterThan(dailyDrain(base));
  });

  it('is deterministic for a seed and replaces batteries (the level jumps up)', () => {
    const a = simulateFleet(7, 50, { start: START, days: 365 }, TYPES);
    const b = simulateFleet(7, 50, { start: START, days: 365 }, TYPES);
    expect(a.map((t) => t.readings)).toEqual(b.map((t) => t.readings));
    const jumps = a.filter((t) => t.readings.some((r, i) => i > 0 && r.level - t.readings[i - 1].level > 50));
    expect(jumps.length).toBeGreaterThan(10);
  });

  it("matches the simulator's own drain for a seed: median crossing-date error under 10 %", () => {
    const tracks = simulateFleet(27, 400, { start: START, days: 540 }, TYPES);
    const errors: number[] = [];
    for (const track of tracks) {
      // observe at several points of the track's life: the forecast must hold across replacements
      for (const day of [60, 150, 300, 450]) {
        const asOf = START + day * DAY;
        const crossing = track.trueCrossing(asOf);
        if (crossing === null) continue;
        const f = forecastBattery(track.readings.filter((r) => r.at <= asOf));
        if (f.state !== 'forecast' || f.crossingAt === null) continue;
        errors.push(Math.abs(f.crossingAt - crossing) / (crossing - asOf));
      }
    }
    errors.sort((x, y) => x - y);
    const median = errors[errors.length >> 1];
    const p90 = errors[Math.floor(errors.length * 0.9)];
    console.log(
      `battery forecast: ${errors.length} forecasts, median error ${(median * 100).toFixed(2)} %, p90 ${(p90 * 100).toFixed(2)} %`,
    );
    expect(errors.length).toBeGreaterThan(300);
    expect(median).toBeLessThan(0.1);
    expect(MONTH_MS).toBe(30 * DAY);
  });
});
