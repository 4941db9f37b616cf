// doc 1 §5 login and signup checks; each answers the i18n key of the first failing rule. The fields the
// server also receives are checked by the same zod schemas the server uses (credentialRules.ts).
import type { z } from 'zod';
import { loginBody, signupBody } from '../../domain/credentialRules';
import { firstIssue } from '../schema-views/firstIssue';

const blank = (value: string | undefined | null) => !value || value.trim() === '';

/** the i18n key of the schema's first failure, or null */
const firstFailure = (schema: z.ZodType, values: unknown): string | null =>
  firstIssue(schema, values)?.message ?? null;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): string | null {
  return firstFailure(loginBody, values);
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
  const sent = firstFailure(signupBody, values);
  if (sent) return sent;
  if (blank(values.retype)) return 'validation.signupRetype';
  if (values.password !== values.retype) return 'validation.signupMismatch';
  if (!values.agree) return 'validation.signupAgree';
  return null;
}
