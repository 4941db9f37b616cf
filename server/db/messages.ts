// Messages the server says (docs/api.md "Errors"): a key of locales/*.json, which the console translates, and its
// English text, read from locales/en_US.json by that key, so a message is written once. They live at the bottom of
// the server (the data layer's errors carry them, server/db/errors.ts); server/http/messages.ts adds the answer's
// body.
import { englishTemplate } from '../../domain/englishText.ts';
import { fillTemplate } from '../../domain/localeText.ts';

/** values of a message's %{placeholders} */
export type MessageArgs = Readonly<Record<string, string | number>>;

export interface Message {
  readonly key: string;
  /** the English text (the spec's, where the spec quotes it), placeholders filled in */
  readonly text: string;
  readonly args?: MessageArgs;
}

/** The message of a key with its English text; a key without English text is a mistake caught where it is made. */
export function message(key: string, args?: MessageArgs): Message {
  const template = englishTemplate(key);
  if (template === undefined) throw new Error(`locales/en_US.json has no text for ${key}`);
  return args ? { key, text: fillTemplate(template, args), args } : { key, text: template };
}

/** A catalogue of messages without arguments: each name's key becomes its message. */
export function messages<T extends Record<string, string>>(keys: T): { readonly [K in keyof T]: Message } {
  return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, message(key)])) as {
    [K in keyof T]: Message;
  };
}
