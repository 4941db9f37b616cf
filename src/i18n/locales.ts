// Interface languages (doc 1 §9): en_US, ja_JP, ko_KR; the choice is stored, default en_US, and
// switching reloads the page.
import { DEFAULT_LOCALE, isLocale, LOCALES, type LocaleCode } from '../../domain/locales';

export { DEFAULT_LOCALE, isLocale, LOCALES, type LocaleCode };
/** the localStorage key of the chosen language (also read by the login form's boot script) */
export const LOCALE_STORAGE_KEY = 'language';

/** names shown in the switch, each in its own language */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  en_US: 'English',
  ja_JP: '日本語',
  ko_KR: '한국어',
};

export function storedLocale(): LocaleCode {
  const value = localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function switchLocale(locale: LocaleCode, reload: () => void = () => window.location.reload()): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  reload();
}
