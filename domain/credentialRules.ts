// Bodies of the session calls that the console's forms check before sending (doc 1 §5): login, signup. The server
// validates login with loginBody; signup, the password reset and the account actions are contract calls
// (schemas/account.schema.json x-calls), checked from their schemas.
import { z } from 'zod';
import { LOCALES } from './locales';

const required = (key: string) =>
  z.string({ error: key }).refine((value) => value.trim() !== '', { error: key, abort: true });

export const loginBody = z.object({
  email: required('validation.enterEmail').pipe(z.string().max(254, { error: 'validation.invalidValue' })),
  password: required('validation.enterPassword').pipe(
    z.string().max(200, { error: 'validation.invalidValue' }),
  ),
  /** the console's interface language, kept on the account for its mails */
  locale: z.enum(LOCALES, { error: 'validation.invalidValue' }).optional(),
});

/** The four fields the signup call carries, checked in the spec's order. */
export const signupBody = z.object({
  email: required('validation.signupEmail').pipe(z.string().max(254, { error: 'validation.invalidValue' })),
  name: required('validation.signupName').pipe(z.string().max(100, { error: 'validation.invalidValue' })),
  mobile: required('validation.signupPhone').pipe(z.string().max(40, { error: 'validation.invalidValue' })),
  password: required('validation.signupPassword').pipe(
    z.string().max(200, { error: 'validation.invalidValue' }),
  ),
});
