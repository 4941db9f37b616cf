// METRICS_TOKEN on the API port: `Authorization: Bearer <token>`, compared in constant time (both sides hashed
// first, so neither the token's length nor its first differing character shows in the time taken).
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}
