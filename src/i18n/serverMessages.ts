// Server messages (docs/api.md "Errors"): an answer carries the spec's English `message` and, from our server, its
// `messageKey` (a key of locales/*.json) with `messageArgs` for the key's %{placeholders}; the console translates
// the key, never the English text (issue 24: every error answer of our server has a key). Only a text without a
// key (a proxy's answer; the per-row texts of a family import and of a gateway edit-all, which the server still
// sends as English) is looked up among `app.serverMessages.*` (doc 1 §8); unknown text stays as is. The one place
// that translates what the server says.
import en from '../../locales/en_US.json';
import { serverMessageOf, type ServerMessage } from '../providers/httpClient';

export type { ServerMessage };

type Translate = (key: string, options?: Record<string, unknown>) => string;

const byText = new Map<string, string>(
  Object.entries((en.app as { serverMessages?: Record<string, string> }).serverMessages ?? {}).map(
    ([key, text]) => [text, key],
  ),
);

/** the key of an English server text without a key of its own, null when the console does not know it */
export function serverMessageKey(message: string): string | null {
  const key = byText.get(message);
  return key ? `app.serverMessages.${key}` : null;
}

/**
 * A server message in the user's language: an answer by its key when it has one (its English text only the
 * default when the console lacks the key); a string is a key of locales/*.json, or a text without a key.
 */
export function translateMessage(translate: Translate, said: ServerMessage | string): string {
  const { message, messageKey, messageArgs } = typeof said === 'string' ? { message: said } : said;
  if (messageKey) return translate(messageKey, { ...messageArgs, _: message });
  return translate(serverMessageKey(message) ?? message, { _: message });
}

/** the message of an answer's body in the user's language; `fallback` (translated too) when it has none */
export function translateAnswer(translate: Translate, body: unknown, fallback: string): string {
  const said = serverMessageOf(body) ?? fallback;
  return said === '' ? '' : translateMessage(translate, said);
}
