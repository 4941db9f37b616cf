// The time axis of the console's line charts (nivo axisBottom): labels written by the console's one format
// (src/i18n/format.ts) for the span the points cover.
import { formatDate, formatTime } from '../i18n/format';

export interface TimeAxis {
  format: (value: Date) => string;
  tickValues: number | Date[];
}

/** the time axis for the span the points cover (labels from the console's one format): seconds within an hour,
 * minutes within two days, else one label per day on local midnights, a day never labelled twice */
export function timeAxis(moments: Date[]): TimeAxis {
  const times = moments.map((moment) => moment.getTime());
  const first = times.length > 0 ? Math.min(...times) : 0;
  const last = times.length > 0 ? Math.max(...times) : 0;
  if (last - first < 3_600_000) return { format: formatTime, tickValues: 5 };
  if (last - first < 2 * 86_400_000) {
    return {
      format: (value) => `${formatDate(value).slice(5)} ${formatTime(value).slice(0, 5)}`,
      tickValues: 5,
    };
  }
  const start = new Date(first);
  const midnights: Date[] = [];
  const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  while (day.getTime() <= last) {
    midnights.push(new Date(day));
    day.setDate(day.getDate() + 1);
  }
  const step = Math.ceil(midnights.length / 5);
  return { format: formatDate, tickValues: midnights.filter((_, i) => i % step === 0) };
}
