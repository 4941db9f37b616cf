import './zodConfig';
import { loadConfig } from './config/appConfig';
import { storedLocale } from './i18n/locales';
import { listenForEarlyLogin } from './login/shell/earlyLogin';

// The entry holds only what the login form needs before the console is here (index.html draws the form itself,
// src/login/shell/): the configuration and the early login; and, for a stored session, its server check. No
// stylesheet and no preloads in index.html either: nothing holds up the form's first paint (its styles are inline;
// the fonts come with the App's stylesheet and swap in). The imports below fetch the App's chunks and stylesheet all at once (Vite's preload list), while the
// operator types, and run once here.
async function start() {
  const locale = storedLocale();
  const config = loadConfig();
  listenForEarlyLogin(config);
  // a stored session is checked with the server while the console loads (the first page waits for that check)
  void Promise.all([config, import('./providers/authProvider')]).then(([, { startSessionCheck }]) =>
    startSessionCheck(),
  );
  // App (and zod with it) loads after zodConfig has run
  const [{ StrictMode, createElement }, { createRoot }, messages, { createI18nProvider }, { App }] =
    await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./i18n/messages').then(({ loadMessages }) => loadMessages(locale)),
      import('./i18n/i18nProvider'),
      import('./App'),
      config,
    ]);
  document.documentElement.lang = locale.replace('_', '-');
  createRoot(document.getElementById('root') as HTMLElement).render(
    createElement(
      StrictMode,
      null,
      createElement(App, { i18nProvider: createI18nProvider(locale, messages) }),
    ),
  );
}

void start();
