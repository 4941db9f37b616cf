// doc 1 §5 login and signup checks; each answers the i18n key of the first failing rule. The fields the
// server also receives are checked by the same zod schemas the server uses (credentialRules.ts).
import { loginBody, signupBody } from '../domain/credentialRules';
import { accountValidators } from '../generated/validators';

const blank = (value: string | undefined | null) => !value || value.trim() === '';

function firstIssue(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'validation.invalidValue');
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): string | null {
  return firstIssue(loginBody.safeParse(values));
}

export interface SignupValues {
  email: string;
  name: string;
  mobile: string;
  password: string;
  retype: string;
  agree: boolean;
}

/** the seven checks, in the spec's order: the four sent fields, then the form-only retype and agreement */
export function validateSignup(values: SignupValues): string | null {
  const sent = firstIssue(signupBody.safeParse(values));
  if (sent) return sent;
  if (blank(values.retype)) return 'validation.signupRetype';
  if (values.password !== values.retype) return 'validation.signupMismatch';
  if (!values.agree) return 'validation.signupAgree';
  return null;
}

/** The password change rules (account schema's `passwordChange` form): the i18n key of the first failure. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  return firstIssue(accountValidators.form.passwordChange.safeParse({ password, confirmPassword }));
}
