// How the data layer's refusals are answered over HTTP (issue 34 item 5): the one place that gives a DomainError of
// server/db/errors.ts its status. The app's error handler passes every error through here before answerOf.
import { ConflictError, DomainError, NotFoundError, RefusedError } from '../db/errors.ts';
import { HttpError } from './errors.ts';

const STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [RefusedError, 400],
  [NotFoundError, 404],
  [ConflictError, 409],
]);

/** A DomainError as the HTTP error it is answered as (same message and key); any other error unchanged. */
export function httpErrorOf<E>(error: E): E | HttpError {
  if (!(error instanceof DomainError)) return error;
  for (const [kind, status] of STATUS) if (error instanceof kind) return new HttpError(status, error.said);
  return new HttpError(400, error.said);
}
