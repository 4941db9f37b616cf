import { describe, expect, it } from 'vitest';
import type { Variables } from './model';
import { searchWithVariables, variablesFromSearch } from './urlState';

const saved: Variables = { stores: ['S1'], range: { last: '24h' } };

describe('variables in the address', () => {
  it('opens with the saved variables when the address names none', () => {
    expect(variablesFromSearch(new URLSearchParams('edit=1'), saved)).toEqual(saved);
  });

  it('reads stores and a last range from the address', () => {
    expect(variablesFromSearch(new URLSearchParams('store=S2&store=S3&range=7d'), saved)).toEqual({
      stores: ['S2', 'S3'],
      range: { last: '7d' },
    });
  });

  it('reads a custom range, and an empty store as every store', () => {
    const from = '2026-11-20T00:00:00.000Z';
    const to = '2026-11-21T00:00:00.000Z';
    expect(
      variablesFromSearch(new URLSearchParams({ store: '', from, to }), {
        stores: ['S1'],
        range: { last: '1h' },
      }),
    ).toEqual({ stores: [], range: { from, to } });
  });

  it('ignores a range it does not know', () => {
    expect(variablesFromSearch(new URLSearchParams('range=2y&from=yesterday'), saved).range).toEqual({
      last: '24h',
    });
  });

  it('writes what it reads back, keeping the other parameters', () => {
    const variables: Variables = { stores: ['S1', 'A&B'], range: { from: '2026-11-20T00:00:00.000Z' } };
    const search = searchWithVariables(new URLSearchParams('edit=1&range=7d'), variables);
    expect(search.get('edit')).toBe('1');
    expect(search.has('range')).toBe(false);
    expect(variablesFromSearch(new URLSearchParams(search.toString()), saved)).toEqual(variables);
    const all = searchWithVariables(search, { stores: [], range: { last: '30d' } });
    expect(variablesFromSearch(all, saved)).toEqual({ stores: [], range: { last: '30d' } });
    expect(all.has('from')).toBe(false);
  });
});
