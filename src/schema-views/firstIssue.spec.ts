import { describe, expect, it } from 'vitest';
import { accountValidators } from '../../domain/generated/validators';
import { firstIssue } from './firstIssue';

describe('firstIssue with the generated account sub-forms', () => {
  const { ownAccount, passwordChange } = accountValidators.form;

  it('own account: blank name first, then the password rules, then nothing', () => {
    const base = { email: 'a@example.com', name: ' ', mobile: '010', password: '', confirmPassword: '' };
    expect(firstIssue(ownAccount, base)).toEqual({ field: 'name', message: 'validation.fillInAccountName' });
    expect(firstIssue(ownAccount, { ...base, name: 'Ann', password: '  ' })).toEqual({
      field: 'password',
      message: 'validation.fillInPassword',
    });
    expect(
      firstIssue(ownAccount, { ...base, name: 'Ann', password: 'Secret#123', confirmPassword: 'x' }),
    ).toEqual({
      field: 'confirmPassword',
      message: 'validation.confirmPasswordMismatch',
    });
    expect(firstIssue(ownAccount, { ...base, name: 'Ann' })).toBeNull();
  });

  it('password change: the password is required and must match its confirmation', () => {
    expect(firstIssue(passwordChange, { password: '', confirmPassword: '' })?.message).toBe(
      'validation.fillInPassword',
    );
    expect(firstIssue(passwordChange, { password: 'New#Pass1', confirmPassword: 'New#Pass2' })?.message).toBe(
      'validation.confirmPasswordMismatch',
    );
    expect(firstIssue(passwordChange, { password: 'New#Pass1', confirmPassword: 'New#Pass1' })).toBeNull();
  });
});
