// The date-range filter of the histories: the date inputs' values (YYYY-MM-DD, local time) as epoch seconds,
// the start at 00:00:00 and the end at 23:59:59 of its day.
import { localDate } from '../../../domain/calendarDay';
import { formatDate } from '../../i18n/format';

export interface DateRange {
  from: string;
  to: string;
}

function localDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? localDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

export function rangeToEpoch(range: DateRange): { filter_startDate?: number; filter_endDate?: number } {
  const from = localDay(range.from);
  const to = localDay(range.to);
  const out: { filter_startDate?: number; filter_endDate?: number } = {};
  if (from) out.filter_startDate = Math.floor(from.getTime() / 1000);
  if (to) out.filter_endDate = Math.floor(to.getTime() / 1000) + 86_399;
  return out;
}

/** YYYY-MM-DD of a date in local time */
export function dayOf(date: Date): string {
  return formatDate(date);
}

/** a range as list filters (epoch seconds; the data provider sends them as filter_startDate / filter_endDate) */
export type HistoryRange = {
  startDate?: number;
  endDate?: number;
};

export function rangeFilter(range: DateRange): HistoryRange {
  const { filter_startDate: startDate, filter_endDate: endDate } = rangeToEpoch(range);
  return { ...(startDate !== undefined && { startDate }), ...(endDate !== undefined && { endDate }) };
}
