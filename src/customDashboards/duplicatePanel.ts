// Duplicate a panel (issue 38): a copy with a fresh id, of the original's size, in the first free space of each
// layout. Pure, tested in layoutPlacement.spec.ts.
import type { Panel } from './api';
import { placeInLayouts, type Layouts } from './layoutPlacement';
import { newPanelId } from './model';

const DEFAULT_SIZES = { lg: { w: 4, h: 4 }, sm: { w: 6, h: 4 } };

/** the panels and layouts with a copy of panel `id` (titled by `titleOf`), and the copy's id */
export function duplicatePanel(
  panels: Panel[],
  layouts: Layouts,
  id: string,
  titleOf: (title: string) => string,
): { panels: Panel[]; layouts: Layouts; id: string } | undefined {
  const original = panels.find((panel) => panel.id === id);
  if (!original) return undefined;
  const copyId = newPanelId(panels);
  const copy: Panel = { ...structuredClone(original), id: copyId, title: titleOf(original.title) };
  // a copy's alert rule starts off: one rule raises one alarm
  if (copy.alert) copy.alert = { ...copy.alert, enabled: false };
  const sizeOf = (size: 'lg' | 'sm') => {
    const item = layouts[size].find((entry) => entry.i === id);
    return item ? { w: item.w, h: item.h } : DEFAULT_SIZES[size];
  };
  return {
    panels: [...panels, copy],
    layouts: placeInLayouts(layouts, copyId, { lg: sizeOf('lg'), sm: sizeOf('sm') }),
    id: copyId,
  };
}
