// The unsaved-changes guard of a dashboard's edit mode (issue 38): while the draft differs from the saved
// dashboard, a navigation that leaves (another page, or the same page out of edit mode) waits for the operator's
// answer (react-router's blocker; UnsavedDialog asks), and closing or reloading the tab asks the browser's own
// question (beforeunload). A navigation the page makes itself after a save passes (pass()).
import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import type { CustomDashboard } from './api';

/** the fields an operator edits, written the same whatever their keys' order */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  return value;
}

/** whether a draft changes anything of the saved dashboard (its name, sharing, variables, layouts and panels) */
export function changedFrom(saved: CustomDashboard | undefined, draft: CustomDashboard | undefined): boolean {
  if (!saved || !draft) return false;
  const editable = ({ name, sharedRoles, variables, layouts, panels }: CustomDashboard) =>
    JSON.stringify(canonical({ name, sharedRoles: sharedRoles ?? [], variables, layouts, panels }));
  return editable(saved) !== editable(draft);
}

export interface UnsavedGuard {
  /** a navigation waits for the operator's answer */
  blocked: boolean;
  stay: () => void;
  leave: () => void;
  /** the next navigation goes through (the page's own, after a save) */
  pass: () => void;
}

export function useUnsavedGuard(
  dirty: boolean,
  leaves: (from: Location, to: Location) => boolean,
): UnsavedGuard {
  const passing = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (passing.current) {
      passing.current = false;
      return false;
    }
    return dirty && leaves(currentLocation, nextLocation);
  });
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocked: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    pass: () => {
      passing.current = true;
    },
  };
}
