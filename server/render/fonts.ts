// The label fonts: Noto Sans JP and Noto Sans KR (regular and bold) from the npm registry, registered once with
// Skia under names of our own, so labels look the same on every machine whatever fonts the system has.
// Noto Sans JP also carries Latin, so the stack is Latin + Japanese (JP), then Korean (KR) for Hangul.
import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

export const LATIN_JP_FAMILY = 'ESL Label JP';
export const KR_FAMILY = 'ESL Label KR';

const FACES: Array<[string, string]> = [
  ['@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf', LATIN_JP_FAMILY],
  ['@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf', LATIN_JP_FAMILY],
  ['@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', KR_FAMILY],
  ['@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf', KR_FAMILY],
];

let registered = false;

/** Registers the label fonts (idempotent); throws when a font file is missing. */
export function registerLabelFonts(): void {
  if (registered) return;
  for (const [file, family] of FACES) {
    const path = require.resolve(file);
    if (!GlobalFonts.registerFromPath(path, family)) throw new Error(`cannot register font ${path}`);
  }
  registered = true;
}

export type Weight = 'regular' | 'bold';

/** A canvas font string of the label stack at a pixel size. */
export function labelFont(size: number, weight: Weight = 'regular'): string {
  return `${weight === 'bold' ? 'bold ' : ''}${Math.max(1, Math.round(size))}px "${LATIN_JP_FAMILY}", "${KR_FAMILY}"`;
}
