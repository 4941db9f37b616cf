// The create form asks for a role (an empty one is never sent as role 0) and sends never as null.
import { describe, expect, it } from 'vitest';
import { NEVER } from './expiryChoices';
import { createBody, EMPTY_TOKEN, tokenProblems } from './tokenValues';

describe('API token form values', () => {
  it('asks for a role while none is chosen, role 0 included as a choice', () => {
    expect(tokenProblems({ ...EMPTY_TOKEN })).toEqual({ role_id: 'ra.validation.required' });
    expect(tokenProblems({ ...EMPTY_TOKEN, role_id: 0 })).toEqual({});
    expect(tokenProblems({ ...EMPTY_TOKEN, role_id: 2 })).toEqual({});
  });

  it('makes the create body: trimmed name, never as null, default 90 days', () => {
    expect(createBody({ ...EMPTY_TOKEN, name: '  erp  ', role_id: 0, expiry: NEVER })).toEqual({
      name: 'erp',
      role_id: 0,
      store: [],
      enableWholeStore: false,
      expiresInDays: null,
    });
    expect(createBody({ ...EMPTY_TOKEN, name: 'pos', role_id: 2, store: ['S1'] }).expiresInDays).toBe(90);
  });
});
