// The password change rules (the account schema's generated `passwordChange` form): the i18n key of the first
// failure. Apart from loginValidation.ts so the login page does not load every entity's validators.
import { accountValidators } from '../../domain/generated/validators';
import { firstIssue } from '../schema-views/firstIssue';

export function validateNewPassword(password: string, confirmPassword: string): string | null {
  return firstIssue(accountValidators.form.passwordChange, { password, confirmPassword })?.message ?? null;
}
