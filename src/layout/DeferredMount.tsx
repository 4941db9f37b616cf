// Mounts its children after the browser has painted what came first (issue 9: login to the first dashboard
// chart). Drawing all the dashboard's charts, its tables and the sidebar's entries in one pass kept the first
// chart off the screen until the last part was done; the deferred parts mount in a transition once the main
// thread is idle, the first chart at once. The box keeps its height meanwhile, so nothing moves.
import { Box } from '@mui/material';
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** longest wait for an idle moment before the deferred children mount anyway */
const IDLE_TIMEOUT_MS = 300;

/** Runs `run` in the browser's next idle moment (at most IDLE_TIMEOUT_MS later); answers how to cancel it. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}

/** whether the parts inside wait for an idle moment (the dashboard's first panel: false; the rest: true) */
export const ChartDeferral = createContext(false);

/** Its children at once, or after an idle moment inside a deferred panel (ChartDeferral). */
export function DeferredMount({ children }: { children: ReactNode }) {
  const deferred = useContext(ChartDeferral);
  const [shown, setShown] = useState(!deferred);
  useEffect(() => {
    if (shown) return;
    return whenIdle(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : <Box sx={{ height: '100%' }} aria-hidden />;
}
