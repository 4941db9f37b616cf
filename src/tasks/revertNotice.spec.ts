import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { englishAppMessages, loadMessages } from '../i18n/messages';
import { revertNotice } from './revertNotice';

describe('revertNotice', () => {
  it('pluralises both counts in English', () => {
    const { translate } = createI18nProvider('en_US', englishAppMessages);
    expect(revertNotice(translate, { reverted: 1, tagCount: 1 })).toBe(
      '1 product reverted (1 tag to update)',
    );
    expect(revertNotice(translate, { reverted: 2, tagCount: 5 })).toBe(
      '2 products reverted (5 tags to update)',
    );
    expect(revertNotice(translate, { reverted: 1, tagCount: 0 })).toBe(
      '1 product reverted (0 tags to update)',
    );
  });

  it.each([
    ['ja_JP', '1 件の商品を元に戻しました（更新するタグ 1 件）'],
    ['ko_KR', '상품 1개를 되돌렸습니다 (업데이트할 태그 1개)'],
  ] as const)('reads naturally in %s', async (locale, text) => {
    const { translate } = createI18nProvider(locale, await loadMessages(locale));
    expect(revertNotice(translate, { reverted: 1, tagCount: 1 })).toBe(text);
  });
});
