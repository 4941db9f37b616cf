import { describe, expect, it } from 'vitest';
import { NoSecretKey, open, seal } from './secretBox.ts';

const KEY = 'a-long-random-text-of-the-operator';

describe('secretBox (AES-256-GCM under SECRET_KEY)', () => {
  it('opens what it sealed, and two seals of one text differ (a fresh nonce each)', () => {
    const a = seal(KEY, 'client-secret');
    const b = seal(KEY, 'client-secret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('client-secret');
    expect(open(KEY, a)).toBe('client-secret');
  });

  it('refuses another key and an altered value', () => {
    const sealed = seal(KEY, 'client-secret');
    expect(() => open('another-key', sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[14] ^= 1;
    expect(() => open(KEY, `v1:${bytes.toString('base64url')}`)).toThrow();
  });

  it('without SECRET_KEY nothing is sealed', () => {
    expect(() => seal(undefined, 'x')).toThrow(NoSecretKey);
  });
});
