// THE HOOK POINT of the error rule (doc 1 §6/§8, doc 2 §8, doc 3 §8) for every schema table and shared query: a load
// failure comes here once. `critical` marks the lists the spec names ("shows the error, then logs the user out
// and reloads"); the others show the error and keep their place. The shell's error rule replaces this body.
import { useEffect, useRef } from 'react';
import { useErrorDialog } from './ErrorDialog';
import { dropSession } from '../monitoring/usePageQuery';

export function useLoadFailure(error: unknown, critical: boolean): void {
  const showError = useErrorDialog();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!error || handled.current === error) return;
    handled.current = error;
    const status = (error as { status?: number }).status;
    if (status === 401) void dropSession();
    else void showError(error as Error).then(() => (critical ? dropSession() : undefined));
  }, [error, critical, showError]);
}
