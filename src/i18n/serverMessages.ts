// Server messages (docs/api.md "Errors"): an answer carries the spec's English `message` and, from our server, its
// `messageKey` (a key of locales/*.json) with `messageArgs` for the key's %{placeholders}; the console translates
// the key, never the English text (issue 24: every error answer of our server has a key, and so do the per-row
// reasons of a family import and the per-MAC reasons of a gateway edit-all). A text without a key (a proxy's
// answer) is shown as it is. The one place that translates what the server says.
import { serverMessageOf, type ServerMessage } from '../providers/httpClient';

export type { ServerMessage };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A server message in the user's language: an answer by its key when it has one (its English text only the
 * default when the console lacks the key); a string is a key of locales/*.json, or a text without a key (shown as
 * it is).
 */
export function translateMessage(translate: Translate, said: ServerMessage | string): string {
  const { message, messageKey, messageArgs } = typeof said === 'string' ? { message: said } : said;
  return translate(messageKey ?? message, { ...messageArgs, _: message });
}

/** the message of an answer's body in the user's language; `fallback` (translated too) when it has none */
export function translateAnswer(translate: Translate, body: unknown, fallback: string): string {
  const said = serverMessageOf(body) ?? fallback;
  return said === '' ? '' : translateMessage(translate, said);
}
