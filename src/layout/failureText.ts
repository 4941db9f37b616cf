// How a failed call reads in the console (doc 1 §8, doc 2 §8): tag and product actions show the server's message
// plus the status code; status checks and family deletes show the status text and code.
import type { ErrorLike } from './ErrorDialog';
import { translateAnswer } from '../i18n/serverMessages';

type Translate = Parameters<typeof translateAnswer>[0];

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** the server's message in the user's language (the error's own when the answer has none) and the status */
function parts(error: unknown, translate: Translate): { message: string; status?: number } {
  const e = (error ?? {}) as ErrorLike;
  return { message: translateAnswer(translate, e.body, e.message ?? ''), status: e.status };
}

/** 'no matching tags (400)': the message plus the status code */
export function messageAndCode(error: unknown, translate: Translate): string {
  const { message, status } = parts(error, translate);
  return status ? `${message} (${status})` : message;
}

/** 'Conflict (409): Tag status collection is already running for this store.' */
export function statusTextAndCode(error: unknown, translate: Translate): string {
  const { message, status } = parts(error, translate);
  if (!status) return message;
  const head = `${STATUS_TEXT[status] ?? 'Error'} (${status})`;
  return message ? `${head}: ${message}` : head;
}
