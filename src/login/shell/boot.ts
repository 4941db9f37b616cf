// The login form's boot script, put inline into index.html by scripts/vite/loginShell.ts (as this function's
// source, called with its arguments) and allowed by its hash in the Content-Security-Policy. It runs while the
// page is parsed, before the first paint and before any module: it fills the form's texts in the stored
// language, shows the form when the console will land on its login page, and keeps a submit or a "Forgot
// password?" click for whoever listens later (a native submit would put the password in the address).
// Self-contained: no imports, nothing but its arguments and the page.

export interface BootArguments {
  /** the form's texts per language: { en_US: { 'app.login.email': 'ID (Email)', ... }, ... } */
  texts: Record<string, Record<string, string>>;
  defaultLocale: string;
  /** localStorage keys of the chosen language and of the session */
  localeKey: string;
  sessionKey: string;
  ids: { root: string; form: string; forgot: string };
  /** the window property of the shell state (state.ts) */
  stateKey: string;
}

export function bootLoginShell(args: BootArguments): void {
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const stored = read(args.localeKey);
  const locale = stored && args.texts[stored] ? stored : args.defaultLocale;
  document.documentElement.lang = locale.replace('_', '-');
  const root = document.getElementById(args.ids.root);
  if (!root) return;
  const texts = args.texts[locale] || {};
  const textsOf = (
    selector: string,
    attribute: string,
    apply: (element: HTMLElement, text: string) => void,
  ) => {
    const elements = root.querySelectorAll<HTMLElement>(selector);
    for (let i = 0; i < elements.length; i += 1) {
      const key = elements[i].getAttribute(attribute) || '';
      if (texts[key]) apply(elements[i], texts[key]);
    }
  };
  textsOf('[data-text]', 'data-text', (element, text) => {
    element.textContent = text;
  });
  textsOf('[data-label]', 'data-label', (element, text) => element.setAttribute('aria-label', text));

  // the console's login page will show: a login route, or the start page, without a session to go on with
  let session: { forceChange?: boolean } | null = null;
  try {
    session = JSON.parse(read(args.sessionKey) || 'null') as { forceChange?: boolean } | null;
  } catch {
    session = null;
  }
  const route = window.location.hash.replace(/^#/, '').split('?')[0];
  const loginRoute = route === '' || route === '/' || route.indexOf('/login') === 0;
  if (loginRoute && (!session || session.forceChange)) root.hidden = false;
  // elsewhere the form leaves the page (its fields would stand beside another page's 'Password'); the login
  // page draws it again if the console comes to it
  else {
    root.remove();
    return;
  }

  const scope = window as unknown as Record<string, Record<string, unknown> | undefined>;
  const state = (scope[args.stateKey] = scope[args.stateKey] || {});
  const form = document.getElementById(args.ids.form);
  if (form)
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const listener = state.onSubmit as (() => void) | undefined;
      if (listener) listener();
      else state.submitPending = true;
    });
  const forgot = document.getElementById(args.ids.forgot);
  if (forgot)
    forgot.addEventListener('click', () => {
      const listener = state.onForgot as (() => void) | undefined;
      if (listener) listener();
      else state.forgotPending = true;
    });
}
