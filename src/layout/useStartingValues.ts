// The starting values of a dialog's inputs (issue 22): filled once, when they are known, and never again for the
// same opening, so a late or refreshed answer never overwrites what the operator typed. Until they are filled
// the dialog's inputs and the actions that take input (Add, OK, Save) wait.
import { useEffect, useRef, useState } from 'react';

/**
 * Calls `fill` with `start` the first time it is known (not undefined) for `opening` (the dialog's opening, the
 * store it shows...; null or undefined while closed, which forgets it) and never again for that opening.
 * Answers true once the values of the current opening are filled.
 */
export function useStartingValues<T>(
  opening: unknown,
  start: T | undefined,
  fill: (start: T) => void,
): boolean {
  const [filledFor, setFilledFor] = useState<{ opening: unknown } | null>(null);
  const filled = opening != null && filledFor !== null && Object.is(filledFor.opening, opening);
  const latestFill = useRef(fill);
  useEffect(() => {
    latestFill.current = fill;
  });
  useEffect(() => {
    if (opening == null) {
      setFilledFor(null);
      return;
    }
    if (filled || start === undefined) return;
    latestFill.current(start);
    setFilledFor({ opening });
  }, [opening, start, filled]);
  return filled;
}
