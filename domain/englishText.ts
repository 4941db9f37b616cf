// The English text of a key of locales/*.json: the server answers it beside the key (server/http/messages.ts), and
// tests compare it with the text the spec quotes.
import { localeTemplate } from './localeText';

/** The English template of a key of locales/en_US.json, undefined when it names no text. */
export function englishTemplate(key: string): string | undefined {
  return localeTemplate('en_US', key);
}
