// The boot script's arguments (boot.ts): the same for index.html (scripts/vite/loginShell.ts, with every
// language's texts) and for a form the login page draws itself (useLoginShell.ts, texts from its translations).
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '../../i18n/locales';
import { SESSION_STORAGE_KEY } from '../../providers/session';
import type { BootArguments } from './boot';
import { SHELL_IDS, SHELL_STATE_KEY } from './state';

export function bootArguments(texts: BootArguments['texts']): BootArguments {
  return {
    texts,
    defaultLocale: DEFAULT_LOCALE,
    localeKey: LOCALE_STORAGE_KEY,
    sessionKey: SESSION_STORAGE_KEY,
    ids: { root: SHELL_IDS.root, form: SHELL_IDS.form, forgot: SHELL_IDS.forgot },
    stateKey: SHELL_STATE_KEY,
  };
}
