// The two-factor key (issue 36): TWO_FACTOR_KEY's two spellings, the data directory's key file made once and read
// back by the next start, none on PostgreSQL without the setting; the secrets' encryption refuses another key and
// an altered cipher text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { twoFactorKey } from '../configReaders.ts';
import { decryptSecret, encryptSecret, twoFactorKeyOf } from './twoFactorKey.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-two-factor-key-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('two-factor key', () => {
  it('TWO_FACTOR_KEY takes 64 hex digits or base64 of 32 bytes, and refuses another length', () => {
    const hex = 'ab'.repeat(32);
    expect(twoFactorKey({ TWO_FACTOR_KEY: hex })?.toString('hex')).toBe(hex);
    expect(
      twoFactorKey({ TWO_FACTOR_KEY: Buffer.from(hex, 'hex').toString('base64') })?.toString('hex'),
    ).toBe(hex);
    expect(twoFactorKey({})).toBeUndefined();
    expect(() => twoFactorKey({ TWO_FACTOR_KEY: 'short' })).toThrow(/32 bytes/);
  });

  it('PGlite on disk: a key file made once (mode 0600), the same key at the next start', () => {
    const first = twoFactorKeyOf({ dataDir, databaseUrl: undefined });
    const file = path.join(dataDir, 'two-factor.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(twoFactorKeyOf({ dataDir, databaseUrl: undefined })?.equals(first!)).toBe(true);
  });

  it('PostgreSQL without TWO_FACTOR_KEY: no key (two-factor unavailable); with it, that key', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/esl';
    expect(twoFactorKeyOf({ dataDir, databaseUrl: url })).toBeUndefined();
    const key = Buffer.alloc(32, 7);
    expect(twoFactorKeyOf({ dataDir, databaseUrl: url, twoFactorKey: key })).toBe(key);
  });

  it('a secret comes back with its key only, and not once altered', () => {
    const key = Buffer.alloc(32, 1);
    const stored = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(key, stored)).toBe('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(Buffer.alloc(32, 2), stored)).toBeUndefined();
    // one bit of the cipher text flipped (the text's characters may already be the one a character swap writes,
    // or differ only in base64's unused last bits: the bytes are altered, then written again)
    const [version, iv, tag, text] = stored.split('.');
    const bytes = Buffer.from(text, 'base64url');
    bytes[0] ^= 1;
    const altered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(altered).not.toBe(stored);
    expect(decryptSecret(key, altered)).toBeUndefined();
  });
});
