// Session tokens: 32 random bytes sent to the client; only their sha256 is stored. API token secrets likewise.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** the characters of base62 of 32 bytes (62^43 > 2^256) */
const API_SECRET_DIGITS = 43;
export const API_SECRET_PREFIX = 'esl_';

/** an API token's secret: `esl_` + base62 of 32 random bytes (a form secret scanners recognise); only its
 * sha256 (hashToken) is stored */
export function newApiSecret(): string {
  let value = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let digits = '';
  while (value > 0n) {
    digits = BASE62[Number(value % 62n)] + digits;
    value /= 62n;
  }
  return API_SECRET_PREFIX + digits.padStart(API_SECRET_DIGITS, '0');
}

/** the first characters of a secret, shown in lists to recognise it */
export function secretPrefix(secret: string): string {
  return secret.slice(0, API_SECRET_PREFIX.length + 4);
}
