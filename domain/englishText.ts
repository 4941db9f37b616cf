// The English text of a key of locales/*.json: the server answers it beside the key (server/http/messages.ts), and
// tests compare it with the text the spec quotes.
import en from '../locales/en_US.json';

/** The English template of a key of locales/en_US.json, undefined when it names no text. */
export function englishTemplate(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
