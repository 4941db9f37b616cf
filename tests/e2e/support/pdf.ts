// Reading a generated PDF back with pdfjs-dist (Node, no browser): page sizes in millimetres, the text, and where
// images are drawn (each paintImageXObject with its size and position from the transform in force), plus a page
// rendered to PNG to look at.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** the standard fonts (Helvetica of the code text) as pdfjs in Node reads them: a directory path */
const STANDARD_FONTS = `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface PdfImage {
  /** millimetres, from the top-left corner of the page */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  width: number;
  height: number;
  text: string[];
  images: PdfImage[];
}

const MM_PER_PT = 25.4 / 72;

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

async function pdfjs() {
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

async function open(data: Uint8Array) {
  const { getDocument } = await pdfjs();
  return getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
}

export async function readPdf(data: Uint8Array): Promise<PdfPage[]> {
  const { OPS } = await pdfjs();
  const doc = await open(data);
  const pages: PdfPage[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const heightPt = y1 - y0;
      const text = (await page.getTextContent()).items.flatMap((item) =>
        'str' in item && item.str.trim() ? [item.str.trim()] : [],
      );
      const ops = await page.getOperatorList();
      const images: PdfImage[] = [];
      let ctm: Matrix = [1, 0, 0, 1, 0, 0];
      const stack: Matrix[] = [];
      ops.fnArray.forEach((fn, i) => {
        if (fn === OPS.save) stack.push(ctm);
        else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
        else if (fn === OPS.transform) ctm = multiply(ctm, ops.argsArray[i] as Matrix);
        else if (fn === OPS.paintImageXObject) {
          const [a, , , d, e, f] = ctm;
          images.push({
            x: e * MM_PER_PT,
            y: (heightPt - f - d) * MM_PER_PT,
            width: a * MM_PER_PT,
            height: d * MM_PER_PT,
          });
        }
      });
      pages.push({ width: (x1 - x0) * MM_PER_PT, height: heightPt * MM_PER_PT, text, images });
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}

interface NodeCanvas {
  width: number;
  height: number;
  toBuffer(mime: 'image/png'): Buffer;
}

/** Renders one page (1-based) to a PNG file at the given scale (1 = 72 dpi), to look at. */
export async function renderPdfPage(
  data: Uint8Array,
  pageNumber: number,
  file: string,
  scale = 2,
): Promise<void> {
  const doc = await open(data);
  try {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    // pdfjs's own canvas factory (its @napi-rs/canvas, whose Path2D it draws with)
    const factory = doc.canvasFactory as {
      create(w: number, h: number): { canvas: NodeCanvas; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport })
      .promise;
    writeFileSync(file, canvas.toBuffer('image/png'));
  } finally {
    await doc.destroy();
  }
}
