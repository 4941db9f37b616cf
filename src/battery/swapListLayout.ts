// The pages of the printable battery swap list (issue 27 §2), planned before anything is drawn so that the page
// count and the first row are known (src/battery/swapListPdf.ts draws this plan; the e2e test checks a PDF against
// it). A4 portrait in millimetres: the header on every page, then per aisle a heading and the column titles, one
// line per tag with its tick box; a group that goes on past a page starts again with its heading there.
import type { BatterySwapList, BatterySwapRow } from '../../domain/generated/calls';

export const PAGE = { width: 210, height: 297, margin: 14 } as const;
/** where the first group starts below the page's header */
export const BODY_TOP = 44;
/** the lowest a line may end (the footer is below) */
export const BODY_BOTTOM = PAGE.height - 18;
export const HEADING_HEIGHT = 9;
export const COLUMNS_HEIGHT = 7;
export const ROW_HEIGHT = 7;

export type SwapItem =
  | { kind: 'heading'; aisle: string | null; y: number }
  | { kind: 'columns'; y: number }
  | { kind: 'row'; row: BatterySwapRow; y: number };

/** the items of each page, with their top positions */
export function planSwapPages(list: Pick<BatterySwapList, 'groups'>): SwapItem[][] {
  const pages: SwapItem[][] = [[]];
  let y = BODY_TOP;
  const newPage = () => {
    pages.push([]);
    y = BODY_TOP;
  };
  const head = (aisle: string | null) => {
    pages[pages.length - 1].push({ kind: 'heading', aisle, y });
    pages[pages.length - 1].push({ kind: 'columns', y: y + HEADING_HEIGHT });
    y += HEADING_HEIGHT + COLUMNS_HEIGHT;
  };
  for (const group of list.groups) {
    // a heading never stays alone at the bottom of a page
    if (y + HEADING_HEIGHT + COLUMNS_HEIGHT + ROW_HEIGHT > BODY_BOTTOM && pages[pages.length - 1].length > 0)
      newPage();
    head(group.aisle);
    for (const row of group.tags) {
      if (y + ROW_HEIGHT > BODY_BOTTOM) {
        newPage();
        head(group.aisle);
      }
      pages[pages.length - 1].push({ kind: 'row', row, y });
      y += ROW_HEIGHT;
    }
    y += 3;
  }
  return pages;
}
