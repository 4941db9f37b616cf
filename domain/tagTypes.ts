// Tag type codes (doc 1 §9): the first character gives the features, the rest the size code
// (server/seed/demoData.ts TAG_SIZES generates them the same way: `${feature}${sizeCode}`, e.g. B154, 3565N).
// Pure module: the console decodes types with it and the server builds GET /tag/type/info from it.
import type { TagTypeInfo } from './generated/calls';

/** Size codes in the order of the doc 1 §9 table (the size index) and their diagonal in inches. */
export const TAG_SIZE_CODES = [
  '154',
  '213',
  '266',
  '290',
  '420',
  '310',
  '565',
  '583',
  '750',
  '1330',
  '565N',
] as const;
export const TAG_SIZE_INCHES = [
  '1.54',
  '2.13',
  '2.66',
  '2.90',
  '4.20',
  '3.10',
  '5.65',
  '5.83',
  '7.50',
  '13.30',
  '5.65N',
] as const;
/** Display resolution (width x height, landscape) of each size, by size index. */
export const TAG_RESOLUTIONS: ReadonlyArray<{ width: number; height: number }> = [
  { width: 152, height: 152 },
  { width: 250, height: 122 },
  { width: 296, height: 152 },
  { width: 296, height: 128 },
  { width: 400, height: 300 },
  { width: 320, height: 240 },
  { width: 600, height: 448 },
  { width: 648, height: 480 },
  { width: 800, height: 480 },
  { width: 1600, height: 1200 },
  { width: 600, height: 448 },
];

export type TagFeature = 'LED' | 'COLOR' | 'NFC' | 'FREEZER';

/** doc 1 §9: B LED+colour+NFC, A LED+colour, 3 colour+NFC, 2 colour, D LED+freezer+NFC, C LED+freezer,
 * 5 NFC+freezer, 4 freezer. */
export const TAG_FEATURE_CODES: Readonly<Record<string, readonly TagFeature[]>> = {
  B: ['LED', 'COLOR', 'NFC'],
  A: ['LED', 'COLOR'],
  '3': ['COLOR', 'NFC'],
  '2': ['COLOR'],
  D: ['LED', 'FREEZER', 'NFC'],
  C: ['LED', 'FREEZER'],
  '5': ['NFC', 'FREEZER'],
  '4': ['FREEZER'],
};

/** Decodes a type code; undefined when its feature character or size code is unknown. */
export function decodeTagType(tagType: string | null | undefined): TagTypeInfo | undefined {
  if (!tagType) return undefined;
  const code = tagType.trim().toUpperCase();
  const features = TAG_FEATURE_CODES[code.charAt(0)];
  const sizeIndex = (TAG_SIZE_CODES as readonly string[]).indexOf(code.slice(1));
  if (!features || sizeIndex < 0) return undefined;
  return {
    tagType: code,
    sizeIndex,
    size: TAG_SIZE_INCHES[sizeIndex],
    features: [...features],
    peripheral: features.filter((f) => f === 'LED' || f === 'NFC'),
    resolution: { ...TAG_RESOLUTIONS[sizeIndex] },
    colors: ['black', 'white', features.includes('COLOR') ? 'red' : 'yellow'],
  };
}

/** Every type code the table defines (8 feature characters x 11 sizes). */
export function allTagTypes(): TagTypeInfo[] {
  return Object.keys(TAG_FEATURE_CODES).flatMap((feature) =>
    TAG_SIZE_CODES.map((size) => decodeTagType(`${feature}${size}`)!),
  );
}
