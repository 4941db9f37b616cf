// The login form's boot script (boot.ts) as index.html runs it: texts in the stored language, shown only where
// the console will land on its login page, and a submit kept (never sent natively) until someone listens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellTexts } from '../../../scripts/vite/loginShell';
import { bootLoginShell } from './boot';
import { bootArguments } from './bootArguments';
import { loginShellMarkup } from './markup';
import { SHELL_IDS, SHELL_STATE_KEY, shellState } from './state';

/** boots the form on `hash`; answers the form (its root), in the page or not */
function boot(hash: string) {
  window.location.hash = hash;
  document.body.innerHTML = loginShellMarkup();
  const root = document.getElementById(SHELL_IDS.root)!;
  bootLoginShell(bootArguments(shellTexts()));
  return root;
}

const submitForm = () =>
  document
    .getElementById(SHELL_IDS.form)!
    .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

beforeEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[SHELL_STATE_KEY];
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('login form boot script', () => {
  it('shows the form in the stored language on the login route without a session', () => {
    localStorage.setItem('language', 'ja_JP');
    const root = boot('#/login');
    expect(root.hidden).toBe(false);
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(document.querySelector(`label[for="${SHELL_IDS.password}"]`)!.textContent).toBe(
      shellTexts().ja_JP['app.login.password'],
    );
    expect(document.getElementById(SHELL_IDS.form)!.getAttribute('aria-label')).toBe(
      shellTexts().ja_JP['app.login.title'],
    );
  });

  it('falls back to English for an unknown stored language, and shows on the start page', () => {
    localStorage.setItem('language', 'xx_XX');
    const root = boot('');
    expect(root.hidden).toBe(false);
    expect(document.getElementById(SHELL_IDS.submit)!.textContent).toBe('Login');
  });

  it('leaves the page with a session to go on with, or on another public page', () => {
    localStorage.setItem('esl.session', JSON.stringify({ email: 'a@b.c', accessToken: 't' }));
    boot('#/login');
    expect(document.getElementById(SHELL_IDS.root)).toBeNull();
    localStorage.clear();
    boot('#/signup');
    expect(document.getElementById(SHELL_IDS.password)).toBeNull();
  });

  it('shows for a session that must change its password first', () => {
    localStorage.setItem(
      'esl.session',
      JSON.stringify({ email: 'a@b.c', accessToken: 't', forceChange: true }),
    );
    expect(boot('#/login?next=/tag').hidden).toBe(false);
  });

  it('keeps a submit for the first listener and never lets the browser submit the form', () => {
    boot('#/login');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById(SHELL_IDS.form)!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(shellState().submitPending).toBe(true);
    const listener = vi.fn();
    shellState().onSubmit = listener;
    submitForm();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
