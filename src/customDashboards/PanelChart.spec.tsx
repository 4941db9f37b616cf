// Issue 38 defect 9 (React error #185, "maximum update depth", in the panel editor's preview): React counts an update
// scheduled during a commit (a ref callback's, a layout effect's, a class's componentDidMount) as a nested update
// and throws #185 past 50 in a row. Drawing a panel's chart scheduled two at each mount (WhenSized measured its
// box in its ref callback, nivo's Responsive charts again in their AutoSizer's componentDidMount), and the preview
// draws its chart anew at each change. A chart now mounts without any: its box is measured by a ResizeObserver
// only, outside the commit (as a browser's reports it), and nivo draws at that size.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import type { Panel, StatsAnswer } from './api';
import { PanelChart } from './PanelChart';

const WIDTH = 420;
const HEIGHT = 260;

/** a browser's ResizeObserver: the element's size as it starts observing, reported after the commit (a task) */
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
  // the catalogue the key column's heading reads never answers here: only the drawing is under test
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

const ANSWER: StatsAnswer = {
  rows: Array.from({ length: 12 }, (_, n) => ({ key: [`種別${n}`], value: n + 1 })),
  truncated: false,
  groupBy: ['tagType'],
};

const panelOf = (kind: Panel['kind']): Panel => ({
  id: 'p1',
  kind,
  title: '',
  query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['tagType'] },
  options: { refreshSeconds: 60 },
});

/** the phases of the chart's renders (mount, update, nested-update) until its drawing is in */
async function drawnPhases(kind: Panel['kind']): Promise<string[]> {
  const phases: string[] = [];
  render(
    <AdminContext
      i18nProvider={createI18nProvider('ja_JP', await loadMessages('ja_JP'))}
      store={memoryStore()}
      queryClient={new QueryClient()}
    >
      <Profiler id="chart" onRender={(_id, phase) => phases.push(phase)}>
        <PanelChart panel={panelOf(kind)} answer={ANSWER} />
      </Profiler>
    </AdminContext>,
  );
  await act(() => new Promise((done) => setTimeout(done, 50)));
  return phases;
}

describe('a panel chart mounts without commit-phase updates', () => {
  it.each(['doughnut', 'bar', 'line'] as const)(
    '%s: drawn at its box size, no nested update',
    async (kind) => {
      const phases = await drawnPhases(kind);
      const svg = document.querySelector('[data-sized="true"] svg');
      expect(svg?.getAttribute('width')).toBe(String(WIDTH));
      expect(svg?.getAttribute('height')).toBe(String(HEIGHT));
      expect(phases[0]).toBe('mount');
      expect(phases.filter((phase) => phase === 'nested-update')).toEqual([]);
    },
  );
});
