// The shared 'Error' dialog of doc 1 §8: a title ('Error' unless a titled error of the catalogue)
// and the server's message (translated by its key, src/i18n/serverMessages.ts), or the status text and code when
// there is none.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { translateMessage, type ServerMessage } from '../i18n/serverMessages';
import { serverMessageOf } from '../providers/httpClient';

export interface ErrorLike {
  message?: string;
  status?: number;
  body?: unknown;
}

export type ShowError = (error: ErrorLike | string, title?: string) => Promise<void>;

interface Shown {
  title: string;
  message: ServerMessage | string;
  done: () => void;
}

const ErrorDialogContext = createContext<ShowError | null>(null);

/** the message of doc 1 §8: the server's message (with its key), else status text and code */
export function errorMessage(error: ErrorLike | string): ServerMessage | string {
  if (typeof error === 'string') return error;
  return (
    serverMessageOf(error.body) ?? (error.message || (error.status ? `Error (${error.status})` : 'Error'))
  );
}

/** the English text of errorMessage */
export function errorText(error: ErrorLike | string): string {
  const said = errorMessage(error);
  return typeof said === 'string' ? said : said.message;
}

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const showError = useCallback<ShowError>(
    (error, title = 'app.error.title') =>
      new Promise<void>((resolve) => {
        setShown({ title, message: errorMessage(error), done: resolve });
        setOpen(true);
      }),
    [],
  );
  // the text stays during the closing transition
  const close = () => {
    shown?.done();
    setOpen(false);
  };
  const value = useMemo(() => showError, [showError]);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      <Dialog open={open} onClose={close} aria-labelledby="error-dialog-title" data-testid="error-dialog">
        <DialogTitle id="error-dialog-title">
          {shown ? translate(shown.title, { _: shown.title }) : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="error-dialog-message" sx={{ whiteSpace: 'pre-line' }}>
            {shown ? translateMessage(translate, shown.message) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus variant="contained">
            {translate('app.action.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ShowError {
  const context = useContext(ErrorDialogContext);
  if (!context) throw new Error('useErrorDialog outside ErrorDialogProvider');
  return context;
}
