import { describe, expect, it } from 'vitest';
import en from '../../locales/en_US.json';
import { validateLogin, validateSignup, type SignupValues } from './loginValidation';

const text = (key: string | null) =>
  key ? (en.validation as Record<string, string>)[key.replace('validation.', '')] : null;

describe('login checks', () => {
  it('empty or blank ID first, then password', () => {
    expect(text(validateLogin({ email: '  ', password: '' }))).toBe('Enter Email, Please!');
    expect(text(validateLogin({ email: 'a@b.c', password: ' ' }))).toBe('Enter Password, Please!');
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toBeNull();
  });
});

describe('signup checks in order', () => {
  const full: SignupValues = {
    email: 'a@b.c',
    name: 'A',
    mobile: '010',
    password: 'pw',
    retype: 'pw',
    agree: true,
  };
  const cases: Array<[Partial<SignupValues>, string | null]> = [
    [{ email: ' ', name: '', mobile: '', password: '', retype: '', agree: false }, 'Enter Email, please!'],
    [{ name: '  ', mobile: '', password: '', retype: 'x', agree: false }, 'Enter Name, please!'],
    [{ mobile: ' ', password: '', agree: false }, 'Enter Phone, please!'],
    [{ password: ' ', retype: '', agree: false }, 'Enter Password, please!'],
    [{ retype: '   ', agree: false }, 'Retype Password, please!'],
    [{ retype: 'pw2', agree: false }, 'Password doe not match!'],
    [{ agree: false }, 'Agree!'],
    [{}, null],
  ];
  it.each(cases)('%o → %s', (change, expected) => {
    expect(text(validateSignup({ ...full, ...change }))).toBe(expected);
  });
});
