// The sample builders of domain/generated/samples.ts (scripts/codegen/samplesFile.ts): test fixtures built from them
// name only what the test is about, so a field a team adds to a schema touches no test file. Proven on a copy of
// the schemas whose product gains a required field: the copy's sampleProduct fills it, with a value the copy's
// validators accept, and keeps the overrides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateRequiredProductFieldFixture,
  REQUIRED_PRODUCT_FIELD,
  type GeneratedFixture,
} from '../../tests/fixtures/schemaPromise';
import { sampleValue } from './samplesFile';

describe('sample values', () => {
  it('take the default, the first example or enum value, else a value of the type within the limits', () => {
    expect(sampleValue('n', { type: 'integer', default: 7 })).toBe(7);
    expect(sampleValue('kind', { type: 'string', enum: ['A', 'B'] })).toBe('A');
    expect(sampleValue('level', { type: 'integer', minimum: 3, maximum: 9 })).toBe(3);
    expect(sampleValue('code', { type: 'string', minLength: 6, maxLength: 8 })).toBe('codexx');
    expect(sampleValue('at', { type: 'string', format: 'date-time' })).toBe('2026-01-02T03:04:05.000Z');
    expect(
      sampleValue('ip', {
        type: 'string',
        'x-pattern': { regex: '^(\\d+\\.){3}\\d+$', message: 'validation.ip' },
      }),
    ).toBe('10.0.0.1');
    expect(sampleValue('list', { type: 'array', minItems: 2, items: { type: 'boolean' } })).toEqual([
      false,
      false,
    ]);
    expect(
      sampleValue('position', {
        type: 'object',
        properties: { latitude: { type: 'number' }, longitude: { type: 'number', minimum: -180 } },
      }),
    ).toEqual({ latitude: 0, longitude: -180 });
  });
});

describe('a required field added to a copy of the schemas', () => {
  let fixture: GeneratedFixture;
  beforeAll(async () => {
    fixture = await generateRequiredProductFieldFixture();
  }, 120_000);
  afterAll(() => fixture?.cleanup());

  it("is filled by the copy's sampleProduct, valid for its product form, the overrides kept", async () => {
    const samples = (await import(/* @vite-ignore */ fixture.path('domain/generated/samples.ts'))) as {
      sampleProduct: (overrides?: object) => Record<string, unknown>;
    };
    const { productValidators } = (await import(
      /* @vite-ignore */ fixture.path('domain/generated/validators.ts')
    )) as {
      productValidators: { form: { productItem: { safeParse(value: unknown): { success: boolean } } } };
    };
    const product = samples.sampleProduct({ prCode: '8801234567890', nfc: null });
    expect(typeof product[REQUIRED_PRODUCT_FIELD]).toBe('string');
    expect(String(product[REQUIRED_PRODUCT_FIELD]).trim()).not.toBe('');
    expect(product).toMatchObject({ prCode: '8801234567890', nfc: null });
    expect(productValidators.form.productItem.safeParse(product).success).toBe(true);
    // the project's own schemas have no such field: the copy's builder is what filled it
    const own = (await import('../../domain/generated/samples')) as unknown as {
      sampleProduct: () => Record<string, unknown>;
    };
    expect(own.sampleProduct()).not.toHaveProperty(REQUIRED_PRODUCT_FIELD);
  });
});
