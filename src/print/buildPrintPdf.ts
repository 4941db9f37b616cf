// The print PDF (doc 2 §4 'Print flow', §9 'PDF layouts'), built in the browser with jsPDF: every label of the
// run at its slot of the paper layout (domain/paperLayouts.ts), its bitmap placed at the label's physical size
// (the server drew it at that size, Japanese and Korean included), a new page when one is full. Each distinct
// bitmap is embedded once and drawn as often as the run repeats it. The product code goes under each label as
// invisible text, so a viewer finds a product with its search and the labels print exactly as drawn.
import { jsPDF } from 'jspdf';
import { slotOf, type PaperLayout } from '../../domain/paperLayouts';
import type { PrintRun } from './printList';

/** points of the invisible product code text */
const CODE_FONT_SIZE = 6;

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface PrintPdfInput {
  layout: PaperLayout;
  /** base64 PNGs, in the order of the run's products */
  bitmaps: readonly string[];
  labels: PrintRun['labels'];
  title?: string;
}

export function buildPrintPdf({ layout, bitmaps, labels, title }: PrintPdfInput): jsPDF {
  const { width, height } = layout.page;
  const orientation = width > height ? 'landscape' : 'portrait';
  const pdf = new jsPDF({ unit: 'mm', format: [width, height], orientation, compress: true });
  pdf.setProperties({ title: title ?? layout.name, creator: 'ESL Console' });
  pdf.setFontSize(CODE_FONT_SIZE);
  const images = bitmaps.map(bytesOf);
  let page = 0;
  labels.forEach((label, index) => {
    const slot = slotOf(layout, index);
    if (slot.page > page) {
      pdf.addPage([width, height], orientation);
      page = slot.page;
    }
    // the alias makes jsPDF embed each bitmap once, however often the run repeats it
    pdf.addImage(
      images[label.bitmap],
      'PNG',
      slot.x,
      slot.y,
      slot.width,
      slot.height,
      `label-${label.bitmap}`,
      'NONE',
    );
    if (label.prCode)
      pdf.text(label.prCode, slot.x + 1, slot.y + slot.height - 1, { renderingMode: 'invisible' });
  });
  return pdf;
}
