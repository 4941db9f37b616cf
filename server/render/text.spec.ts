// Text fitting: the same lines as wrapping token by token and cutting character by character (the reference
// below, the algorithm before the linear one), and a cost that follows what the box shows, not the text's length.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { labelFont, registerLabelFonts } from './fonts.ts';
import { fitText, largestFitting, tokens, wrap } from './text.ts';

/** The reference: every token measured with the whole line, every long token cut one character at a time. */
function referenceWrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => ctx.measureText(s.trimEnd()).width <= width;
  const pieces = text
    .split(/(?<=\s)/u)
    .flatMap((word) =>
      [
        ...word.matchAll(
          /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/gu,
        ),
      ].map((m) => m[0]),
    );
  for (const token of pieces) {
    if (fits(line + token)) {
      line += token;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
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

let ctx: SKRSContext2D;

beforeAll(() => {
  registerLabelFonts();
  ctx = createCanvas(10, 10).getContext('2d');
  ctx.font = labelFont(14);
});

const piece = fc.constantFrom(
  'a',
  'W',
  'i',
  ' ',
  '  ',
  'long',
  'Milch',
  '牛乳',
  '우유',
  '1,290',
  '😀',
  '-',
  '\t',
);

describe('text fitting', () => {
  it('wraps exactly as token by token, character by character', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.integer({ min: 4, max: 200 }), (parts, width) => {
        const text = parts.join('');
        expect(wrap(ctx, text, width)).toEqual(referenceWrap(ctx, text, width));
      }),
      { numRuns: 300 },
    );
  });

  it('answers the first lines of the whole wrap when given a limit', () => {
    const text = 'Fresh whole milk from the farm, 1 litre, keep refrigerated '.repeat(5);
    const all = wrap(ctx, text, 90);
    expect(all.length).toBeGreaterThan(4);
    expect(wrap(ctx, text, 90, 3)).toEqual(all.slice(0, 3));
  });

  it('breaks text into words with their spaces and CJK characters one by one', () => {
    expect([...tokens('Milk  1L 牛乳a')]).toEqual(['Milk ', ' ', '1L ', '牛', '乳', 'a']);
  });

  it('finds the largest fitting count by galloping, whatever the upper bound', () => {
    const calls: number[] = [];
    const fits = (n: number) => (calls.push(n), n <= 37);
    expect(largestFitting(0, Number.MAX_SAFE_INTEGER, fits)).toBe(37);
    expect(calls.length).toBeLessThan(16);
    expect(largestFitting(1, 1, () => false)).toBe(1);
    expect(largestFitting(0, 10, () => true)).toBe(10);
  });

  it.each([16_000, 1_000_000])('fits %i characters without a space into two cut lines', (n) => {
    const spy = vi.spyOn(ctx, 'measureText');
    const fitted = fitText(ctx, 'A'.repeat(n), 280, 60, { maxLines: 2 });
    const measured = spy.mock.calls.map(([s]) => s.length);
    spy.mockRestore();
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1].endsWith('…')).toBe(true);
    // never the whole text: what is measured stays within a line's worth, a bounded number of times
    expect(Math.max(...measured)).toBeLessThanOrEqual(512);
    expect(measured.length).toBeLessThan(2000);
  });
});
