import { describe, expect, it } from 'vitest';
import type { Panel } from './api';
import { duplicatePanel } from './duplicatePanel';
import { firstFreeSpot, placeInLayouts } from './layoutPlacement';
import { withoutStrayAlert } from './ThresholdEditor';

const item = (i: string, x: number, y: number, w: number, h: number) => ({ i, x, y, w, h });

describe('firstFreeSpot', () => {
  it('starts at the top left of an empty grid', () => {
    expect(firstFreeSpot([], { w: 4, h: 4 }, 12)).toEqual({ x: 0, y: 0 });
  });
  it('takes the room beside the panels of the first row', () => {
    expect(firstFreeSpot([item('a', 0, 0, 4, 4), item('b', 4, 0, 4, 4)], { w: 4, h: 4 }, 12)).toEqual({
      x: 8,
      y: 0,
    });
  });
  it('fills a hole left between panels, not only the end', () => {
    const items = [item('a', 0, 0, 4, 4), item('c', 8, 0, 4, 4), item('d', 0, 4, 12, 2)];
    expect(firstFreeSpot(items, { w: 4, h: 4 }, 12)).toEqual({ x: 4, y: 0 });
  });
  it('skips a gap too small and goes under everything when nothing fits', () => {
    const items = [item('a', 0, 0, 5, 4), item('b', 8, 0, 4, 4)];
    // 3 columns free at x 5..7: a 4 wide panel does not fit there; under a (y 4) it does
    expect(firstFreeSpot(items, { w: 4, h: 4 }, 12)).toEqual({ x: 0, y: 4 });
    expect(firstFreeSpot([item('a', 0, 0, 12, 3)], { w: 4, h: 4 }, 12)).toEqual({ x: 0, y: 3 });
  });
  it('needs the whole height free (a taller panel lower down blocks it)', () => {
    const items = [item('a', 0, 0, 8, 2), item('b', 8, 2, 4, 4)];
    // x 8 is free for rows 0-1 only; the first row with room for 4x4 is 2 at x 0
    expect(firstFreeSpot(items, { w: 4, h: 4 }, 12)).toEqual({ x: 0, y: 2 });
  });
});

describe('placeInLayouts and duplicatePanel', () => {
  const panel: Panel = {
    id: 'p1',
    kind: 'number',
    title: 'Tags',
    query: { entity: 'tag', measure: { fn: 'count' } },
    options: { refreshSeconds: 60, thresholds: [{ value: 3, color: '#f00' }] },
  };
  const layouts = { lg: [item('p1', 0, 0, 6, 3)], sm: [item('p1', 0, 0, 6, 3)] };

  it('places an item on each breakpoint within its columns', () => {
    expect(placeInLayouts(layouts, 'x', { lg: { w: 4, h: 2 }, sm: { w: 8, h: 2 } })).toEqual({
      lg: [layouts.lg[0], item('x', 6, 0, 4, 2)],
      sm: [layouts.sm[0], item('x', 0, 3, 6, 2)],
    });
  });

  it('copies a panel with a fresh id and the same size beside it', () => {
    const next = duplicatePanel([panel], layouts, 'p1', (title) => `${title} (copy)`)!;
    expect(next.id).toBe('p2');
    expect(next.panels[1]).toEqual({ ...panel, id: 'p2', title: 'Tags (copy)' });
    // a deep copy: changing the copy's options leaves the original's
    next.panels[1].options.thresholds![0].value = 9;
    expect(panel.options.thresholds![0].value).toBe(3);
    expect(next.layouts.lg[1]).toEqual(item('p2', 6, 0, 6, 3));
    expect(next.layouts.sm[1]).toEqual(item('p2', 0, 3, 6, 3));
    expect(duplicatePanel([panel], layouts, 'nope', String)).toBeUndefined();
    // the copy of a panel with an alert rule keeps it switched off
    const alert = { enabled: true, comparison: 'above' as const, threshold: 5, forMinutes: 0 };
    const ruled = duplicatePanel([{ ...panel, alert }], layouts, 'p1', String)!;
    expect(ruled.panels[0].alert?.enabled).toBe(true);
    expect(ruled.panels[1].alert).toEqual({ ...alert, enabled: false });
  });
});

describe('withoutStrayAlert', () => {
  const alert = { enabled: true, comparison: 'above' as const, threshold: 5, forMinutes: 0 };
  const panel: Panel = {
    id: 'p1',
    kind: 'number',
    title: 'Tags',
    query: { entity: 'tag', measure: { fn: 'count' } },
    options: { refreshSeconds: 60 },
    alert,
  };
  it('keeps the rule of a number, bar or line panel and drops it from other kinds', () => {
    expect(withoutStrayAlert(panel)).toBe(panel);
    expect(withoutStrayAlert({ ...panel, kind: 'line' }).alert).toEqual(alert);
    expect('alert' in withoutStrayAlert({ ...panel, kind: 'doughnut' })).toBe(false);
  });
});
