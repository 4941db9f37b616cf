// Password-change rules of doc 3 §5 ("a password, if given, must be non-blank and match its
// confirmation"), taken from the account resource's password field metadata (x-required, x-confirm).
import type { FieldMeta } from '../schema-views/resourceMeta';

export function validatePasswordChange(
  field: FieldMeta | undefined,
  password: string,
  confirmation: string,
  passwordRequired: boolean,
): string | null {
  const requiredMessage = field?.required?.message ?? 'validation.fillInPassword';
  const mismatchMessage = field?.confirm?.message ?? 'validation.confirmPasswordMismatch';
  if (passwordRequired && password.trim() === '') return requiredMessage;
  if (password !== '' && password.trim() === '') return requiredMessage;
  if (password !== confirmation) return mismatchMessage;
  return null;
}
