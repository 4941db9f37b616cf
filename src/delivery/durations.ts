// Durations as the delivery screens show them, in the console's language: '42 s', '3 min 20 s', '1 h 5 min' in
// English, '3分 20秒' in Japanese, '3분 20초' in Korean (app.delivery.units.*).
import { useTranslate } from 'ra-core';
import { useCallback } from 'react';

export type DurationUnit = 's' | 'min' | 'h';
/** a count of one unit as text */
export type UnitText = (n: number, unit: DurationUnit) => string;

const englishUnits: UnitText = (n, unit) => `${n} ${unit}`;

/** seconds as text: seconds under a minute, minutes and seconds under an hour, else hours and minutes; '' when absent */
export function durationText(seconds: unknown, unitText: UnitText = englishUnits): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  const s = Math.round(seconds);
  if (s < 60) return unitText(s, 's');
  if (s < 3600) {
    const minutes = unitText(Math.floor(s / 60), 'min');
    return s % 60 ? `${minutes} ${unitText(s % 60, 's')}` : minutes;
  }
  const m = Math.round(s / 60);
  const hours = unitText(Math.floor(m / 60), 'h');
  return m % 60 ? `${hours} ${unitText(m % 60, 'min')}` : hours;
}

/** a service-level target: '95 % ≤ 10 min' */
export const targetText = (percent: unknown, minutes: unknown, unitText: UnitText = englishUnits) =>
  typeof percent === 'number' && typeof minutes === 'number'
    ? `${percent} % ≤ ${unitText(minutes, 'min')}`
    : '';

/** the unit texts of the console's language */
export function useUnitText(): UnitText {
  const translate = useTranslate();
  return useCallback(
    (n, unit) => translate(`app.delivery.units.${unit}`, { n, _: `${n} ${unit}` }),
    [translate],
  );
}

/** durationText and targetText in the console's language */
export function useDurations() {
  const unitText = useUnitText();
  return {
    duration: (seconds: unknown) => durationText(seconds, unitText),
    target: (percent: unknown, minutes: unknown) => targetText(percent, minutes, unitText),
  };
}
