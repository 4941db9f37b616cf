// Secrets the server must read back (an identity provider's client secret), sealed at rest with SECRET_KEY:
// AES-256-GCM (node:crypto), a random 96-bit nonce per seal, the key derived from the setting by SHA-256 so any
// long random text serves. Sealed form: "v1:" + base64url(nonce | ciphertext | tag). A value sealed under another
// key, or altered, does not open (the tag fails).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** SECRET_KEY is unset: secrets can be neither sealed nor opened */
export class NoSecretKey extends Error {
  constructor() {
    super('SECRET_KEY is not set');
    this.name = 'NoSecretKey';
  }
}

function keyOf(secretKey: string | undefined): Buffer {
  if (!secretKey) throw new NoSecretKey();
  return createHash('sha256').update(secretKey, 'utf8').digest();
}

export function seal(secretKey: string | undefined, plain: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

/** the plain text of a sealed value; throws when the key is not the one it was sealed with or it was altered */
export function open(secretKey: string | undefined, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('not a sealed value');
  const packed = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (packed.length < NONCE_BYTES + TAG_BYTES) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), packed.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(packed.subarray(packed.length - TAG_BYTES));
  const body = packed.subarray(NONCE_BYTES, packed.length - TAG_BYTES);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
