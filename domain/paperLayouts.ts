// The paper layouts of label printing (doc 2 §9 'PDF layouts'), the one place their geometry lives: page size,
// label size, columns and rows, gaps, and the margins that centre the grid on the page (all in millimetres), and
// the resolution the server renders a label bitmap at for each. The console places labels with it
// (src/print/buildPrintPdf.ts); the server lists the layouts (GET /paper/layout/name) and sizes the bitmaps of
// POST /product/preview/encoded { paper } with it. Pure TypeScript: no browser or Node dependency.

export interface Size {
  /** millimetres */
  width: number;
  height: number;
}

export interface PaperLayout {
  id: string;
  /** what the template select shows */
  name: string;
  page: Size;
  label: Size;
  columns: number;
  rows: number;
  /** space between neighbouring labels, millimetres */
  gap: { x: number; y: number };
  /** bitmap resolution: pixels per millimetre (8 ≈ 203 dpi, 10 ≈ 254 dpi) */
  dotsPerMm: number;
}

const A4: Size = { width: 210, height: 297 };

/** doc 2 §9: CROMA.A4 one per page 210x297; CROMA.A6 four per page; CROMA.107 twenty per page 75x27;
 * CROMA.105 ten per page 105x59. Every one prints on A4 paper. */
export const PAPER_LAYOUTS: readonly PaperLayout[] = [
  {
    id: 'CROMA.A4',
    name: 'CROMA.A4',
    page: A4,
    label: { width: 210, height: 297 },
    columns: 1,
    rows: 1,
    gap: { x: 0, y: 0 },
    dotsPerMm: 6,
  },
  {
    id: 'CROMA.A6',
    name: 'CROMA.A6',
    page: A4,
    // A6 is 105 x 148 mm: four fill an A4 sheet
    label: { width: 105, height: 148 },
    columns: 2,
    rows: 2,
    gap: { x: 0, y: 0 },
    dotsPerMm: 8,
  },
  {
    id: 'CROMA.107',
    name: 'CROMA.107',
    page: A4,
    label: { width: 75, height: 27 },
    columns: 2,
    rows: 10,
    gap: { x: 10, y: 0 },
    dotsPerMm: 10,
  },
  {
    id: 'CROMA.105',
    name: 'CROMA.105',
    page: A4,
    label: { width: 105, height: 59 },
    columns: 2,
    rows: 5,
    gap: { x: 0, y: 0 },
    dotsPerMm: 10,
  },
];

export const PAPER_LAYOUT_IDS = PAPER_LAYOUTS.map((l) => l.id);

export function paperLayoutOf(id: string | null | undefined): PaperLayout | undefined {
  return PAPER_LAYOUTS.find((l) => l.id === id);
}

export function labelsPerPage(layout: PaperLayout): number {
  return layout.columns * layout.rows;
}

/** Pages a number of labels fills (at least one: an empty page is never built, see buildPrintPdf). */
export function pagesFor(layout: PaperLayout, labels: number): number {
  return Math.max(1, Math.ceil(labels / labelsPerPage(layout)));
}

/** The margins that centre the label grid on the page. */
export function marginsOf(layout: PaperLayout): { left: number; top: number } {
  const gridWidth = layout.columns * layout.label.width + (layout.columns - 1) * layout.gap.x;
  const gridHeight = layout.rows * layout.label.height + (layout.rows - 1) * layout.gap.y;
  return { left: (layout.page.width - gridWidth) / 2, top: (layout.page.height - gridHeight) / 2 };
}

export interface LabelSlot {
  /** 0-based page */
  page: number;
  /** top-left corner on the page, millimetres */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the label at a position of the print run goes: pages fill row by row, left to right. */
export function slotOf(layout: PaperLayout, index: number): LabelSlot {
  const perPage = labelsPerPage(layout);
  const onPage = index % perPage;
  const column = onPage % layout.columns;
  const row = Math.floor(onPage / layout.columns);
  const { left, top } = marginsOf(layout);
  return {
    page: Math.floor(index / perPage),
    x: left + column * (layout.label.width + layout.gap.x),
    y: top + row * (layout.label.height + layout.gap.y),
    width: layout.label.width,
    height: layout.label.height,
  };
}

/** The pixel size of a label bitmap: the label's physical size at the layout's resolution. */
export function labelPixels(layout: PaperLayout): { width: number; height: number } {
  return {
    width: Math.round(layout.label.width * layout.dotsPerMm),
    height: Math.round(layout.label.height * layout.dotsPerMm),
  };
}

/**
 * Whether a layout's labels are drawn turned a quarter. Label layouts are landscape (the tag panels they are
 * drawn for are wider than tall), so a label box taller than wide (CROMA.A4, CROMA.A6 on A4 paper) takes the
 * label in landscape: drawn at its box's height x width, then turned 90° counter-clockwise (its top along the
 * box's left edge) to fill the box. Drawing a landscape layout straight into a portrait box would stretch it.
 */
export function labelTurned(layout: PaperLayout): boolean {
  return layout.label.height > layout.label.width;
}

/** The label's diagonal in inches (the renderer picks a fallback layout by the size family of it). */
export function labelDiagonalInches(layout: PaperLayout): number {
  return Math.hypot(layout.label.width, layout.label.height) / 25.4;
}
