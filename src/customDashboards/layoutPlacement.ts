// Where a new or duplicated panel goes on a dashboard's grid (issue 38): the first free space that fits it, read
// row by row from the top left, instead of always under everything at column 0. Pure, tested in
// layoutPlacement.spec.ts.
import type { LayoutItem } from './api';

export type Layouts = { lg: LayoutItem[]; sm: LayoutItem[] };

/** the columns of each breakpoint (CustomDashboardPage's grid) */
export const GRID_COLUMNS = { lg: 12, sm: 6 } as const;

const overlaps = (a: Omit<LayoutItem, 'i'>, b: LayoutItem) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The top-most, then left-most place of a w×h item among `items` on a grid of `columns` columns: a gap between
 * panels when one fits, else the row under the lowest panel.
 */
export function firstFreeSpot(
  items: readonly LayoutItem[],
  size: { w: number; h: number },
  columns: number,
): { x: number; y: number } {
  const w = Math.min(size.w, columns);
  const bottom = items.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  for (let y = 0; y < bottom; y += 1)
    for (let x = 0; x + w <= columns; x += 1) {
      const spot = { x, y, w, h: size.h };
      if (!items.some((item) => overlaps(spot, item))) return { x, y };
    }
  return { x: 0, y: bottom };
}

/** the layouts with item `id` of the given sizes (lg and sm) placed in the first free space of each */
export function placeInLayouts(
  layouts: Layouts,
  id: string,
  sizes: { lg: { w: number; h: number }; sm: { w: number; h: number } },
): Layouts {
  const place = (size: 'lg' | 'sm') => {
    const w = Math.min(sizes[size].w, GRID_COLUMNS[size]);
    const spot = firstFreeSpot(layouts[size], { w, h: sizes[size].h }, GRID_COLUMNS[size]);
    return [...layouts[size], { i: id, ...spot, w, h: sizes[size].h }];
  };
  return { lg: place('lg'), sm: place('sm') };
}
