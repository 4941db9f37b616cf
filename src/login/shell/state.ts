// The login form in index.html (issue 25): drawn by the page itself at first paint, before any of the console's
// code has loaded, and driven by the console once it runs. This module names its parts, and the hand-over of
// what the operator did before the console's code took over (a submit, a click on "Forgot password?").

/** element ids of the form (markup.ts draws them; boot.ts, earlyLogin.ts and useLoginShell.ts use them) */
export const SHELL_IDS = {
  root: 'login-shell',
  form: 'login-shell-form',
  email: 'login-shell-email',
  password: 'login-shell-password',
  submit: 'login-shell-submit',
  forgot: 'login-shell-forgot',
  language: 'login-shell-language',
} as const;

/** the i18n keys of the form's texts: `data-text` elements take the text, `data-label` ones their aria-label */
export const SHELL_TEXT_KEYS = [
  'app.title',
  'app.login.title',
  'app.login.email',
  'app.login.password',
  'app.login.submit',
  'app.login.forgot',
  'app.login.signup',
] as const;

/** A login sent before the console's login page was there: its values and the server's answer to come. */
export interface EarlyLogin {
  email: string;
  password: string;
  answer: Promise<Response>;
}

/** What the page keeps between the boot script, the entry and the login page (window.__eslLoginShell). */
export interface ShellState {
  /** a submit not handled yet (nobody listened, or the fields were left for the login page to check) */
  submitPending?: boolean;
  /** a click on "Forgot password?" not handled yet */
  forgotPending?: boolean;
  /** called on submit once someone listens (the early login, then the login page) */
  onSubmit?: () => void;
  onForgot?: () => void;
  /** a login already on its way, for the login page to finish */
  early?: EarlyLogin;
}

export const SHELL_STATE_KEY = '__eslLoginShell';

/** the page's shell state, created when missing */
export function shellState(): ShellState {
  const scope = window as unknown as Record<string, ShellState | undefined>;
  return (scope[SHELL_STATE_KEY] ??= {});
}
