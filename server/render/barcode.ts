// Barcode symbols as module runs: EAN-13 for 13-digit codes with a valid check digit (12 digits get theirs
// computed), Code 128 for anything else (code set C for even runs of digits, B otherwise). The drawer scales
// whole modules, so bars stay crisp on the label.

export interface BarcodeSymbol {
  symbology: 'ean13' | 'code128';
  /** true = bar, one entry per module, without quiet zones */
  modules: boolean[];
  /** quiet zone in modules on each side */
  quiet: number;
  /** the human-readable text under the bars */
  text: string;
}

// prettier-ignore
const EAN_L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
// prettier-ignore
const EAN_G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
// prettier-ignore
const EAN_R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
// prettier-ignore
const EAN_PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** Check digit of the first 12 digits of an EAN-13. */
export function ean13CheckDigit(twelve: string): number {
  const sum = [...twelve.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code) === Number(code[12]);
}

const bits = (pattern: string) => [...pattern].map((c) => c === '1');

export function encodeEan13(code: string): BarcodeSymbol {
  const digits = /^\d{12}$/.test(code) ? code + String(ean13CheckDigit(code)) : code;
  if (!isValidEan13(digits)) throw new Error(`not an EAN-13: ${code}`);
  const parity = EAN_PARITY[Number(digits[0])];
  const modules = [...bits('101')];
  for (let i = 1; i <= 6; i++) {
    const d = Number(digits[i]);
    modules.push(...bits(parity[i - 1] === 'L' ? EAN_L[d] : EAN_G[d]));
  }
  modules.push(...bits('01010'));
  for (let i = 7; i <= 12; i++) modules.push(...bits(EAN_R[Number(digits[i])]));
  modules.push(...bits('101'));
  return { symbology: 'ean13', modules, quiet: 9, text: digits };
}

/** Bar/space widths of the Code 128 values 0-106 (106: stop, with its termination bar). */
// prettier-ignore
export const CODE128_PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;

/** The Code 128 values of a text, start and check symbol included (stop excluded). */
export function code128Values(text: string): number[] {
  const printable = [...text]
    .map((c) => (c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126 ? c : '?'))
    .join('');
  const values =
    /^\d+$/.test(printable) && printable.length % 2 === 0
      ? [START_C, ...(printable.match(/\d\d/g) ?? []).map(Number)]
      : [START_B, ...[...printable].map((c) => c.charCodeAt(0) - 32)];
  const check = values.reduce((acc, v, i) => acc + v * Math.max(i, 1), 0) % 103;
  return [...values, check];
}

export function encodeCode128(text: string): BarcodeSymbol {
  const modules: boolean[] = [];
  for (const value of [...code128Values(text), 106]) {
    [...CODE128_PATTERNS[value]].forEach((width, i) => {
      for (let k = 0; k < Number(width); k++) modules.push(i % 2 === 0);
    });
  }
  return { symbology: 'code128', modules, quiet: 10, text };
}

/** EAN-13 when the code is one (or 12 digits), Code 128 otherwise; `symbology` forces one. */
export function encodeBarcode(code: string, symbology: 'auto' | 'ean13' | 'code128' = 'auto'): BarcodeSymbol {
  const ean = /^\d{12}$/.test(code) || isValidEan13(code);
  if (symbology === 'ean13' || (symbology === 'auto' && ean)) {
    if (ean) return encodeEan13(code);
  }
  return encodeCode128(code);
}
