// The product info entries of a demo product, in the order of the default alias configuration
// (0 Product Name, 1 Price, 2 Description, 3 Unit Price, 4 Origin, 5 Promotion, 6 Stock, 7 Barcode,
// 8 Category, 9 Sale Price), with prices in the store's currency.
import type { Prng } from '../sim/prng.ts';

type Region = 'KR' | 'JP' | 'EU';

const CATEGORIES: Record<Region, string[]> = {
  KR: ['신선식품', '냉동식품', '생활용품', '음료', '과자'],
  JP: ['生鮮食品', '冷凍食品', '日用品', '飲料', '菓子'],
  EU: ['Fresh food', 'Frozen food', 'Household', 'Drinks', 'Snacks'],
};
const ORIGIN: Record<Region, string> = { KR: '국내산', JP: '国産', EU: 'EU' };

function price(prng: Prng, region: Region): number {
  if (region === 'KR') return prng.int(50, 990) * 10;
  if (region === 'JP') return prng.int(98, 1980);
  return prng.int(49, 1299) / 100;
}

const text = (value: number, region: Region) =>
  region === 'EU' ? value.toFixed(2) : String(Math.round(value));

export function demoProductInfo(prng: Prng, region: Region, name: string, prCode: string): string[] {
  const regular = price(prng, region);
  const promotion = prng.pick(['', '', 'SALE', 'NEW']);
  const category = prng.pick(CATEGORIES[region]);
  const perHundred = regular / prng.int(2, 10);
  return [
    name,
    text(regular, region),
    category,
    `${text(perHundred, region)} / 100g`,
    ORIGIN[region],
    promotion,
    String(prng.int(0, 120)),
    prCode,
    category,
    promotion === 'SALE' ? text(regular * 0.8, region) : '',
  ];
}
