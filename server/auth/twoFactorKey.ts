// The key that encrypts two-factor secrets at rest (AES-256-GCM): TWO_FACTOR_KEY when set; otherwise, on PGlite
// on disk, a key generated once into the data directory (two-factor.key, mode 0600) so that a restart reads the
// same; in memory (tests, a throwaway demo) a key of the process. On PostgreSQL every instance must hold the same
// key, which only the operator can give: without TWO_FACTOR_KEY two-factor is unavailable there (the enrolment
// and the policy answer 409), rather than a key each instance would make for itself.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

const KEY_FILE = 'two-factor.key';
const IV_BYTES = 12;

export function twoFactorKeyOf(
  config: Pick<Config, 'twoFactorKey' | 'databaseUrl' | 'dataDir'>,
): Buffer | undefined {
  if (config.twoFactorKey) return config.twoFactorKey;
  const url = config.databaseUrl;
  if (url?.startsWith('memory://')) return randomBytes(32);
  if (url !== undefined) return undefined;
  const file = path.join(config.dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    // 'wx': a second process starting at the same moment does not overwrite the first one's key
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} must hold 32 bytes as 64 hex digits`);
  return key;
}

/** `v1.<iv>.<tag>.<cipher text>`, base64url parts */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), text]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** the secret, or undefined when the cipher text was made with another key or altered */
export function decryptSecret(key: Buffer, stored: string): string | undefined {
  const [version, iv, tag, text] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || text === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
