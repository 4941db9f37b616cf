// Calendar days written yyyy-mm-dd (ISO 8601), years 0001 to 9999: the one reading of a day the server and the
// console share. JavaScript's Date.UTC(y, …) and new Date(y, …) read a year 0 to 99 as 1900 to 1999, so a day is
// built with setUTCFullYear, which takes the year as written.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** the first day of the calendar a day may name */
export const FIRST_DAY = '0001-01-01';

/** midnight UTC of a yyyy-mm-dd day of the calendar (years 0001 to 9999), or undefined for anything else */
export function utcDayStart(text: string): Date | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number(match[1]) >= 1 && dayText(date) === text ? date : undefined;
}

/** midnight local time of a yyyy-mm-dd day of the calendar, or undefined */
export function localDayStart(text: string): Date | undefined {
  const utc = utcDayStart(text);
  return utc && localDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/** a local date and time from its parts (month 1-12), the year as written (new Date(y, …) reads 0-99 as 19xx);
 * out-of-range parts roll over as they do in new Date */
export function localDate(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hours, minutes, seconds, 0);
  return date;
}

/** the yyyy-mm-dd text of a date's UTC day (years 0001 to 9999 written with four digits) */
export function dayText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** the yyyy-mm-dd day `days` after (or before, when negative) a valid day; undefined before 0001-01-01 or after 9999-12-31 */
export function shiftDay(day: string, days: number): string | undefined {
  const start = utcDayStart(day);
  if (!start) return undefined;
  const shifted = new Date(start.getTime() + days * MS_PER_DAY);
  const year = shifted.getUTCFullYear();
  return year >= 1 && year <= 9999 ? dayText(shifted) : undefined;
}
