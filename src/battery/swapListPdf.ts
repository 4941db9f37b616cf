// The printable battery swap list (issue 27 §2) with jsPDF: A4, a header on every page (title, store, the period
// and its end, the print date, page n of m), the tags grouped by aisle or shelf, each line with a tick box, the tag,
// its product, gateway, battery now and forecast date (swapListLayout.ts plans the pages). Japanese and Korean
// texts (product names, the console's language) are written with Noto Sans JP / KR, embedded only when a text
// needs them; the rest with the PDF's Helvetica.
import { jsPDF } from 'jspdf';
import type { BatterySwapList } from '../../domain/generated/calls';
import { assetBytes } from '../providers/assetBytes';
import { COLUMNS_HEIGHT, HEADING_HEIGHT, PAGE, planSwapPages, ROW_HEIGHT } from './swapListLayout';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
type Face = 'helvetica' | 'NotoJP' | 'NotoKR';
const faceOf = (text: string): Face =>
  HANGUL.test(text) ? 'NotoKR' : CJK.test(text) ? 'NotoJP' : 'helvetica';

const FONT_FILES: Record<Exclude<Face, 'helvetica'>, () => Promise<{ default: string }>> = {
  NotoJP: () => import('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url'),
  NotoKR: () => import('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf?url'),
};

function base64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** columns: x positions (mm) and the widths texts are cut to */
const COLUMNS = [
  { key: 'done', x: PAGE.margin, width: 12 },
  { key: 'tagId', x: PAGE.margin + 14, width: 30 },
  { key: 'prName', x: PAGE.margin + 46, width: 50 },
  { key: 'gwMac', x: PAGE.margin + 98, width: 32 },
  { key: 'level', x: PAGE.margin + 132, width: 25 },
  { key: 'forecastAt', x: PAGE.margin + 158, width: 24 },
] as const;

export interface SwapTexts {
  translate: Translate;
  /** yyyy-mm-dd of a moment */
  date: (value: string | null) => string;
  /** yyyy-mm-dd hh:ii:ss of now */
  printedAt: string;
  storeLabel: string;
}

export async function buildSwapListPdf(list: BatterySwapList, texts: SwapTexts): Promise<jsPDF> {
  const { translate: t, date } = texts;
  const pages = planSwapPages(list);
  const periodEnd =
    list.within === 'thisWeek'
      ? list.nextWeekFrom
      : list.within === 'nextWeek'
        ? list.nextWeekTo
        : list.monthTo;
  // the last day of the period (its end is exclusive)
  const until = new Date(Date.parse(`${periodEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const header = [
    t('app.battery.pdf.store', { store: texts.storeLabel }),
    t('app.battery.pdf.period', { period: t(`app.battery.periods.${list.within}`), to: until }),
    t('app.battery.pdf.printed', { date: texts.printedAt }),
  ];
  const title = t('app.battery.pdf.title');
  const columnTitle = (key: string) =>
    key === 'done' ? t('app.battery.pdf.done') : t(`app.battery.fields.${key}`);
  const cells = (row: BatterySwapList['groups'][number]['tags'][number]) => ({
    tagId: row.tagId,
    prName: row.prName ?? row.prCode ?? '',
    gwMac: row.gwMac ?? '',
    level: row.level === null ? '' : `${row.level} %`,
    forecastAt: row.forecastAt ? date(row.forecastAt) : t(`app.battery.states.${row.state}`),
  });
  const allTexts = [
    title,
    ...header,
    ...COLUMNS.map((c) => columnTitle(c.key)),
    t('app.battery.pdf.noAisle'),
    t('app.battery.pdf.empty'),
    t('app.battery.pdf.page', { n: 1, total: 1 }),
    ...list.groups.flatMap((g) => [
      t('app.battery.pdf.aisle', { aisle: g.aisle ?? '' }),
      ...g.tags.flatMap((row) => Object.values(cells(row))),
    ]),
  ];
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  pdf.setProperties({ title: `${title} ${list.storeCode}`, creator: 'ESL Console' });
  const faces = new Set(allTexts.map(faceOf));
  for (const face of ['NotoJP', 'NotoKR'] as const) {
    if (!faces.has(face)) continue;
    const url = (await FONT_FILES[face]()).default;
    pdf.addFileToVFS(`${face}.ttf`, base64(await assetBytes(url)));
    pdf.addFont(`${face}.ttf`, face, 'normal');
  }
  const write = (
    text: string,
    x: number,
    y: number,
    size: number,
    options: { maxWidth?: number; bold?: boolean } = {},
  ) => {
    const face = faceOf(text);
    pdf.setFont(face, face === 'helvetica' && options.bold ? 'bold' : 'normal');
    pdf.setFontSize(size);
    let shown = text;
    if (options.maxWidth) {
      while (shown.length > 1 && pdf.getTextWidth(shown) > options.maxWidth) shown = shown.slice(0, -1);
      if (shown !== text) shown = `${shown.slice(0, -1)}…`;
    }
    pdf.text(shown, x, y, { baseline: 'middle' });
  };
  pages.forEach((items, index) => {
    if (index > 0) pdf.addPage('a4', 'portrait');
    write(title, PAGE.margin, 18, 16, { bold: true });
    header.forEach((line, i) => write(line, PAGE.margin, 26 + i * 5, 10));
    pdf.setDrawColor(120);
    pdf.line(PAGE.margin, 40, PAGE.width - PAGE.margin, 40);
    write(
      t('app.battery.pdf.page', { n: index + 1, total: pages.length }),
      PAGE.width - PAGE.margin - 30,
      PAGE.height - 10,
      9,
    );
    if (list.groups.length === 0) write(t('app.battery.pdf.empty'), PAGE.margin, 50, 11);
    for (const item of items) {
      if (item.kind === 'heading') {
        const text =
          item.aisle === null
            ? t('app.battery.pdf.noAisle')
            : t('app.battery.pdf.aisle', { aisle: item.aisle });
        write(text, PAGE.margin, item.y + HEADING_HEIGHT / 2, 12, { bold: true });
      } else if (item.kind === 'columns') {
        pdf.setFillColor(235, 235, 235);
        pdf.rect(PAGE.margin, item.y, PAGE.width - 2 * PAGE.margin, COLUMNS_HEIGHT, 'F');
        for (const c of COLUMNS)
          write(columnTitle(c.key), c.x + 1, item.y + COLUMNS_HEIGHT / 2, 9, {
            bold: true,
            maxWidth: c.width,
          });
      } else {
        const values = cells(item.row);
        const middle = item.y + ROW_HEIGHT / 2;
        pdf.setDrawColor(60);
        pdf.rect(PAGE.margin + 3, middle - 2, 4, 4); // the tick box
        for (const c of COLUMNS)
          if (c.key !== 'done') write(values[c.key], c.x + 1, middle, 9, { maxWidth: c.width - 1 });
        pdf.setDrawColor(210);
        pdf.line(PAGE.margin, item.y + ROW_HEIGHT, PAGE.width - PAGE.margin, item.y + ROW_HEIGHT);
      }
    }
  });
  return pdf;
}
