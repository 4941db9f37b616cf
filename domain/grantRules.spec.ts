// The grant rule's refusals are keys of server messages the console shows in the member and role dialogs, in the
// three languages (app.serverMessages; the server answers their English text with the key).
import { describe, expect, it } from 'vitest';
import en from '../locales/en_US.json';
import ja from '../locales/ja_JP.json';
import ko from '../locales/ko_KR.json';
import { changeRefusal, GRANT_MESSAGES, grantRefusal, ownAccessChanged } from './grantRules';

const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('grant rule', () => {
  it('every refusal is a key with an English, a Japanese and a Korean text', () => {
    for (const key of Object.values(GRANT_MESSAGES)) {
      const english = at(en, key);
      expect(typeof english, key).toBe('string');
      for (const locale of [ja, ko]) {
        const text = at(locale, key);
        expect(typeof text, key).toBe('string');
        expect(text).not.toBe(english);
      }
    }
  });

  it('a store account gives its own stores, not others, and no whole-store flag', () => {
    const grantor = { role_id: 4, privilege: { member: { read: true, write: true } }, stores: ['KR001'] };
    const role = { role_id: 4, privilege: [{ key: 'member', read: true, write: true }] };
    expect(grantRefusal(grantor, { ...role, store: ['KR001'] })).toBeUndefined();
    expect(grantRefusal(grantor, { ...role, store: ['KR002'] })).toBe(GRANT_MESSAGES.store);
    expect(grantRefusal(grantor, { ...role, enableWholeStore: true })).toBe(GRANT_MESSAGES.wholeStore);
    expect(grantRefusal(grantor, { role_id: 0, privilege: [] })).toBe(GRANT_MESSAGES.roleZero);
    expect(changeRefusal(grantor, { role_id: 0, privilege: [] })).toBe(GRANT_MESSAGES.superAccount);
    const tagWriter = { role_id: 1, privilege: [{ key: 'tag', read: true, write: true }] };
    expect(grantRefusal(grantor, tagWriter)).toBe(GRANT_MESSAGES.role);
    expect(changeRefusal(grantor, tagWriter)).toBe(GRANT_MESSAGES.account);
  });

  it('the same stores in another order are no change of the own account', () => {
    const own = { role_id: 4, store: ['KR001', 'JP001'], enableWholeStore: false };
    expect(ownAccessChanged(own, { ...own, store: ['JP001', 'KR001'] })).toBe(false);
    expect(ownAccessChanged(own, { ...own, store: ['KR001'] })).toBe(true);
    expect(ownAccessChanged(own, { ...own, enableWholeStore: true })).toBe(true);
  });
});
