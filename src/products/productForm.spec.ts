// The product modal's rules (doc 2 §3, §5): messages in the spec's order from the generated rule the server
// applies too, edion padding, the prInfo slots, the description column.
import { describe, expect, it } from 'vitest';
import {
  descriptionIndex,
  prInfoCountOf,
  prInfoLabel,
  prInfoToSend,
  productFormSchema,
  productToSend,
  slotsFor,
} from './productForm';

const plain = { productCodeLength: 0 };
const edion = { productCodeLength: 13 };
const values = (over: Record<string, unknown> = {}) => ({
  prCode: '',
  prName: '',
  layoutId: '',
  nfc: '',
  prInfo: Array(10).fill(''),
  ...over,
});
/** the first failing field and its message, or the product to send */
function check(draft: Record<string, unknown>, rules = plain) {
  const result = productFormSchema(0).safeParse(draft);
  if (!result.success) {
    const issue = result.error.issues[0];
    return { ok: false, field: issue?.path[0], message: issue?.message };
  }
  return { ok: true, product: productToSend(result.data as Record<string, unknown>, rules) };
}

describe('the product form validator', () => {
  it("asks for the product code first, then the layout ('Please enter ...')", () => {
    expect(check(values())).toEqual({ ok: false, field: 'prCode', message: 'validation.enterProductCode' });
    expect(check(values({ prCode: '  ' }))).toMatchObject({ field: 'prCode' });
    expect(check(values({ prCode: null }))).toMatchObject({ field: 'prCode' });
    expect(check(values({ prCode: 'A1', layoutId: ' ' }))).toEqual({
      ok: false,
      field: 'layoutId',
      message: 'validation.enterLayoutId',
    });
  });

  it('sends the trimmed product, named by entry 0, with blank NFC as null and no trailing empty entries', () => {
    expect(
      check(values({ prCode: ' A1 ', layoutId: 'L01', prInfo: [' Milk ', '120', null, '', undefined] })),
    ).toEqual({
      ok: true,
      product: { prCode: 'A1', prName: 'Milk', layoutId: 'L01', nfc: null, prInfo: [' Milk ', '120'] },
    });
  });

  it('keeps the stored name when entry 0 is empty, and sends a blank name as null', () => {
    expect(
      check(values({ prCode: 'A1', layoutId: 'L01', prName: 'Milk', prInfo: ['', '120'] })),
    ).toMatchObject({
      product: { prName: 'Milk' },
    });
    expect(check(values({ prCode: 'A1', layoutId: 'L01', prName: ' ', prInfo: [] }))).toMatchObject({
      product: { prName: null },
    });
  });

  it('sends an entry never typed before a filled one as empty text (the form holds a sparse array)', () => {
    const prInfo: string[] = [];
    prInfo[0] = 'Bread';
    prInfo[2] = 'Fresh bread';
    expect(check(values({ prCode: 'A1', layoutId: 'L01', prInfo }))).toMatchObject({
      ok: true,
      product: { prInfo: ['Bread', '', 'Fresh bread'] },
    });
  });

  it('pads the product code to 13 digits on edion', () => {
    const checked = check(values({ prCode: '4711', layoutId: 'L01' }), edion);
    expect(checked.ok && checked.product?.prCode).toBe('0000000004711');
  });

  it('keeps the stored entries (an unchanged product stays unchanged) and refuses more than 255', () => {
    expect(prInfoToSend(['a', '', ''], 3)).toEqual(['a', '', '']);
    expect(prInfoToSend(['a', '', '', ''], 2)).toEqual(['a', '']);
    const tooMany = check(values({ prCode: 'A', layoutId: 'L', prInfo: Array(256).fill('x') }));
    expect(tooMany).toMatchObject({ ok: false, message: 'validation.invalidValue' });
  });
});

describe('prInfo slots and labels', () => {
  it('shows prInfoCount slots (10 by default), more when the product has more, 255 at most', () => {
    expect(prInfoCountOf({})).toBe(10);
    expect(prInfoCountOf({ prInfoCount: 20 })).toBe(20);
    expect(prInfoCountOf({ prInfoCount: 999 })).toBe(255);
    expect(slotsFor({ prInfo: ['a'] }, 10)).toBe(10);
    expect(slotsFor({ prInfo: Array(14).fill('a') }, 10)).toBe(14);
  });

  it('names slots after the alias configuration; the description column is the alias Description or index 2', () => {
    const aliases = [
      { index: 0, name: 'Product Name' },
      { index: 5, name: 'Description' },
    ];
    expect(prInfoLabel(aliases, 0)).toBe('Product Name');
    expect(prInfoLabel(aliases, 7)).toBe('prInfo_7');
    expect(descriptionIndex(aliases)).toBe(5);
    expect(descriptionIndex([{ index: 0, name: 'Name' }])).toBe(2);
  });
});
