// The text of a key of locales/*.json in one of the interface languages, for what the server writes outside the
// console (mails); English where the language has no text for the key.
import en from '../locales/en_US.json';
import ja from '../locales/ja_JP.json';
import ko from '../locales/ko_KR.json';
import type { LocaleCode } from './locales';

const CATALOGUES: Record<LocaleCode, unknown> = { en_US: en, ja_JP: ja, ko_KR: ko };

/** The key's template in `locale` (no fallback), undefined when that catalogue names no text. */
export function localeTemplate(locale: LocaleCode, key: string): string | undefined {
  let node = CATALOGUES[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A template's %{placeholders} filled from `args` (one left as it is when `args` has no value for it). */
export function fillTemplate(template: string, args: Readonly<Record<string, string | number>>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    args[name] === undefined ? whole : String(args[name]),
  );
}

/** The key's text in `locale`, %{placeholders} filled from `args`; a key without English text is a mistake. */
export function localeText(
  locale: LocaleCode,
  key: string,
  args: Readonly<Record<string, string | number>> = {},
): string {
  const template = localeTemplate(locale, key) ?? localeTemplate('en_US', key);
  if (template === undefined) throw new Error(`locales/en_US.json has no text for ${key}`);
  return fillTemplate(template, args);
}
