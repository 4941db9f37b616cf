// Login to the first dashboard chart (issue 25). The dashboard's first render after login paid for compiling
// its code (react-admin, MUI, nivo, d3) and inserting its styles: most of the time between the login answer and
// the first chart. While the login form waits for the operator, the dashboard's panels are drawn once off screen
// from sample figures and removed again, so the real dashboard draws warm. Nothing of it can be seen, reached or
// found by a test: it sits outside the window, hidden, inert, without the panels' test ids (WarmUpContext).
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DashboardStats } from './api';
import { DashboardPanels } from './panels';
import { WarmUpContext } from './warmUpContext';

/** the longest the warm-up stays on the page, its deferred panels drawn or not */
const WARM_UP_MS = 4000;
const counts = { NORMAL: 12, ALARM: 2, OFFLINE: 1, total: 15 };
const tagCounts = { total: 100, success: 80, inprogress: 15, error: 5 };

/** figures of the shape the server answers, every part present so that every panel is drawn */
export const SAMPLE_STATS: DashboardStats = {
  t: null,
  generatedAt: '2026-01-01T00:00:00.000Z',
  selected: [],
  servers: counts,
  gateways: {
    status: counts,
    gmpVersions: [{ version: '1.0', count: 10 }],
    grmVersions: [{ version: '1.0', count: 10 }],
  },
  tags: {
    ...tagCounts,
    todayUpdated: 60,
    updateRate: 60,
    types: [{ tagType: 'B154', total: 100, error: 5 }],
    byStore: [{ storeCode: 'S1', storeName: 'S1', ...tagCounts }],
  },
  products: { total: 50, todayUpdated: 20, updateRate: 40 },
  daily: [
    { day: '2026-01-01', tags: 10, products: 5 },
    { day: '2026-01-02', tags: 20, products: 8 },
  ],
  alarms: [],
};

/** Whether every panel has its chart drawn (the deferred ones come in idle moments). */
function allDrawn(box: HTMLElement): boolean {
  const cards = box.querySelectorAll('[data-warm-panel]');
  return cards.length > 0 && [...cards].every((card) => card.querySelector('svg'));
}

/** Draws the dashboard's panels off screen once, then removes them; `onDone` when they are gone. */
export function DashboardWarmUp({ onDone, limitMs = WARM_UP_MS }: { onDone?: () => void; limitMs?: number }) {
  const [holder] = useState(() => {
    const div = document.createElement('div');
    div.setAttribute('aria-hidden', 'true');
    div.inert = true;
    // laid out like the dashboard's content (the charts measure their box), but outside the window
    div.style.cssText =
      'position:fixed;top:0;left:-100000px;width:1200px;visibility:hidden;pointer-events:none;contain:layout paint';
    return div;
  });
  const [done, setDone] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const finished = useRef(onDone);
  finished.current = onDone;
  useEffect(() => {
    document.body.append(holder);
    return () => holder.remove();
  }, [holder]);
  useEffect(() => {
    if (done) {
      holder.remove();
      finished.current?.();
      return;
    }
    const started = performance.now();
    let frame = 0;
    const look = () => {
      if ((box.current && allDrawn(box.current)) || performance.now() - started > limitMs) setDone(true);
      else frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [done, holder, limitMs]);
  if (done) return null;
  return createPortal(
    <WarmUpContext.Provider value={true}>
      <div ref={box}>
        <DashboardPanels data={SAMPLE_STATS} />
      </div>
    </WarmUpContext.Provider>,
    holder,
  );
}
