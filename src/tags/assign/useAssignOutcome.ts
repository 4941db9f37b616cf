// The outcome line of the assign dialog (doc 2 §4): success plays the success sound, failure the failure
// sound with the message plus the status code.
import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import { errorMessage, type ErrorLike } from '../../layout/ErrorDialog';
import { translateMessage } from '../../i18n/serverMessages';
import { playFailureSound, playSuccessSound } from '../../sound/sounds';

export interface Outcome {
  severity: 'success' | 'error' | 'warning' | 'info';
  text: string;
}

/** 'message (status)': the status code is added unless the text carries it already */
export function failureText(message: string, status: number | undefined): string {
  return status && !message.includes(`(${status})`) ? `${message} (${status})` : message;
}

export function useAssignOutcome() {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const succeed = useCallback((text: string) => {
    playSuccessSound();
    setOutcome({ severity: 'success', text });
  }, []);

  /** a refusal or a failed call: failure sound, the message (translated when known) plus status code */
  const fail = useCallback(
    (error: ErrorLike | string) => {
      playFailureSound();
      const message = translateMessage(translate, errorMessage(error));
      const status = typeof error === 'string' ? undefined : error.status;
      setOutcome({ severity: 'error', text: failureText(message, status) });
    },
    [translate],
  );

  /** a validation message or a note (no sound) */
  const note = useCallback(
    (key: string, severity: Outcome['severity'] = 'warning') =>
      setOutcome({ severity, text: translate(key) }),
    [translate],
  );

  return { outcome, setOutcome, succeed, fail, note };
}
