import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { LOCALES, LOCALE_NAMES, type LocaleCode } from './locales';

/** The provider for one locale whose messages are already loaded (switching reloads the page). */
export function createI18nProvider(locale: LocaleCode, messages: TranslationMessages): I18nProvider {
  return polyglotI18nProvider(
    () => messages,
    locale,
    LOCALES.map((code) => ({ locale: code, name: LOCALE_NAMES[code] })),
    { allowMissing: true, onMissingKey: (key: string) => key },
  );
}
