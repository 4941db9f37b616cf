// Demo second codes: the first products of each store get an in-store EAN-13 (prefix 2, restricted
// circulation), every fifth one a second code more, with the coop product master fields filled in.
// Deterministic: the same stores give the same rows.
import type { Repositories } from '../repositories/index.ts';
import type { SecondCode } from '../../domain/generated/types.ts';

export const DEMO_SECOND_CODE_PRODUCTS = 20;
const BASE = Date.UTC(2025, 0, 6, 6, 0, 0);
const DAY = 86_400_000;
const SALES_TYPES = ['01', '02', '05'];
const TRIGGER_FLAGS = ['I', 'U'];

function withCheckDigit(digits: string): string {
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

/** Two digits of the store code (a small hash), so a store's codes do not depend on the other stores. */
function storeDigits(storeCode: string): string {
  const hash = [...storeCode].reduce((acc, c) => (acc * 31 + c.charCodeAt(0)) % 100, 7);
  return String(hash).padStart(2, '0');
}

/** The n-th in-store code of a store. */
export function demoSecondCode(storeCode: string, n: number): string {
  return withCheckDigit(`2${storeDigits(storeCode)}${String(n).padStart(9, '0')}`);
}

const day = (offset: number) => new Date(BASE + offset * DAY).toISOString();

function secondCodeRow(storeCode: string, prCode: string, product: number, n: number): SecondCode {
  const seq = product * 2 + n;
  return {
    storeCode,
    prCode,
    secondCode: demoSecondCode(storeCode, seq),
    salesTypeCode: SALES_TYPES[seq % SALES_TYPES.length],
    insertDate: day(seq),
    acquisitionDate: day(seq + 1),
    modifyDate: day(seq + 30 + (product % 7)),
    ...(product % 9 === 8 ? { ceaseDate: day(seq + 200) } : {}),
    programName: 'ANAGR_ART',
    operatorName: `OPER${String((product % 4) + 1).padStart(2, '0')}`,
    dbTriggerFlag: TRIGGER_FLAGS[product % TRIGGER_FLAGS.length],
  };
}

/** Inserts the demo second codes of the stores (existing ones are left alone); answers how many were added. */
export async function seedSecondCodes(repos: Repositories, storeCodes: string[]): Promise<number> {
  const rows: SecondCode[] = [];
  for (const storeCode of storeCodes) {
    const products = await repos.products.firstOfStore(storeCode, DEMO_SECOND_CODE_PRODUCTS);
    products.forEach(({ prCode }, product) => {
      rows.push(secondCodeRow(storeCode, prCode, product, 0));
      if (product % 5 === 0) rows.push(secondCodeRow(storeCode, prCode, product, 1));
    });
  }
  return repos.secondCodes.insertMany(rows);
}
