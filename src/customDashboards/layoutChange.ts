// What the dashboard's grid reports as its layouts, and whether the page takes it (issue 38 defect 9: a state update
// loop in edit mode). react-grid-layout reports its layouts after every render that changes them; the page takes a
// report only when a panel really moved or was resized: compared as positions, whatever the order of the items (the
// grid's children order) or of their keys (the database's JSON orders keys its own way), so that the page's own
// render of the layouts it took never reads as a new change. A dashboard without layouts reads one constant.
import type { LayoutItem } from './api';

/** a type, not an interface: react-grid-layout takes it as its record of layouts by breakpoint */
export type Layouts = {
  lg: LayoutItem[];
  sm: LayoutItem[];
};

/** a dashboard's layouts before it has any: one object, not a new one per render */
export const NO_LAYOUTS: Layouts = Object.freeze({ lg: [], sm: [] }) as unknown as Layouts;

const position = ({ i, x, y, w, h }: LayoutItem) => ({ i, x, y, w, h });

/** the positions of a breakpoint's items, in a form that compares equal for the same positions */
const positions = (items: readonly LayoutItem[]) =>
  items
    .map(({ i, x, y, w, h }) => `${i}:${x},${y},${w},${h}`)
    .sort()
    .join(';');

/**
 * the layouts after the grid's report (`all`: its layouts by breakpoint), or undefined when it reports the positions
 * they already hold (nothing to take)
 */
export function changedLayouts(
  layouts: Layouts,
  all: Partial<Record<string, readonly LayoutItem[]>>,
): Layouts | undefined {
  const next: Layouts = {
    lg: all.lg ? all.lg.map(position) : layouts.lg,
    sm: all.sm ? all.sm.map(position) : layouts.sm,
  };
  const same = positions(next.lg) === positions(layouts.lg) && positions(next.sm) === positions(layouts.sm);
  return same ? undefined : next;
}
