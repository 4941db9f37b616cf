import { describe, expect, it } from 'vitest';
import { fitOthers, OTHERS_CLIP } from './othersBar';

const keys = ['ok', 'ng'];
const bars = (others: { ok: number; ng: number }) => [
  { index: 'A', ok: 80, ng: 20 },
  { index: 'B', ok: 50, ng: 10 },
  { index: 'Others', ...others },
];

describe('fitOthers', () => {
  it('cuts an "Others" far taller than the tallest bar to its height, keeping its proportions', () => {
    const fit = fitOthers(bars({ ok: 9000, ng: 1000 }), { indexBy: 'index', keys, others: 'Others' });
    expect(fit.cutTotal).toBe(10000);
    const drawn = fit.data[2] as { ok: number; ng: number };
    expect(drawn.ok + drawn.ng).toBeCloseTo(105);
    expect(drawn.ok / drawn.ng).toBeCloseTo(9);
    // the scale is the other bars': the tallest (100) below its top, the cut "Others" too
    expect(fit.valueMax).toBeGreaterThan(drawn.ok + drawn.ng);
    expect(fit.valueMax).toBeLessThan(150);
    expect(fit.data.slice(0, 2)).toEqual(bars({ ok: 0, ng: 0 }).slice(0, 2));
    expect(fit.trueValue('Others', 'ng', drawn.ng)).toBe(1000);
    expect(fit.trueValue('A', 'ng', 20)).toBe(20);
  });

  it(`draws "Others" at scale up to ${OTHERS_CLIP} times the tallest bar`, () => {
    const fit = fitOthers(bars({ ok: 100, ng: 50 }), { indexBy: 'index', keys, others: 'Others' });
    expect(fit.cutTotal).toBeNull();
    expect(fit.valueMax).toBeUndefined();
    expect(fit.data).toEqual(bars({ ok: 100, ng: 50 }));
  });

  it('measures grouped bars by their largest segment', () => {
    // stacked, "Others" (160) is 1.6 times the tallest (100); side by side, 80 against 80
    const data = bars({ ok: 80, ng: 80 });
    expect(fitOthers(data, { indexBy: 'index', keys, others: 'Others' }).cutTotal).toBe(160);
    expect(fitOthers(data, { indexBy: 'index', keys, others: 'Others', grouped: true }).cutTotal).toBeNull();
  });

  it('leaves a chart without "Others", or whose other bars are all zero, as it is', () => {
    const plain = bars({ ok: 1, ng: 1 }).slice(0, 2);
    expect(fitOthers(plain, { indexBy: 'index', keys, others: 'Others' }).cutTotal).toBeNull();
    const zeros = [
      { index: 'A', ok: 0, ng: 0 },
      { index: 'Others', ok: 5, ng: 0 },
    ];
    expect(fitOthers(zeros, { indexBy: 'index', keys, others: 'Others' }).data).toEqual(zeros);
  });
});
