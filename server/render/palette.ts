// Label colours. E-paper labels show black and white plus one accent; which accent a type has is the tag type
// table's decision (server/tags/tagTypes.ts `colors`: red for colour types B, A, 3, 2; yellow for freezer types
// D, C, 5, 4). Drawing happens in these exact colours; anti-aliased edges are then snapped to the nearest one,
// so a label holds nothing but palette colours.
import type { TagTypeInfo } from '../tags/tagTypes.ts';

export type Accent = 'red' | 'yellow';
export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
export const RED: Rgb = [255, 0, 0];
export const YELLOW: Rgb = [255, 255, 0];

/** The accent colour of a tag type, or none for a black-and-white panel. */
export function accentOf(info: Pick<TagTypeInfo, 'colors'> | undefined): Accent | undefined {
  const colors = info?.colors ?? [];
  return colors.includes('red') ? 'red' : colors.includes('yellow') ? 'yellow' : undefined;
}

export interface Palette {
  accent?: Accent;
  /** palette entries in PNG index order: white, black, then the accent */
  colors: Rgb[];
  css: { white: string; black: string; accent: string; onAccent: string; accentText: string };
}

const css = ([r, g, b]: Rgb) => `rgb(${r},${g},${b})`;

export function paletteOf(accent: Accent | undefined): Palette {
  const accentRgb = accent === 'red' ? RED : accent === 'yellow' ? YELLOW : BLACK;
  return {
    accent,
    colors: accent ? [WHITE, BLACK, accentRgb] : [WHITE, BLACK],
    css: {
      white: css(WHITE),
      black: css(BLACK),
      // a fill in the accent colour (black on black-and-white labels)
      accent: css(accentRgb),
      // text drawn on an accent fill: white on red or black, black on yellow
      onAccent: accent === 'yellow' ? css(BLACK) : css(WHITE),
      // text in the accent colour on white: yellow text would be unreadable, so it is black there
      accentText: accent === 'red' ? css(RED) : css(BLACK),
    },
  };
}

/** Luminance below which a grey pixel is ink: above half, so thin strokes of small text keep their pixels. */
const INK_LUMINANCE = 170;
/** Colour spread (max - min channel) below which a pixel is grey, never the accent. */
const GREY_SPREAD = 64;

/** An opaque colour as an RGBA word in the machine's byte order, as a Uint32Array view of canvas pixels reads it. */
export const wordOf = ([r, g, b]: Rgb): number => new Uint32Array(new Uint8Array([r, g, b, 255]).buffer)[0];
/** Most pixels of a label are exactly paper or ink (or the accent): compared as whole words first. */
export const PAPER_WORD = wordOf(WHITE);
export const INK_WORD = wordOf(BLACK);

/**
 * The palette index of a pixel that is neither exactly paper nor ink: grey pixels (anti-aliased black-on-white
 * edges) go to white (0) or black (1) by luminance, coloured ones to the nearest of white, black and the accent.
 */
export function snapColor(r: number, g: number, b: number, palette: Palette): number {
  const colors = palette.colors;
  const spread = Math.max(r, g, b) - Math.min(r, g, b);
  if (colors.length < 3 || spread < GREY_SPREAD)
    return r * 0.299 + g * 0.587 + b * 0.114 >= INK_LUMINANCE ? 0 : 1;
  const [ar, ag, ab] = colors[2];
  const dw = (255 - r) * (255 - r) + (255 - g) * (255 - g) + (255 - b) * (255 - b);
  const dk = r * r + g * g + b * b;
  const da = (ar - r) * (ar - r) + (ag - g) * (ag - g) + (ab - b) * (ab - b);
  return da <= dw && da <= dk ? 2 : dw <= dk ? 0 : 1;
}
