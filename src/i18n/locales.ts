// Interface languages (doc 1 §9): en_US, ja_JP, ko_KR; the choice is stored, default en_US, and
// switching reloads the page.
export const LOCALES = ['en_US', 'ja_JP', 'ko_KR'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en_US';
/** the localStorage key of the chosen language (also read by the login form's boot script) */
export const LOCALE_STORAGE_KEY = 'language';

/** names shown in the switch, each in its own language */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  en_US: 'English',
  ja_JP: '日本語',
  ko_KR: '한국어',
};

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): LocaleCode {
  const value = localStorage.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function switchLocale(locale: LocaleCode, reload: () => void = () => window.location.reload()): void {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  reload();
}
