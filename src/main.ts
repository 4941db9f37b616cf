import './zodConfig';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { loadConfig } from './config/appConfig';
import { storedLocale } from './i18n/locales';
import { listenForEarlyLogin } from './login/shell/earlyLogin';

// The entry holds only what the login form needs before the console is here (index.html draws the form itself,
// src/login/shell/): the configuration and the early login. The rest loads beside it (scripts/vite/
// preloadLazyModule.ts fetches these imports' chunks with the entry) and runs once here.
async function start() {
  const locale = storedLocale();
  const config = loadConfig();
  listenForEarlyLogin(config);
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
