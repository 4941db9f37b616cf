// Server messages are English text (docs/api.md); the known ones have translations under
// `app.serverMessages.*` (doc 1 §8: e.g. 'Authentication Failure.' in Japanese). Unknown text stays as is.
import en from '../../locales/en_US.json';

const byText = new Map<string, string>(
  Object.entries((en.app as { serverMessages?: Record<string, string> }).serverMessages ?? {}).map(
    ([key, text]) => [text, key],
  ),
);

export function serverMessageKey(message: string): string | null {
  const key = byText.get(message);
  return key ? `app.serverMessages.${key}` : null;
}

export function translateMessage(
  translate: (key: string, options?: Record<string, unknown>) => string,
  message: string,
): string {
  const key = serverMessageKey(message);
  return translate(key ?? message, { _: message });
}
