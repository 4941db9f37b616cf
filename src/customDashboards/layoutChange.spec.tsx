// Issue 38 defect 9: the dashboard's grid in edit mode takes the grid's report of its layouts only when a panel
// really moved: a saved dashboard's layouts (keys in the database's order, items in another order than the panels)
// reported back by react-grid-layout set nothing, however often the grid reports them.
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { Responsive } from 'react-grid-layout';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutItem } from './api';
import { changedLayouts, NO_LAYOUTS, type Layouts } from './layoutChange';

afterEach(cleanup);

/** layouts as the server answers them: each item's keys in jsonb's order, the items not in the panels' order */
const SAVED = JSON.parse(
  '{"lg": [{"h": 4, "i": "p2", "w": 4, "x": 4, "y": 0}, {"h": 4, "i": "p1", "w": 4, "x": 0, "y": 0}],' +
    ' "sm": [{"h": 4, "i": "p2", "w": 6, "x": 0, "y": 4}, {"h": 4, "i": "p1", "w": 6, "x": 0, "y": 0}]}',
) as Layouts;

describe('changedLayouts', () => {
  it('takes nothing from a report of the positions the layouts hold, in any order', () => {
    const reported = {
      lg: [
        { i: 'p1', x: 0, y: 0, w: 4, h: 4, moved: false, static: false },
        { i: 'p2', x: 4, y: 0, w: 4, h: 4, moved: false, static: false },
      ] as unknown as LayoutItem[],
    };
    expect(changedLayouts(SAVED, reported)).toBeUndefined();
  });

  it('takes a moved or resized panel, keeping the breakpoint not reported', () => {
    const moved = changedLayouts(SAVED, {
      lg: [
        { i: 'p1', x: 0, y: 0, w: 6, h: 4 },
        { i: 'p2', x: 6, y: 0, w: 4, h: 4 },
      ],
    });
    expect(moved?.lg).toEqual([
      { i: 'p1', x: 0, y: 0, w: 6, h: 4 },
      { i: 'p2', x: 6, y: 0, w: 4, h: 4 },
    ]);
    expect(moved?.sm).toBe(SAVED.sm);
  });

  it('is one object for a dashboard without layouts', () => {
    expect(changedLayouts(NO_LAYOUTS, { lg: [], sm: [] })).toBeUndefined();
  });
});

describe("the grid's reports in edit mode", () => {
  it('settle without a state update when nothing moved', async () => {
    let taken = 0;
    let renders = 0;
    function EditingGrid() {
      const [layouts, setLayouts] = useState<Layouts>(SAVED);
      renders += 1;
      return (
        <Responsive
          width={1200}
          layouts={layouts}
          breakpoints={{ lg: 900, sm: 0 }}
          cols={{ lg: 12, sm: 6 }}
          rowHeight={60}
          onLayoutChange={(_layout: unknown, all: Partial<Record<string, readonly LayoutItem[]>>) => {
            const next = changedLayouts(layouts, all);
            if (!next) return;
            taken += 1;
            setLayouts(next);
          }}
        >
          {['p1', 'p2'].map((id) => (
            <div key={id}>{id}</div>
          ))}
        </Responsive>
      );
    }
    render(<EditingGrid />);
    await act(async () => undefined);
    expect(taken).toBe(0);
    expect(renders).toBeLessThan(5);
  });
});
