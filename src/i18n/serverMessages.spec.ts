import type { I18nProvider } from 'ra-core';
import { beforeAll, describe, expect, it } from 'vitest';
import ja from '../../locales/ja_JP.json';
import { createI18nProvider } from './i18nProvider';
import { loadMessages } from './messages';
import { translateAnswer, translateMessage } from './serverMessages';

describe('server messages', () => {
  it('a string is a key of the locales, or a text shown as it is', () => {
    const translate = (key: string, options?: Record<string, unknown>) =>
      key.startsWith('app.') ? `T(${key})` : String(options?._);
    expect(translateMessage(translate, 'app.serverMessages.roleInUse')).toBe(
      'T(app.serverMessages.roleInUse)',
    );
    expect(translateMessage(translate, 'odd: text.')).toBe('odd: text.');
  });

  describe('in Japanese', () => {
    let translate: I18nProvider['translate'] = (key) => key;
    beforeAll(async () => {
      translate = createI18nProvider('ja_JP', await loadMessages('ja_JP')).translate;
    });

    it('translates a keyed answer by its key, whatever its English text', () => {
      const answer = {
        message: 'A wording this console has never seen.',
        messageKey: 'app.serverMessages.dbTooLong',
      };
      expect(translateAnswer(translate, answer, 'Bad Request (400)')).toBe(ja.app.serverMessages.dbTooLong);
    });

    it('goes by the key, not by an English text that another key has', () => {
      const answer = { message: 'Permission denied.', messageKey: 'app.serverMessages.dbTooLong' };
      expect(translateAnswer(translate, answer, '')).toBe(ja.app.serverMessages.dbTooLong);
      expect(translateMessage(translate, 'app.serverMessages.plusAddEnteredCode')).toBe(
        ja.app.serverMessages.plusAddEnteredCode,
      );
    });

    it("fills the key's placeholders with the answer's values", () => {
      const answer = {
        message: 'The query parameter "end" is given more than once.',
        messageKey: 'app.serverMessages.edgeRepeated',
        messageArgs: { name: 'end' },
      };
      expect(translateAnswer(translate, answer, '')).toBe(
        ja.app.serverMessages.edgeRepeated.replace('%{name}', 'end'),
      );
    });

    it('shows the text of an answer without a key as it is, even an English text a key has', () => {
      expect(translateAnswer(translate, { message: 'Permission denied.' }, '')).toBe('Permission denied.');
      expect(translateAnswer(translate, { message: 'Bad gateway from the proxy' }, '')).toBe(
        'Bad gateway from the proxy',
      );
      expect(translateAnswer(translate, undefined, 'Error (502)')).toBe('Error (502)');
    });

    it("a key the console's locales lack shows the English text", () => {
      const answer = { message: 'Something new.', messageKey: 'app.serverMessages.fromANewerServer' };
      expect(translateAnswer(translate, answer, '')).toBe('Something new.');
    });
  });
});
