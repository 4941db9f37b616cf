// An action the user started from a dialog: busy while it runs (to disable its button), its failure in the
// 'Error' dialog (after the caller's own onError, e.g. to keep the problems the answer lists).
import { useState } from 'react';
import { useErrorDialog } from './ErrorDialog';

export function useBusyAction() {
  const showError = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, onError?: (error: unknown) => void) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onError?.(error);
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
