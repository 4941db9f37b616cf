// doc 1 §5 login and signup checks; each answers the i18n key of the first failing rule.

const blank = (value: string | undefined | null) => !value || value.trim() === '';

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin({ email, password }: LoginValues): string | null {
  if (blank(email)) return 'validation.enterEmail';
  if (blank(password)) return 'validation.enterPassword';
  return null;
}

export interface SignupValues {
  email: string;
  name: string;
  mobile: string;
  password: string;
  retype: string;
  agree: boolean;
}

/** the seven checks, in the spec's order */
export function validateSignup(values: SignupValues): string | null {
  if (blank(values.email)) return 'validation.signupEmail';
  if (blank(values.name)) return 'validation.signupName';
  if (blank(values.mobile)) return 'validation.signupPhone';
  if (blank(values.password)) return 'validation.signupPassword';
  if (blank(values.retype)) return 'validation.signupRetype';
  if (values.password !== values.retype) return 'validation.signupMismatch';
  if (!values.agree) return 'validation.signupAgree';
  return null;
}
