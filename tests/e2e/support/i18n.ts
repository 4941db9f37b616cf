// The console's messages for one locale, read from the locale files at test time (react-admin's own under
// ours, as src/i18n/messages.ts merges them), so page objects find labels in any of the three languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { repoRoot } from './server';

export type LocaleCode = 'en_US' | 'ja_JP' | 'ko_KR';
type Tree = { [key: string]: unknown };

function readTree(file: string): Tree {
  return JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translate function like the console's: the first plural form, %{name} replaced. */
export function translator(locale: LocaleCode): Translate {
  const ra =
    locale === 'en_US' ? (englishMessages as unknown as Tree) : readTree(`locales/ra/${locale}.json`);
  const app = readTree(`locales/${locale}.json`);
  return (key, values = {}) => {
    const text = lookup(app, key) ?? lookup(ra, key);
    if (text === undefined) throw new Error(`no message ${key} in ${locale}`);
    const form = text.split('||||')[0].trim();
    return form.replace(/%\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
