import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '../schema-views/resourceMeta';
import { validatePasswordChange } from './passwordRules';

const field: FieldMeta = {
  name: 'password',
  type: 'string',
  widget: 'password',
  views: ['edit', 'create'],
  required: { message: 'validation.fillInPassword', on: ['create'] },
  confirm: { field: 'confirmPassword', message: 'validation.confirmPasswordMismatch' },
};

describe('password change rules', () => {
  it('a required password must be non-blank', () => {
    expect(validatePasswordChange(field, ' ', ' ', true)).toBe('validation.fillInPassword');
  });
  it('an optional password may be empty but not blank', () => {
    expect(validatePasswordChange(field, '', '', false)).toBeNull();
    expect(validatePasswordChange(field, '  ', '  ', false)).toBe('validation.fillInPassword');
  });
  it('must match its confirmation', () => {
    expect(validatePasswordChange(field, 'Abc#1234', 'Abc#1235', true)).toBe(
      'validation.confirmPasswordMismatch',
    );
    expect(validatePasswordChange(field, 'Abc#1234', 'Abc#1234', true)).toBeNull();
  });
});
