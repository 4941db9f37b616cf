// A delete refused because the file or template is in use (doc 3 §5: 'There are devices that use this ...',
// listing them): the server's message, then one line per device and per template that uses it.
import { HttpError, type TranslateFunction } from 'ra-core';

interface InUseBody {
  devices?: Array<{ mac: string; name?: string | null }>;
  templates?: string[];
}

/** the refusal with its users one per line, or the error itself when the answer names none */
export function inUseMessage(error: unknown, translate: TranslateFunction): string | Error {
  const body = (error instanceof HttpError ? error.body : undefined) as InUseBody | undefined;
  const users = [
    ...(body?.devices ?? []).map((d) => (d.name ? `${d.name} (${d.mac})` : d.mac)),
    ...(body?.templates ?? []).map((t) => `${translate('app.plus.template.one')}: ${t}`),
  ];
  return users.length ? `${(error as Error).message}\n${users.join('\n')}` : (error as Error);
}
