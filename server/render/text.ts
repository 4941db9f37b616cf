// Text in a box: the largest font size at which the text, wrapped, fits the box's width and height in at most
// maxLines lines; below the smallest readable size the last line is cut with an ellipsis. Latin words break at
// spaces (a word longer than a line breaks anywhere); Japanese, Chinese and Korean break between characters.
// The cost grows with what the box can show, not with the text: wrapping stops a few lines past maxLines, and
// every cut (a word wider than the line, the ellipsis) is found by a galloping binary search on the prefix
// length, so a 1 MB text is read once per tried size and never re-measured per character.
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

const CJK = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * The longest text measured (UTF-16 units): more than the widest label shows on a line at its smallest size.
 * Longer texts do not fit, unmeasured: Skia's measuring grows faster than the length (1 MB takes seconds), and
 * lines of zero-width characters (combining marks) would otherwise grow without end.
 */
const MAX_LINE_LENGTH = 512;

/** Whether the text fits the width on one line (never measuring more than MAX_LINE_LENGTH). */
export function fitsWidth(ctx: SKRSContext2D, text: string, width: number): boolean {
  return text.length <= MAX_LINE_LENGTH && ctx.measureText(text).width <= width;
}

/**
 * Words with their first trailing whitespace character, then the rest of a whitespace run as one blank token,
 * lazily (wrap treats a run as it would its characters one by one).
 */
function* words(text: string): Generator<string> {
  const space = /\s/g;
  const nonSpace = /\S/g;
  let start = 0;
  while (start < text.length) {
    space.lastIndex = start;
    if (!space.exec(text)) {
      yield text.slice(start);
      return;
    }
    const afterSpace = space.lastIndex;
    yield text.slice(start, afterSpace);
    nonSpace.lastIndex = afterSpace;
    const next = nonSpace.exec(text)?.index ?? text.length;
    // past MAX_LINE_LENGTH a run never fits before a word, and is trimmed after one: its length no longer matters
    if (next > afterSpace) yield text.slice(afterSpace, Math.min(next, afterSpace + MAX_LINE_LENGTH + 2));
    start = next;
  }
}

/** Break opportunities, lazily: words with their trailing spaces, CJK characters one by one. */
export function* tokens(text: string): Generator<string> {
  for (const word of words(text)) {
    if (!CJK.test(word)) {
      yield word;
      continue;
    }
    let latin = '';
    for (const ch of word) {
      if (CJK.test(ch)) {
        if (latin) yield latin;
        latin = '';
        yield ch;
      } else latin += ch;
    }
    if (latin) yield latin;
  }
}

/**
 * The largest n in [low, high] for which fits(n) holds, given fits(low) (fits is monotone: true up to the answer,
 * false after). Gallops up from low, then bisects: about 2·log2(answer - low) calls, whatever high is.
 */
export function largestFitting(low: number, high: number, fits: (n: number) => boolean): number {
  let good = low;
  let step = 1;
  let bad = high + 1;
  while (good + step <= high) {
    if (!fits(good + step)) {
      bad = good + step;
      break;
    }
    good += step;
    step *= 2;
  }
  while (bad - good > 1) {
    const mid = good + Math.floor((bad - good) / 2);
    if (fits(mid)) good = mid;
    else bad = mid;
  }
  return good;
}

/** The UTF-16 length of the first `count` code points of s. */
function codePointsLength(s: string, count: number): number {
  let at = 0;
  for (let k = 0; k < count && at < s.length; k++) at += (s.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  return at;
}

/** The number of code points of s. */
function codePointCount(s: string): number {
  let count = 0;
  for (let at = 0; at < s.length; count++) at += (s.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  return count;
}

/**
 * The text wrapped to the width, in lines (trailing spaces trimmed, blank lines dropped). Stops after `limit`
 * lines: the lines answered are the first lines of the whole wrap. Each line takes the longest run of the next
 * tokens that fits (found by galloping, a few measures per line); a token that does not fit on a line of its own
 * breaks between characters.
 */
export function wrap(ctx: SKRSContext2D, text: string, width: number, limit = Infinity): string[] {
  const lines: string[] = [];
  const fits = (s: string) => fitsWidth(ctx, s.trimEnd(), width);
  const source = tokens(text);
  const ahead: string[] = [];
  /** whether there is an i-th token ahead (read from the text as needed) */
  const has = (i: number): boolean => {
    while (ahead.length <= i) {
      const next = source.next();
      if (next.done) return false;
      ahead.push(next.value);
    }
    return true;
  };
  let line = '';
  while (lines.length < limit && has(0)) {
    const count = largestFitting(
      0,
      Number.MAX_SAFE_INTEGER,
      (n) => has(n - 1) && fits(line + ahead.slice(0, n).join('')),
    );
    line += ahead.splice(0, count).join('');
    if (!has(0)) break;
    // the next token does not fit: the line ends here
    const token = ahead.shift() ?? '';
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    // a blank run: its first character ends the line, the others start the next one (as one by one they would)
    if (token.trim() === '') {
      line = token.slice(1);
      continue;
    }
    // a token wider than the line breaks between characters: each line the longest prefix that fits (at least one)
    let rest = token;
    for (;;) {
      const count = largestFitting(1, rest.length, (n) => fits(rest.slice(0, codePointsLength(rest, n))));
      const cut = codePointsLength(rest, count);
      if (cut >= rest.length) break;
      if (lines.length >= limit) return lines;
      lines.push(rest.slice(0, cut).trimEnd());
      rest = rest.slice(cut);
    }
    line = rest.trim() ? rest : '';
  }
  if (line.trim() && lines.length < limit) lines.push(line.trimEnd());
  return lines;
}

/** The longest prefix of the line (whole code points) that fits the width with "…" after it, and the "…". */
function ellipsize(ctx: SKRSContext2D, line: string, width: number): string {
  const prefix = (n: number) => line.slice(0, codePointsLength(line, n));
  const fits = (n: number) => fitsWidth(ctx, `${prefix(n)}…`, width);
  const total = codePointCount(line);
  const count = fits(total) ? total : largestFitting(0, total - 1, (n) => n === 0 || fits(n));
  return `${prefix(count).trimEnd()}…`;
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
  // the lines past maxLines only feed the ellipsis of the last line kept: two more are plenty
  const limit = maxLines + 2;
  let size = Math.max(minSize, Math.floor(Math.min(options.maxSize ?? height, height / lineFactor)));
  for (;;) {
    const font = labelFont(size, weight);
    ctx.font = font;
    const lines = wrap(ctx, text, width, limit);
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
