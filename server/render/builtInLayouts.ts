// The built-in layouts: standard, promotion and freezer for each size family (L01 to L12, the layout IDs the
// demo products carry). server/seed/layouts.ts stores them in the layouts table; the renderer falls back to the
// standard one of the family for a product whose layout is unknown. Field indexes follow the default alias
// configuration: 0 product name, 1 price, 2 description, 3 unit price, 4 origin, 5 promotion, 6 stock,
// 7 barcode, 8 category, 9 sale price.
import type { Layout, LayoutBox, LayoutPage } from '../../domain/generated/types.ts';
import type { SizeFamily } from './target.ts';

export type LayoutKind = Layout['kind'];

const NAME = 0;
const PRICE = 1;
const DESCRIPTION = 2;
const UNIT_PRICE = 3;
const PROMOTION = 5;
const SALE_PRICE = 9;

const FAMILIES: SizeFamily[] = ['small', 'medium', 'large', 'xlarge'];
const KINDS: LayoutKind[] = ['standard', 'promotion', 'freezer'];

const FAMILY_NAMES: Record<SizeFamily, string> = {
  small: '1.54-2.13"',
  medium: '2.66-2.90"',
  large: '3.10-4.20"',
  xlarge: '5.65"+',
};

const box = (
  type: LayoutBox['type'],
  x: number,
  y: number,
  w: number,
  h: number,
  extra: Partial<LayoutBox> = {},
) => ({ type, x, y, w, h, ...extra }) satisfies LayoutBox;

/** Larger labels have room for more lines of name and description. */
const nameLines = (family: SizeFamily) => (family === 'small' ? 2 : family === 'xlarge' ? 3 : 2);

function standardMain(family: SizeFamily): LayoutPage {
  const roomy = family !== 'small';
  return {
    name: 'Main',
    boxes: [
      box('text', 0.04, 0.03, 0.92, 0.3, { index: NAME, weight: 'bold', maxLines: nameLines(family) }),
      ...(roomy
        ? [
            // description and unit price end left of the price box (0.44): a wide price never runs into them
            box('text', 0.04, 0.35, 0.38, 0.12, {
              index: DESCRIPTION,
              maxLines: family === 'xlarge' ? 2 : 1,
            }),
            box('unitPrice', 0.04, 0.49, 0.38, 0.11, { index: UNIT_PRICE }),
          ]
        : []),
      box('promo', 0.04, roomy ? 0.62 : 0.37, 0.3, 0.12, {
        index: PROMOTION,
        fill: 'accent',
        weight: 'bold',
      }),
      box('price', roomy ? 0.44 : 0.36, 0.35, roomy ? 0.52 : 0.6, roomy ? 0.42 : 0.36, {
        index: PRICE,
        weight: 'bold',
      }),
      box('barcode', 0.04, 0.76, roomy ? 0.42 : 0.56, 0.22),
      box('nfc', 0.86, 0.8, 0.1, 0.18),
    ],
  };
}

function promotionMain(family: SizeFamily): LayoutPage {
  return {
    name: 'Main',
    boxes: [
      box('promo', 0, 0, 1, 0.22, { index: PROMOTION, text: 'SALE', fill: 'accent', weight: 'bold' }),
      box('text', 0.04, 0.24, 0.92, 0.22, {
        index: NAME,
        weight: 'bold',
        maxLines: family === 'xlarge' ? 2 : 1,
      }),
      // the regular price line ends left of the sale price box (0.36)
      box('unitPrice', 0.04, 0.5, 0.3, 0.12, { index: PRICE, whenIndex: SALE_PRICE, text: 'Reg.' }),
      box('price', 0.36, 0.47, 0.6, 0.34, {
        index: SALE_PRICE,
        fallbackIndex: PRICE,
        color: 'accent',
        weight: 'bold',
      }),
      box('barcode', 0.04, 0.76, 0.4, 0.22),
      box('nfc', 0.86, 0.82, 0.1, 0.16),
    ],
  };
}

function freezerMain(family: SizeFamily): LayoutPage {
  return {
    name: 'Main',
    boxes: [
      box('text', 0, 0, 1, 0.3, { index: NAME, weight: 'bold', fill: 'black', maxLines: nameLines(family) }),
      box('label', 0.03, 0.36, 0.22, 0.16, { text: '-18°C', weight: 'bold', fill: 'accent' }),
      box('price', 0.28, 0.33, 0.68, 0.46, { index: PRICE, weight: 'bold' }),
      box('unitPrice', 0.03, 0.84, 0.5, 0.13, { index: UNIT_PRICE }),
      box('code', 0.55, 0.84, 0.42, 0.13, { align: 'right' }),
    ],
  };
}

function infoPage(): LayoutPage {
  return {
    name: 'Info',
    boxes: [
      box('text', 0.04, 0.03, 0.92, 0.2, { index: NAME, weight: 'bold', maxLines: 1 }),
      box('rule', 0.04, 0.245, 0.92, 0.015, { color: 'accent' }),
      box('infoList', 0.04, 0.29, 0.54, 0.68, { index: DESCRIPTION }),
      box('barcode', 0.56, 0.3, 0.42, 0.46),
      box('nfc', 0.86, 0.8, 0.1, 0.18),
    ],
  };
}

function promotionPage(): LayoutPage {
  return {
    name: 'Promotion',
    boxes: [
      box('promo', 0, 0, 1, 0.5, { index: PROMOTION, text: 'SALE', fill: 'accent', weight: 'bold' }),
      box('price', 0.06, 0.54, 0.88, 0.42, {
        index: SALE_PRICE,
        fallbackIndex: PRICE,
        weight: 'bold',
        align: 'center',
      }),
    ],
  };
}

function pagesOf(family: SizeFamily, kind: LayoutKind): LayoutPage[] {
  if (kind === 'promotion') return [promotionMain(family), promotionPage(), infoPage()];
  if (kind === 'freezer') return [freezerMain(family), infoPage()];
  return [standardMain(family), infoPage()];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const BUILT_IN_LAYOUTS: Layout[] = FAMILIES.flatMap((family, f) =>
  KINDS.map((kind, k) => ({
    layoutId: `L${String(f * KINDS.length + k + 1).padStart(2, '0')}`,
    name: `${capital(kind)} ${FAMILY_NAMES[family]}`,
    family,
    kind,
    pages: pagesOf(family, kind),
  })),
);

export function builtInLayoutFor(family: SizeFamily, kind: LayoutKind): Layout {
  return BUILT_IN_LAYOUTS.find((l) => l.family === family && l.kind === kind)!;
}
