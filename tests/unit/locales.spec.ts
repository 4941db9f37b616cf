import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';

// Every English key (ours in locales/en_US.json plus react-admin's `ra` tree) must exist, non-empty and with
// the same %{placeholders}, in every other locale (ours in locales/<code>.json plus locales/ra/<code>.json).
// The files are read at test time so the test follows the locale files as they are edited.

type Messages = { [key: string]: unknown };

const root = resolve(__dirname, '../..');
const otherLocales = ['ja_JP', 'ko_KR'] as const;

function readJson(relativePath: string): Messages {
  const parsed: unknown = JSON.parse(readFileSync(resolve(root, relativePath), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${relativePath} must hold a JSON object`);
  }
  return parsed as Messages;
}

function flatten(messages: Messages, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      flatten(value as Messages, path, into);
    } else {
      into.set(path, value);
    }
  }
  return into;
}

/** The messages of one locale: react-admin's, then ours (ours may override a react-admin key). */
function localeMessages(appFile: string, raMessages: Messages): Map<string, unknown> {
  return new Map([...flatten(raMessages), ...flatten(readJson(appFile))]);
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();
}

const english = localeMessages('locales/en_US.json', englishMessages as unknown as Messages);

describe('locales', () => {
  it('English has react-admin messages and our own, each a string', () => {
    const keys = [...english.keys()];
    expect(keys.filter((key) => key.startsWith('ra.')).length).toBeGreaterThan(150);
    expect(keys.filter((key) => !key.startsWith('ra.')).length).toBeGreaterThan(0);
    expect(keys.filter((key) => typeof english.get(key) !== 'string')).toEqual([]);
  });

  describe.each(otherLocales)('%s', (code) => {
    const load = () => localeMessages(`locales/${code}.json`, readJson(`locales/ra/${code}.json`));

    it('has every key of en_US', () => {
      const flat = load();
      const missing = [...english.keys()].filter((key) => typeof flat.get(key) !== 'string');
      expect(missing).toEqual([]);
    });

    it('has no empty translation', () => {
      const flat = load();
      const empty = [...english.entries()]
        .filter(([, text]) => typeof text === 'string' && text.trim() !== '')
        .map(([key]) => key)
        .filter((key) => {
          const text = flat.get(key);
          return typeof text === 'string' && text.trim() === '';
        });
      expect(empty).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const flat = load();
      const different = [...english.entries()].flatMap(([key, text]) => {
        const translated = flat.get(key);
        if (typeof text !== 'string' || typeof translated !== 'string') return [];
        const expected = placeholders(text).join(', ');
        const actual = placeholders(translated).join(', ');
        return expected === actual ? [] : [`${key}: expected {${expected}}, got {${actual}}`];
      });
      expect(different).toEqual([]);
    });
  });
});
