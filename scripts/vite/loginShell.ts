// Vite plugin: the login form drawn by index.html itself (src/login/shell/state.ts, issue 25). Puts the form's
// style in <head>, and its markup and boot script before the console's root, with the form's texts of every
// language read from locales/ (the one source of the console's texts). The server allows the boot script by
// its hash (server/plugins/securityHeaders.ts), so the Content-Security-Policy keeps refusing any other inline
// script.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';
import { bootLoginShell, type BootArguments } from '../../src/login/shell/boot';
import { bootArguments } from '../../src/login/shell/bootArguments';
import { loginShellMarkup } from '../../src/login/shell/markup';
import { SHELL_TEXT_KEYS } from '../../src/login/shell/state';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ROOT_ELEMENT = '<div id="root"></div>';

/** the value at a dotted key of a locale file, when it is a string */
function lookup(messages: unknown, key: string): string | undefined {
  let node = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The form's texts in every language; a text a language lacks is the default language's. */
export function shellTexts(localesDir = path.join(ROOT, 'locales')): BootArguments['texts'] {
  const read = (locale: string) =>
    JSON.parse(fs.readFileSync(path.join(localesDir, `${locale}.json`), 'utf8'));
  const fallback = read(DEFAULT_LOCALE);
  const texts: BootArguments['texts'] = {};
  for (const locale of LOCALES) {
    const messages = read(locale);
    texts[locale] = {};
    for (const key of SHELL_TEXT_KEYS) {
      const text = lookup(messages, key) ?? lookup(fallback, key);
      if (text === undefined)
        throw new Error(`login shell: no text for ${key} in locales/${DEFAULT_LOCALE}.json`);
      texts[locale][key] = text;
    }
  }
  return texts;
}

/** the boot script's source: the function called with its arguments (no `<` left to close the script early) */
export function bootScriptSource(texts: BootArguments['texts']): string {
  const args = JSON.stringify(bootArguments(texts)).replace(/</g, '\\u003c');
  return `(${bootLoginShell.toString()})(${args});`;
}

export function loginShell(): Plugin {
  const css = () => fs.readFileSync(path.join(ROOT, 'src/login/shell/loginShell.css'), 'utf8');
  return {
    name: 'login-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`login shell: index.html has no ${ROOT_ELEMENT}`);
        const shell = `${loginShellMarkup()}<script>${bootScriptSource(shellTexts())}</script>`;
        return html
          .replace('</head>', `<style>${css()}</style></head>`)
          .replace(ROOT_ELEMENT, `${shell}${ROOT_ELEMENT}`);
      },
    },
  };
}
