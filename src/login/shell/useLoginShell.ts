// The login page's hold on the login form of index.html (state.ts): shows it while the page is mounted, puts
// its texts in the console's language, and hands the page the form's submits and "Forgot password?" clicks,
// those made before the console was here first (a login already sent among them). Where the page was not
// loaded from index.html (component tests, a form removed), it draws the same form itself.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { bootLoginShell } from './boot';
import { bootArguments } from './bootArguments';
import { applyShellTexts, loginShellMarkup } from './markup';
import { SHELL_IDS, shellState, type EarlyLogin } from './state';

export interface LoginShell {
  root: HTMLElement;
  email: HTMLInputElement;
  password: HTMLInputElement;
  submit: HTMLButtonElement;
  /** where the page puts the language switch */
  language: HTMLElement;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** the form of index.html, or one drawn now */
function findOrDrawShell(): LoginShell & { drawn: boolean } {
  const drawn = !document.getElementById(SHELL_IDS.root);
  if (drawn) {
    const holder = document.createElement('div');
    holder.innerHTML = loginShellMarkup();
    document.body.prepend(holder.firstElementChild!);
    bootLoginShell(bootArguments({}));
  }
  return {
    drawn,
    root: byId(SHELL_IDS.root),
    email: byId(SHELL_IDS.email),
    password: byId(SHELL_IDS.password),
    submit: byId(SHELL_IDS.submit),
    language: byId(SHELL_IDS.language),
  };
}

/** `onSubmit` gets the login sent before the page was there, when there is one. */
export function useLoginShell(onSubmit: (early?: EarlyLogin) => void, onForgot: () => void): LoginShell {
  const translate = useTranslate();
  const [shell] = useState(findOrDrawShell);
  const handlers = useRef({ onSubmit, onForgot });
  useLayoutEffect(() => {
    handlers.current = { onSubmit, onForgot };
  });

  useLayoutEffect(() => {
    if (!shell.root.isConnected) document.body.prepend(shell.root);
    shell.root.hidden = false;
    if (document.activeElement === document.body || !document.activeElement) shell.email.focus();
    // gone from the page with the login page: no field of it stands beside another page's
    return () => shell.root.remove();
  }, [shell]);

  useLayoutEffect(() => applyShellTexts(shell.root, translate), [shell, translate]);

  useEffect(() => {
    const state = shellState();
    const submit = () => {
      const early = state.early;
      state.early = undefined;
      handlers.current.onSubmit(early);
    };
    const forgot = () => handlers.current.onForgot();
    state.onSubmit = submit;
    state.onForgot = forgot;
    if (state.forgotPending) {
      state.forgotPending = false;
      forgot();
    }
    if (state.submitPending || state.early) {
      state.submitPending = false;
      submit();
    }
    return () => {
      if (state.onSubmit === submit) state.onSubmit = undefined;
      if (state.onForgot === forgot) state.onForgot = undefined;
    };
  }, []);
  return shell;
}
