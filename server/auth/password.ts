// Password hashing (scrypt from node:crypto, a random salt per hash), the password policy, temporary passwords.
import {
  randomBytes,
  randomInt,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account's hash, or against a dummy hash when there is no account, so that an
 * unknown email costs the same scrypt time as a known one (no probing by timing). False without an account.
 */
export async function verifyAccountPassword(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  const ok = await verifyPassword(password, stored ?? (await dummyHash));
  return stored !== undefined && ok;
}

/** The policy behind `weakPwd`: at least 8 characters with letters, digits and a symbol. */
export function isWeakPassword(password: string): boolean {
  return !(
    password.length >= 8 &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#$%&@!?';

/** A random temporary password that passes the policy. */
export function temporaryPassword(length = 12): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const all = LETTERS + DIGITS + SYMBOLS;
  const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
