import { describe, expect, it } from 'vitest';
import { siteOf, siteRules } from './siteRules';

describe('site rules', () => {
  it('unknown or absent site is the default variant', () => {
    expect(siteOf({ site: 'elsewhere' })).toBe('default');
    expect(siteOf(undefined)).toBe('default');
    expect(siteRules({}).missingTagLabel).toBe('MISSING');
  });
  it('croma shows MISSING as NG1 and widens the NG filter', () => {
    const rules = siteRules({ site: 'croma' });
    expect(rules.missingTagLabel).toBe('NG1');
    expect(rules.ngFilterStatuses).toEqual(['NG', 'REQ_ONLY', 'REQ_ONLY2', 'MISSING']);
  });
});
