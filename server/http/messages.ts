// Messages the server answers with (docs/api.md "Errors"): a key of locales/*.json, which the console translates,
// and its English text, read from locales/en_US.json by that key, so a message is written once.
import { englishTemplate } from '../../domain/englishText.ts';
import type { Message, MessageArgs } from '../db/messages.ts';

// the message itself is the data layer's (its errors carry one): one definition, used here too
export { message, messages, type Message, type MessageArgs } from '../db/messages.ts';
export { englishTemplate };

/** An answer's message part: the English `message`, its `messageKey` and, with placeholders, `messageArgs`. */
export interface MessageBody {
  message: string;
  messageKey: string;
  messageArgs?: MessageArgs;
}

/** The body of an answer carrying a message (an error's, or a result's): always with its key. */
export function messageBody(said: Message): MessageBody {
  return said.args
    ? { message: said.text, messageKey: said.key, messageArgs: said.args }
    : { message: said.text, messageKey: said.key };
}
