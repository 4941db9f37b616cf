// The console's one place for showing dates, times and numbers. Dates and times follow the spec's convention in
// every language (doc 2 §9, doc 3 §9: yyyy-mm-dd hh:ii:ss, local time, 24-hour clock), so a Japanese or Korean
// screen never mixes US dates and AM/PM with the tables' format; numbers are grouped in the console's language.
// Every other file formats through here (eslint bans toLocaleString and friends elsewhere).
import { storedLocale } from './locales';

/** a moment: a Date, an ISO text, or epoch milliseconds */
export type Moment = Date | string | number;

const two = (n: number) => String(n).padStart(2, '0');

function dateOf(value: Moment | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** yyyy-mm-dd (local day); '' when absent or not a date */
export function formatDate(value: Moment | null | undefined): string {
  const d = dateOf(value);
  return d ? `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}` : '';
}

/** hh:ii:ss (local, 24-hour); '' when absent or not a date */
export function formatTime(value: Moment | null | undefined): string {
  const d = dateOf(value);
  return d ? `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}` : '';
}

/** yyyy-mm-dd hh:ii:ss (local time); '' when absent or not a date */
export function formatDateTime(value: Moment | null | undefined): string {
  const d = dateOf(value);
  return d ? `${formatDate(d)} ${formatTime(d)}` : '';
}

/** a number grouped as the console's language writes it (1,234.5) */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(storedLocale().replace('_', '-'), options);
}

/**
 * a chart's value-axis tick: large numbers short, as the console's language shortens them (6.5M, 650万, 650만; a
 * day's 6,500,000 updated tags at 2,000 stores was an unreadable 6500000 on the axis), small ones as they are
 */
export function formatAxisNumber(value: unknown): string {
  const number = Number(value);
  return Number.isFinite(number)
    ? formatNumber(number, { notation: 'compact', maximumFractionDigits: 1 })
    : String(value);
}
