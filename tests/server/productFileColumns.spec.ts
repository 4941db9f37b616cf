// Product file columns follow the product schema (issue 24): a column per field of the product item
// (x-forms.productItem), known by its schema name or an x-aliases name; a file without the column of a required
// field (x-required) is refused once, naming the column, instead of failing every row. Proved on a copy of the
// schemas whose product gains a required field with an alias (run through the real codegen), and over HTTP on
// the project's own schema (a file without layoutId).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { FieldMeta } from '../../domain/resourceMeta.ts';
import { rowErrorText } from '../../domain/rowErrors.ts';
import {
  parseProductFile,
  productFileFormat,
  type ProductFileFormat,
} from '../../server/productFiles/defaultParser.ts';
import {
  generateRequiredProductFieldFixture,
  REQUIRED_PRODUCT_FIELD,
  REQUIRED_PRODUCT_FIELD_ALIAS,
  type GeneratedFixture,
} from '../fixtures/schemaPromise.ts';
import { backends, signedInApp } from './helpers.ts';
import { uploadFile, type UploadAnswer } from './productFilesHelpers.ts';

const context = { storeCode: 'KR001', fileName: 'products.csv', aliases: [] };

describe('a required product field added to the schema', () => {
  let fixture: GeneratedFixture;
  let format: ProductFileFormat;

  beforeAll(async () => {
    fixture = await generateRequiredProductFieldFixture();
    const { resources } = (await import(fixture.path('domain/generated/resources.ts'))) as {
      resources: Record<string, { fields: FieldMeta[] }>;
    };
    const { productValidators } = (await import(fixture.path('domain/generated/validators.ts'))) as {
      productValidators: { form: { productItem: z.ZodType }; fields: { productItem: readonly string[] } };
    };
    format = productFileFormat(resources.product, productValidators);
  });
  afterAll(() => fixture?.cleanup());

  it('is a column of the file, by its schema name or its alias (any case), carried as an extra field', () => {
    for (const heading of [REQUIRED_PRODUCT_FIELD, REQUIRED_PRODUCT_FIELD_ALIAS.toUpperCase()]) {
      const result = parseProductFile(
        [`prCode,layoutId,${heading},prInfo_0`, '1,L01,KR,Milk', '2,L02,JP,Tea'].join('\n'),
        context,
        format,
      );
      expect(result.errors).toEqual([]);
      expect(result.rows).toEqual([
        {
          prCode: '1',
          layoutId: 'L01',
          nfc: null,
          prInfo: ['Milk'],
          extra: { [REQUIRED_PRODUCT_FIELD]: 'KR' },
        },
        {
          prCode: '2',
          layoutId: 'L02',
          nfc: null,
          prInfo: ['Tea'],
          extra: { [REQUIRED_PRODUCT_FIELD]: 'JP' },
        },
      ]);
    }
  });

  it('refuses a file without its column once, naming the column, not on every line', () => {
    const result = parseProductFile(
      ['prCode,layoutId,prInfo_0', '1,L01,Milk', '2,L02,Tea', '3,L03,Rice'].join('\n'),
      context,
      format,
    );
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      { line: 0, message: rowErrorText('missingColumn', REQUIRED_PRODUCT_FIELD) },
    ]);
    expect(result.count).toBe(3);
    // a file without header cannot carry it either: refused the same way
    const positional = parseProductFile(['1,L01,,Milk', '2,L02,,Tea'].join('\n'), context, format);
    expect(positional.rows).toEqual([]);
    expect(positional.errors).toEqual([
      { line: 0, message: rowErrorText('missingColumn', REQUIRED_PRODUCT_FIELD) },
    ]);
  });

  it('a blank cell in its column fails that row only (the field is required)', () => {
    const result = parseProductFile(
      [`prCode,layoutId,${REQUIRED_PRODUCT_FIELD}`, '1,L01,KR', '2,L02,', '3,L03,JP'].join('\n'),
      context,
      format,
    );
    expect(result.rows.map((r) => r.prCode)).toEqual(['1', '3']);
    expect(result.errors.map((e) => e.line)).toEqual([3]);
    expect(result.errors[0].message).not.toBe(rowErrorText('missingColumn', REQUIRED_PRODUCT_FIELD));
  });

  it('leaves the project schema alone: its files need no such column', () => {
    const result = parseProductFile(['prCode,layoutId', '1,L01'].join('\n'), context);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([{ prCode: '1', layoutId: 'L01', nfc: null, prInfo: [] }]);
  });
});

describe.each(backends)('a product file without a required column on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  it("is refused with one message naming the column (no 'Please enter Layout ID' per line), nothing imported", async () => {
    const text = ['prCode,prName,prInfo_0', 'PFC000001,Milk,Milk', 'PFC000002,Tea,Tea'].join('\n');
    const response = await uploadFile(t.app, admin, 'KR001', { name: 'no-layout.csv', content: text });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<UploadAnswer>();
    expect(answer).toMatchObject({ count: 2, dataCount: 0, errorCount: 1 });
    expect(answer.error).toEqual([
      { line: 0, message: 'The file has no column for a required field: layoutId' },
    ]);
    const stored = await t.db.query(`SELECT 1 FROM products WHERE "prCode" LIKE 'PFC%'`);
    expect(stored).toEqual([]);
  });
});
