// Resets per day for the reset history chart: every local day from the first sample (or a week back, whichever
// is earlier) to the last day shown, with the number of resets that day.
import { dayOf } from '../../shared/history/dateRange';

export function resetsPerDay(
  times: string[],
  until = new Date(),
  minDays = 7,
): Array<{ day: string; resets: number }> {
  const counts = new Map<string, number>();
  for (const time of times) {
    const day = dayOf(new Date(time));
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const last = new Date(Math.max(until.getTime(), ...times.map((t) => Date.parse(t))));
  const first = new Date(
    Math.min(last.getTime() - (minDays - 1) * 86_400_000, ...times.map((t) => Date.parse(t))),
  );
  const days: Array<{ day: string; resets: number }> = [];
  const cursor = new Date(first.getFullYear(), first.getMonth(), first.getDate());
  while (dayOf(cursor) <= dayOf(last)) {
    days.push({ day: dayOf(cursor), resets: counts.get(dayOf(cursor)) ?? 0 });
    cursor.setDate(cursor.getDate() + 1);
  }
  return days;
}
