// Text in a box: the largest font size at which the text, wrapped, fits the box's width and height in at most
// maxLines lines; below the smallest readable size the last line is cut with an ellipsis. Latin words break at
// spaces (a word longer than a line breaks anywhere); Japanese, Chinese and Korean break between characters.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { labelFont, type Weight } from './fonts.ts';

export interface FitOptions {
  weight?: Weight;
  maxLines?: number;
  /** the largest size tried (pixels); default the box height */
  maxSize?: number;
  /** the smallest size before cutting (pixels) */
  minSize?: number;
  lineHeight?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  lineHeight: number;
  font: string;
}

const CJK = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Break opportunities: words with their trailing spaces, CJK characters one by one. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/(?<=\s)/u)) {
    if (!CJK.test(word)) {
      out.push(word);
      continue;
    }
    let latin = '';
    for (const ch of word) {
      if (CJK.test(ch)) {
        if (latin) out.push(latin);
        latin = '';
        out.push(ch);
      } else latin += ch;
    }
    if (latin) out.push(latin);
  }
  return out.filter((t) => t !== '');
}

export function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => ctx.measureText(s.trimEnd()).width <= width;
  for (const token of tokens(text)) {
    if (fits(line + token)) {
      line += token;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    // a token wider than the line breaks between characters
    for (const ch of token) {
      if (line && !fits(line + ch)) {
        lines.push(line.trimEnd());
        line = '';
      }
      line += ch;
    }
    if (!line.trim()) line = '';
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function ellipsize(ctx: SKRSContext2D, line: string, width: number): string {
  let cut = line;
  while (cut.length > 0 && ctx.measureText(`${cut}…`).width > width) cut = [...cut].slice(0, -1).join('');
  return `${cut.trimEnd()}…`;
}

/** Fits the text to the box, setting the context's font to the chosen size. */
export function fitText(
  ctx: SKRSContext2D,
  text: string,
  width: number,
  height: number,
  options: FitOptions = {},
): FittedText {
  const weight = options.weight ?? 'regular';
  const maxLines = options.maxLines ?? 1;
  const lineFactor = options.lineHeight ?? 1.18;
  const minSize = Math.max(8, Math.min(options.minSize ?? 10, height));
  let size = Math.max(minSize, Math.floor(Math.min(options.maxSize ?? height, height / lineFactor)));
  for (;;) {
    const font = labelFont(size, weight);
    ctx.font = font;
    const lines = wrap(ctx, text, width);
    const lineHeight = Math.round(size * lineFactor);
    if ((lines.length <= maxLines && lines.length * lineHeight <= height + size * 0.1) || size <= minSize) {
      if (lines.length > maxLines || lines.length * lineHeight > height + size * 0.1) {
        const room = Math.max(1, Math.min(maxLines, Math.floor(height / lineHeight)));
        const kept = lines.slice(0, room);
        kept[room - 1] = ellipsize(ctx, lines.slice(room - 1).join(' '), width);
        return { size, lines: kept, lineHeight, font };
      }
      return { size, lines, lineHeight, font };
    }
    size = Math.max(minSize, Math.floor(size * 0.9));
  }
}
