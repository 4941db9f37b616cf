// Currency symbols and price formats by store country (stores.country); a layout may name its own symbol.

export interface Currency {
  symbol: string;
  /** digits after the decimal point */
  decimals: number;
  /** symbol after the amount (e.g. 1,290원) instead of before */
  suffix: boolean;
}

const BY_COUNTRY: Record<string, Currency> = {
  KR: { symbol: '원', decimals: 0, suffix: true },
  JP: { symbol: '¥', decimals: 0, suffix: false },
  GB: { symbol: '£', decimals: 2, suffix: false },
  US: { symbol: '$', decimals: 2, suffix: false },
};

const EURO: Currency = { symbol: '€', decimals: 2, suffix: false };

export function currencyOf(country: string | null | undefined, layoutSymbol?: string | null): Currency {
  const base = BY_COUNTRY[(country ?? '').toUpperCase()] ?? EURO;
  return layoutSymbol ? { ...base, symbol: layoutSymbol, suffix: false } : base;
}

export interface PriceParts {
  whole: string;
  fraction: string;
}

/**
 * Splits a price text ("1290", "12.99", "1,290", "€ 3,49") into grouped whole digits and the fraction to show.
 * Answers undefined for text that is not a number: it is then shown as it is.
 */
export function priceParts(text: string, currency: Currency): PriceParts | undefined {
  const cleaned = text.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(cleaned)) return undefined;
  // a comma followed by exactly two digits at the end is a decimal comma
  const normalised = /,\d{2}$/.test(cleaned)
    ? cleaned.replace(/\./g, '').replace(',', '.')
    : cleaned.replace(/,/g, '');
  const value = Number(normalised);
  if (!Number.isFinite(value)) return undefined;
  // a whole amount stays whole ("509" is 509, not 509.00); a fraction gets the currency's decimals
  const fixed = normalised.includes('.') ? value.toFixed(currency.decimals) : value.toFixed(0);
  const [whole, fraction = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return { whole: grouped, fraction };
}
