// The preview of the print editor (doc 2 §4 'Print flow', §5 'Print'): the checks ('There are no products to
// print.', then 'Please select a template.'), the label bitmaps of the de-duplicated run from the server (one
// call up to 100 distinct labels), the PDF built with jsPDF, opened in a new tab. The tab is opened at the click
// (a blocker lets it through) and shown the PDF once built; the last PDF's address stays for the page's link.
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { printBitmaps } from './api';
import { paperLayoutOf } from '../../domain/paperLayouts';
import { previewProblem, printRun, type PrintItem } from './printList';

export interface PrintPreview {
  busy: boolean;
  /** blob: address of the last PDF built */
  pdfUrl: string | null;
  preview: (items: PrintItem[], template: string) => Promise<void>;
}

export function usePrintPreview(storeCode: string): PrintPreview {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);

  async function preview(items: PrintItem[], template: string) {
    const problem = previewProblem(items, template);
    const layout = paperLayoutOf(template);
    if (problem || !layout) return showError(translate(problem ?? 'app.print.noTemplate'));
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const run = printRun(items);
      const bitmaps = await printBitmaps(storeCode, layout.id, run.products);
      // jsPDF loads with the first preview, not with the page
      const { buildPrintPdf } = await import('./buildPrintPdf');
      const pdf = buildPrintPdf({
        layout,
        bitmaps,
        labels: run.labels,
        title: `${storeCode} ${layout.name}`,
      });
      const url = URL.createObjectURL(pdf.output('blob'));
      setPdfUrl((previous) => {
        if (previous) URL.revokeObjectURL(previous);
        return url;
      });
      if (tab) tab.location.href = url;
    } catch (error) {
      tab?.close();
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, pdfUrl, preview };
}
