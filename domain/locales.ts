// Interface languages (doc 1 §9): en_US, ja_JP, ko_KR, default en_US. The console offers them (src/i18n/locales.ts);
// the server writes in them what it sends outside the console (the weekly battery mail, in each member's language).
export const LOCALES = ['en_US', 'ja_JP', 'ko_KR'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en_US';

export const isLocale = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
