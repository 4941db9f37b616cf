import { describe, expect, it } from 'vitest';
import {
  isLargeTicket,
  needsFamilyLookup,
  normaliseProductCode,
  singleAssignFamilyStep,
  type FamilyChoice,
} from './assignRules';
import { siteRules, SITE_VALUES } from './siteRules';

const family = (fmPrCode: string): FamilyChoice => ({
  fmPrCode,
  prCodeList: ['A', 'B'],
  layoutId: 'L01',
  nfc: null,
});

describe('assign site rules (doc 2 §5)', () => {
  it('edion left-pads product codes with zeros to 13 characters; other sites keep them', () => {
    const edion = siteRules({ site: 'edion' });
    expect(normaliseProductCode(' 4567 ', edion)).toBe('0000000004567');
    expect(normaliseProductCode('4901234567894', edion)).toBe('4901234567894');
    expect(normaliseProductCode('12345678901234', edion)).toBe('12345678901234');
    expect(normaliseProductCode('', edion)).toBe('');
    for (const site of ['', 'croma', 'coop', 'nec'])
      expect(normaliseProductCode(' 4567 ', siteRules({ site }))).toBe('4567');
  });

  it('a large ticket has 9 as the ninth character of its tag ID', () => {
    expect(isLargeTicket('ABCDEFGH9XYZ')).toBe(true);
    expect(isLargeTicket(' ABCDEFGH9')).toBe(true);
    expect(isLargeTicket('ABCDEFG9HXYZ')).toBe(false);
    expect(isLargeTicket('ABCDEFGH')).toBe(false);
  });

  it('croma refuses a large ticket whose product has a family, naming the family code', () => {
    const croma = siteRules({ site: 'croma' });
    expect(needsFamilyLookup(croma, 'KR0010009001')).toBe(true);
    expect(needsFamilyLookup(croma, 'KR0010001001')).toBe(false);
    expect(singleAssignFamilyStep(croma, 'KR0010009001', [family('F1'), family('F2')])).toEqual({
      kind: 'refuse',
      fmPrCode: 'F1',
    });
    expect(singleAssignFamilyStep(croma, 'KR0010009001', [])).toEqual({ kind: 'assign' });
    expect(singleAssignFamilyStep(croma, 'KR0010001001', [family('F1')])).toEqual({ kind: 'assign' });
  });

  it('other sites offer the family ticket, one or two families', () => {
    for (const site of ['', 'edion', 'coop', 'nec']) {
      const rules = siteRules({ site });
      expect(needsFamilyLookup(rules, 'KR0010001001')).toBe(true);
      expect(singleAssignFamilyStep(rules, 'KR0010009001', [])).toEqual({ kind: 'assign' });
      const step = singleAssignFamilyStep(rules, 'KR0010009001', [family('F1'), family('F2'), family('F3')]);
      expect(step.kind).toBe('offer');
      expect(step.kind === 'offer' && step.families.map((f) => f.fmPrCode)).toEqual(['F1', 'F2']);
    }
  });

  it('knows the values of the site setting', () => {
    expect(SITE_VALUES).toEqual(['', 'croma', 'edion', 'coop', 'nec']);
  });
});
