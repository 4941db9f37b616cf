// Issue 38 defect 9: "Others" was drawn under its translated label as its id ("その他" in Japanese), and a group of
// the answer may be named just that: the doughnut had two slices of one id, its legend two children of one key,
// and the bars and lines folded the real group into "Others". "Others" has an id of its own (OTHERS_ID), its label
// shown apart.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import type { Panel, StatsAnswer } from './api';
import { barBars, lineSeries } from './chartSeries';
import { foldGroups, OTHERS_ID } from './chartGroups';
import { PanelChart } from './PanelChart';

const WIDTH = 600;
const HEIGHT = 300;
const OTHERS = 'その他';

/** a browser's ResizeObserver: the element's size reported after the commit */
class TaskResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    setTimeout(() => this.report([], this as unknown as ResizeObserver), 0);
  }
  unobserve() {}
  disconnect() {}
}

let errors: string[] = [];
beforeEach(() => {
  errors = [];
  vi.stubGlobal('ResizeObserver', TaskResizeObserver);
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(HEIGHT);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: WIDTH, height: HEIGHT }),
  );
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** 15 tag types, the largest named "その他" (a real group, named like the label of the rest) */
const ANSWER: StatsAnswer = {
  rows: [
    { key: [OTHERS], value: 1000 },
    ...Array.from({ length: 14 }, (_, n) => ({ key: [`種別${n + 1}`], value: 100 - n })),
  ],
  truncated: false,
  groupBy: ['tagType'],
};

const panel = (kind: Panel['kind']): Panel => ({
  id: 'p1',
  kind,
  title: '',
  query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['tagType'] },
  options: { refreshSeconds: 60 },
});

async function draw(kind: Panel['kind'], answer = ANSWER) {
  render(
    <AdminContext
      i18nProvider={createI18nProvider('ja_JP', await loadMessages('ja_JP'))}
      store={memoryStore()}
      queryClient={new QueryClient()}
    >
      <PanelChart panel={panel(kind)} answer={answer} />
    </AdminContext>,
  );
  await waitFor(() => expect(document.querySelector('[data-sized="true"] svg')).toBeTruthy());
}

const legend = () =>
  [...document.querySelectorAll('[data-testid="panel-legend"] li')].map((item) => item.textContent);
const duplicateKeys = () => errors.filter((error) => /same key/i.test(error));

describe('a group named like "Others" (その他 in Japanese)', () => {
  it('doughnut: its own slice beside the slice of the rest, one id each', async () => {
    await draw('doughnut');
    const arcs = [...document.querySelectorAll('[data-testid^="arc."]')].map((arc) =>
      arc.getAttribute('data-testid'),
    );
    // 7 kept, the rest as one
    expect(arcs).toHaveLength(8);
    expect(new Set(arcs).size).toBe(8);
    expect(legend()[0]).toBe(OTHERS);
    expect(legend().at(-1)).toBe(OTHERS);
    expect(legend()).toHaveLength(8);
    expect(duplicateKeys()).toEqual([]);
  });

  it('bar: its own bar beside the bar of the rest, both named on the axis', async () => {
    await draw('bar');
    const bars = document.querySelectorAll('[data-sized="true"] svg g[transform] > rect');
    // 10 kept, the rest as one: the real "その他" is not folded into the rest
    expect(bars).toHaveLength(11);
    const ticks = [...document.querySelectorAll('[data-sized="true"] svg text')].map((t) => t.textContent);
    expect(ticks.filter((tick) => tick === OTHERS)).toHaveLength(2);
    expect(duplicateKeys()).toEqual([]);
  });

  it('line: its own line beside the line of the rest', async () => {
    const rows = ANSWER.rows.flatMap((row) =>
      ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'].map((time) => ({
        key: [...row.key, time],
        value: row.value,
      })),
    );
    await draw('line', { ...ANSWER, rows, groupBy: ['tagType', 'time'] });
    expect(legend()[0]).toBe(OTHERS);
    expect(legend().at(-1)).toBe(OTHERS);
    expect(legend()).toHaveLength(8);
    expect(duplicateKeys()).toEqual([]);
  });

  it('the series keep "Others" apart: its id OTHERS_ID, its label the one given', () => {
    const colors = ['#000'];
    const folded = foldGroups(
      ANSWER.rows.map((row) => ({
        id: String(row.key[0]),
        label: String(row.key[0]),
        value: row.value ?? 0,
      })),
      OTHERS,
      { n: 3 },
    );
    expect(folded.map((group) => group.id)).toEqual([OTHERS, '種別1', '種別2', OTHERS_ID]);
    expect(folded.map((group) => group.label)).toEqual([OTHERS, '種別1', '種別2', OTHERS]);
    const bars = barBars(ANSWER.rows, { single: '値', others: OTHERS, colors, n: 3 });
    expect(bars.data.map((bar) => bar.index)).toEqual([OTHERS, '種別1', '種別2', OTHERS_ID]);
    expect(bars.data.map((bar) => bars.label(bar.index))).toEqual([OTHERS, '種別1', '種別2', OTHERS]);
    expect(bars.data[0].値).toBe(1000);
    const lines = lineSeries(
      ANSWER.rows.map((row) => ({ key: [...row.key, '2026-01-01T00:00:00Z'], value: row.value })),
      { single: '値', others: OTHERS, colors, n: 3 },
    );
    expect(lines.map((line) => line.id)).toEqual([OTHERS, '種別1', '種別2', OTHERS_ID]);
    expect(lines.map((line) => line.label)).toEqual([OTHERS, '種別1', '種別2', OTHERS]);
    expect(lines[0].data.map((point) => point.y)).toEqual([1000]);
  });
});
