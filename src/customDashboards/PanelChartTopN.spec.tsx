// Issue 39: a panel grouped by store draws the 10 largest stores and one "Others" bar for the other 290, and its
// "See all" lists all 300 as a sorted table, 25 a page.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import type { Panel, StatsAnswer } from './api';
import { PanelChart } from './PanelChart';

const WIDTH = 600;
const HEIGHT = 300;

/** a browser's ResizeObserver: the element's size reported after the commit */
class TaskResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    setTimeout(() => this.report([], this as unknown as ResizeObserver), 0);
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', TaskResizeObserver);
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(HEIGHT);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: WIDTH, height: HEIGHT }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const code = (n: number) => `F${String(n).padStart(5, '0')}`;
/** 300 stores, F00300 the largest: the value of store n is n */
const ANSWER: StatsAnswer = {
  rows: Array.from({ length: 300 }, (_, i) => ({ key: [code(i + 1)], value: i + 1 })),
  truncated: false,
  groupBy: ['storeCode'],
};

const panel = (kind: Panel['kind'], fn = 'count', topN?: number): Panel => ({
  id: 'p1',
  kind,
  title: 'Tags by store',
  query: { entity: 'tag', measure: { fn: fn as 'count' }, groupBy: ['storeCode'] },
  options: { refreshSeconds: 60, ...(topN ? { topN } : {}) },
});

async function draw(p: Panel) {
  render(
    <AdminContext
      i18nProvider={createI18nProvider('en_US', await loadMessages('en_US'))}
      store={memoryStore()}
      queryClient={new QueryClient()}
    >
      <PanelChart panel={p} answer={ANSWER} />
    </AdminContext>,
  );
  await act(() => new Promise((done) => setTimeout(done, 50)));
}

/** the bars nivo drew: a rect in each bar's group */
const drawnBars = () => document.querySelectorAll('[data-sized="true"] svg g[transform] > rect').length;

describe('a panel of 300 stores', () => {
  it('draws the 10 largest stores and "Others" with the sum of the other 290', async () => {
    await draw(panel('bar'));
    const ticks = [...document.querySelectorAll('[data-sized="true"] svg text')].map((t) => t.textContent);
    const stores = ticks.filter((text) => text?.startsWith('F'));
    expect(stores).toEqual(Array.from({ length: 10 }, (_, i) => code(300 - i)));
    expect(ticks).toContain('Others');
    expect(drawnBars()).toBe(11);
    expect(screen.getByTestId('fold-note').textContent).toContain('The 10 largest of 300; the other 290');
  });

  it('draws "Others" (42,195) cut to the height of the tallest store (300), its true total over it', async () => {
    await draw(panel('bar'));
    const heights = [...document.querySelectorAll('[data-sized="true"] svg g[transform] > rect')].map(
      (rect) => Number(rect.getAttribute('height')),
    );
    expect(heights).toHaveLength(11);
    const tallestStore = Math.max(...heights.slice(0, 10));
    expect(heights[10]).toBeGreaterThan(tallestStore);
    expect(heights[10]).toBeLessThan(1.1 * tallestStore);
    const cut = screen.getByTestId('others-cut');
    expect(cut.getAttribute('data-total')).toBe(String((290 * 291) / 2));
    expect(cut.textContent).toBe('42,195');
  });

  it('"See all" lists every store sorted by value, 25 a page, and sorts by store on a click', async () => {
    await draw(panel('bar'));
    fireEvent.click(screen.getByTestId('see-all'));
    const table = await screen.findByTestId('see-all-table');
    const firstCells = () =>
      within(table)
        .getAllByTestId('see-all-row')
        .map((row) => row.firstChild?.textContent);
    expect(firstCells()).toHaveLength(25);
    expect(firstCells()[0]).toBe(code(300));
    expect(screen.getByText('1-25 of 300')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Go to next page'));
    expect(firstCells()[0]).toBe(code(275));
    fireEvent.click(screen.getByTestId('see-all-sort-0'));
    expect(firstCells().slice(0, 2)).toEqual([code(1), code(2)]);
  });

  it('keeps the number of groups the panel chose', async () => {
    await draw(panel('doughnut', 'count', 5));
    const legend = [...screen.getByTestId('panel-legend').querySelectorAll('li')].map((li) => li.textContent);
    expect(legend).toEqual([code(300), code(299), code(298), code(297), code(296), 'Others']);
  });

  it('draws no "Others" for an average, whose groups cannot be averaged again', async () => {
    await draw(panel('doughnut', 'avg'));
    const legend = [...screen.getByTestId('panel-legend').querySelectorAll('li')].map((li) => li.textContent);
    expect(legend).toHaveLength(7);
    expect(legend).not.toContain('Others');
    expect(screen.getByTestId('fold-note').textContent).toContain('cannot be added up');
  });
});
