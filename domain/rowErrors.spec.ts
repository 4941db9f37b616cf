import { describe, expect, it } from 'vitest';
import en from '../locales/en_US.json';
import ja from '../locales/ja_JP.json';
import { ROW_ERROR_KEYS, rowErrorText, translateRowError } from './rowErrors';

type Tree = { [key: string]: unknown };
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree) as
    string | undefined;
const japanese = (key: string, options?: { _?: string }) => lookup(ja as Tree, key) ?? options?._ ?? key;

describe('product file row errors', () => {
  it('every reason has its English text in the locale file', () => {
    for (const key of Object.values(ROW_ERROR_KEYS))
      expect(lookup(en as Tree, key), key).toEqual(expect.any(String));
    expect(rowErrorText('blankPrCode')).toBe('Please enter Product Code');
    expect(rowErrorText('invalidValue', 'prCode')).toBe('validation error: prCode');
  });

  it("shows a stored English reason in the user's language, keeping a detail after ': '", () => {
    expect(translateRowError(japanese, 'Please enter Layout ID')).toBe(
      lookup(ja as Tree, 'validation.enterLayoutId'),
    );
    expect(translateRowError(japanese, 'Duplicate product code in the file')).toBe(
      lookup(ja as Tree, 'app.productFiles.rowErrors.duplicatePrCode'),
    );
    expect(translateRowError(japanese, 'validation error: prName')).toBe(
      `${lookup(ja as Tree, 'validation.invalidValue')}: prName`,
    );
    expect(translateRowError(japanese, 'A reason from a user script')).toBe('A reason from a user script');
    expect(translateRowError(japanese, 'Odd: text')).toBe('Odd: text');
  });
});
