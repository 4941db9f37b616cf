// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGenerated, workspace, type Workspace } from './specSupport';

interface Issue {
  path: PropertyKey[];
  message: string;
}
type Result =
  { success: true; data: Record<string, unknown> } | { success: false; error: { issues: Issue[] } };
interface Schema {
  safeParse(value: unknown): Result;
}
interface Variants {
  form: { create: Schema; edit: Schema };
  api: { create: Schema; update: Schema };
}
interface ValidatorsModule {
  memberValidators: Variants;
  validators: Record<string, Variants>;
}

let ws: Workspace;
let member: Variants;
let module: ValidatorsModule;

beforeAll(async () => {
  ws = workspace();
  module = await importGenerated<ValidatorsModule>(ws, 'domain/generated/validators.ts');
  member = module.memberValidators;
});
afterAll(() => ws.remove());

const valid = { email: 'a@example.com', name: 'Ann', password: 'Secret#1', role_id: 2, mobile: '010' };

function issues(schema: Schema, value: unknown): Array<[string, string]> {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

function data(schema: Schema, value: unknown): Record<string, unknown> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

describe('generated validators', () => {
  it('exports <entity>Validators and the validators record keyed by entity id', () => {
    expect(module.validators.member).toBe(member);
  });

  it('builds each schema on its first read and gives the same one after (not all of them when it loads)', () => {
    for (const group of [member.form, member.api] as Array<Record<string, Schema>>)
      for (const key of Object.keys(group)) {
        expect(Object.getOwnPropertyDescriptor(group, key)?.get, key).toBeTypeOf('function');
        expect(group[key], key).toBe(group[key]);
      }
    expect(module.validators.member?.form.create).toBe(member.form.create);
  });

  it('gives the x-required message for a missing, null or blank required field', () => {
    for (const email of [undefined, null, '', '   ']) {
      expect(issues(member.api.create, { ...valid, email })).toEqual([['email', 'validation.fillInEmail']]);
      expect(issues(member.form.edit, { ...valid, confirmPassword: valid.password, email })).toEqual([
        ['email', 'validation.fillInEmail'],
      ]);
    }
  });

  it('reports the first failing field in schema property order, whatever the input order', () => {
    const [first] = issues(member.api.create, { mobile: ' ', role_id: null, name: '', email: '' });
    expect(first).toEqual(['email', 'validation.fillInEmail']);
    const all = issues(member.api.create, { mobile: ' ', name: 'x', email: 'a@b.c' });
    expect(all.map(([path]) => path)).toEqual(['password', 'role_id', 'mobile']);
  });

  it('requires x-required-on create fields only on create, but refuses them blank on update', () => {
    expect(issues(member.api.create, { ...valid, mobile: undefined })).toEqual([
      ['mobile', 'validation.fillInMobile'],
    ]);
    const { password: _password, mobile: _mobile, ...withoutBoth } = valid;
    expect(issues(member.api.update, withoutBoth)).toEqual([]);
    expect(issues(member.api.update, { ...withoutBoth, mobile: '  ' })).toEqual([
      ['mobile', 'validation.fillInMobile'],
    ]);
    expect(issues(member.api.update, { ...withoutBoth, password: '' })).toEqual([
      ['password', 'validation.fillInPassword'],
    ]);
    expect(data(member.api.update, { ...withoutBoth, mobile: null }).mobile).toBeUndefined();
  });

  it('treats an empty password of the edit form as "unchanged", a blank one as an error', () => {
    expect(data(member.form.edit, { ...valid, password: '', confirmPassword: '' }).password).toBeUndefined();
    expect(data(member.form.edit, { ...valid, password: null }).password).toBeUndefined();
    expect(issues(member.form.edit, { ...valid, password: ' ', confirmPassword: ' ' })).toEqual([
      ['password', 'validation.fillInPassword'],
    ]);
  });

  it('puts the confirmation message on the confirmation field, in the form schemas only', () => {
    expect(issues(member.form.create, { ...valid, confirmPassword: 'other' })).toEqual([
      ['confirmPassword', 'validation.passwordMismatch'],
    ]);
    expect(issues(member.form.create, { ...valid, confirmPassword: 'Secret#1' })).toEqual([]);
    expect(issues(member.form.edit, { ...valid, password: 'New#2', confirmPassword: 'New#3' })).toEqual([
      ['confirmPassword', 'validation.passwordMismatch'],
    ]);
    // shown together with the other fields' messages, not only once they pass
    expect(issues(member.form.create, { ...valid, name: '', confirmPassword: 'x' })).toEqual([
      ['name', 'validation.fillInName'],
      ['confirmPassword', 'validation.passwordMismatch'],
    ]);
    expect(issues(member.api.create, { ...valid, confirmPassword: 'other' })).toEqual([]);
    expect(data(member.api.create, { ...valid, confirmPassword: 'other' })).not.toHaveProperty(
      'confirmPassword',
    );
  });

  it('does not check the confirmation while the main field is empty', () => {
    expect(issues(member.form.edit, { ...valid, password: '', confirmPassword: 'x' })).toEqual([]);
  });

  it('tests x-pattern on the text of a number and coerces digit strings to numbers', () => {
    const form = { ...valid, confirmPassword: valid.password };
    expect(data(member.form.create, { ...form, gwIndex: '12' }).gwIndex).toBe(12);
    expect(data(member.api.create, { ...valid, gwIndex: 12 }).gwIndex).toBe(12);
    expect(data(member.api.update, { ...valid, gwIndex: '7' }).gwIndex).toBe(7);
    for (const gwIndex of ['1a', '-1', '1.5', 1.5, ' 3']) {
      expect(issues(member.api.create, { ...valid, gwIndex })).toEqual([
        ['gwIndex', 'validation.indexNumber'],
      ]);
    }
    expect(data(member.form.create, { ...form, gwIndex: '' }).gwIndex).toBeNull();
    expect(issues(member.api.create, { ...valid, ip: '10.0.0.1:80' })).toEqual([
      ['ip', 'validation.ipFormat'],
    ]);
    expect(issues(member.api.create, { ...valid, ip: '10.0.0.1:8080' })).toEqual([]);
  });

  it('coerces required numbers given as text and refuses a missing one with its message', () => {
    expect(data(member.api.create, { ...valid, role_id: '3' }).role_id).toBe(3);
    expect(issues(member.api.create, { ...valid, role_id: undefined })).toEqual([
      ['role_id', 'validation.selectRole'],
    ]);
    expect(issues(member.api.create, { ...valid, role_id: '' })).toEqual([
      ['role_id', 'validation.selectRole'],
    ]);
    expect(issues(member.api.create, { ...valid, role_id: -1 })).toEqual([
      ['role_id', 'validation.invalidValue'],
    ]);
  });

  it('uses the generic message for limits and choices the spec gives no wording for', () => {
    expect(issues(member.api.create, { ...valid, name: 'x'.repeat(21) })).toEqual([
      ['name', 'validation.invalidValue'],
    ]);
    expect(issues(member.api.create, { ...valid, level: 'MIDDLE' })).toEqual([
      ['level', 'validation.invalidValue'],
    ]);
    expect(data(member.api.create, { ...valid, level: 'HIGH' }).level).toBe('HIGH');
  });

  it('adds no e-mail format message of its own', () => {
    expect(issues(member.api.create, { ...valid, email: 'not-an-email' })).toEqual([]);
  });

  it('strips read-only and internal fields from the API, keeps x-db:false fields', () => {
    const out = data(member.api.create, {
      ...valid,
      locked: true,
      passwordHash: 'h',
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(out).not.toHaveProperty('locked');
    expect(out).not.toHaveProperty('passwordHash');
    expect(out).not.toHaveProperty('createdAt');
    expect(out.password).toBe('Secret#1');
  });

  it('keeps only the fields of the view in the form schemas', () => {
    const out = data(member.form.create, {
      ...valid,
      confirmPassword: valid.password,
      note: 'n',
      locked: true,
    });
    expect(out).not.toHaveProperty('note');
    expect(out).not.toHaveProperty('locked');
    expect(out.confirmPassword).toBe('Secret#1');
  });
});
