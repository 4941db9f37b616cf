// What the data layer refuses (issue 34 item 5): plain errors carrying the spec's message (its key and English
// text), without an HTTP status. The app's one error handler answers them (server/http/domainErrors.ts: 400, 404,
// 409), so a repository never decides how a refusal is told over HTTP.
import type { Message, MessageArgs } from './messages.ts';

export abstract class DomainError extends Error {
  readonly messageKey: string;
  readonly messageArgs?: MessageArgs;
  constructor(readonly said: Message) {
    super(said.text);
    this.messageKey = said.key;
    this.messageArgs = said.args;
  }
}

/** the input breaks a rule of the spec (a value out of its range, a malformed list, a field the validator refuses) */
export class RefusedError extends DomainError {
  override readonly name = 'RefusedError';
}

/** what was asked for is not there */
export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
}

/** what was asked for clashes with what is there (a key in use, a row changed meanwhile) */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
}
