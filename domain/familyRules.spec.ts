import { describe, expect, it } from 'vitest';
import {
  checkFamily,
  DEFAULT_FAMILY_ITEM_COUNT,
  FAMILY_MESSAGES,
  familyItemCount,
  normaliseCodes,
} from './familyRules';

const base = { storeCode: 'KR001', fmPrCode: 'FM1', prCodeList: ['A'], layoutId: 'L01' };

describe('the family rules', () => {
  it('trims the codes, drops blank entries and duplicates (first kept)', () => {
    expect(normaliseCodes([' A ', '', 'B', '  ', 'A', 'C '])).toEqual(['A', 'B', 'C']);
    expect(normaliseCodes('A')).toEqual([]);
  });

  it('answers the normalised family', () => {
    expect(
      checkFamily(
        { ...base, fmPrCode: ' FM1 ', prCodeList: ['B', ' B', ''], layoutId: ' L02 ', nfc: '  ' },
        4,
      ),
    ).toEqual({
      family: { storeCode: 'KR001', fmPrCode: 'FM1', prCodeList: ['B'], layoutId: 'L02', nfc: null },
    });
    expect(checkFamily({ ...base, nfc: ' https://x ' }, 4).family?.nfc).toBe('https://x');
  });

  it("checks family code, product codes and layout in that order, with the spec's messages", () => {
    expect(checkFamily({ prCodeList: [], layoutId: '', storeCode: 'KR001' }, 4).error).toBe(
      FAMILY_MESSAGES.familyCode,
    );
    expect(checkFamily({ ...base, fmPrCode: '   ' }, 4).error).toBe('validation.enterFamilyCode');
    expect(checkFamily({ ...base, prCodeList: ['', ' '], layoutId: '' }, 4).error).toBe(
      'validation.enterProductCodePlease',
    );
    expect(checkFamily({ ...base, prCodeList: undefined }, 4).error).toBe(FAMILY_MESSAGES.productCode);
    expect(checkFamily({ ...base, layoutId: undefined }, 4).error).toBe('validation.enterLayoutId');
  });

  it('allows at most familyProductItemCount codes (after removing blanks and duplicates)', () => {
    const five = ['1', '2', '3', '4', '5'];
    expect(checkFamily({ ...base, prCodeList: five }, 4).error).toBe(FAMILY_MESSAGES.invalid);
    expect(checkFamily({ ...base, prCodeList: five }, 5).family?.prCodeList).toEqual(five);
    expect(
      checkFamily({ ...base, prCodeList: ['1', '2', '', '1', '3', '4'] }, 4).family?.prCodeList,
    ).toHaveLength(4);
  });

  it('reads the family size of the system configuration (default 4)', () => {
    expect(familyItemCount({ familyProductItemCount: 6 })).toBe(6);
    expect(familyItemCount({})).toBe(DEFAULT_FAMILY_ITEM_COUNT);
    expect(familyItemCount({ familyProductItemCount: 0 })).toBe(4);
    expect(familyItemCount(undefined)).toBe(4);
  });
});
