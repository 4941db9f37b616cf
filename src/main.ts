import './zodConfig';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config/appConfig';
import { createI18nProvider } from './i18n/i18nProvider';
import { loadMessages } from './i18n/messages';
import { storedLocale } from './i18n/locales';

async function start() {
  const locale = storedLocale();
  // App (and zod with it) loads after zodConfig has run
  const [messages, , { App }] = await Promise.all([loadMessages(locale), loadConfig(), import('./App')]);
  document.documentElement.lang = locale.replace('_', '-');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App i18nProvider={createI18nProvider(locale, messages)} />
    </StrictMode>,
  );
}

void start();
