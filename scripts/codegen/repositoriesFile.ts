// The row types and the typed repository base of every schema with x-table (issue 24):
// - domain/generated/rows.ts (both sides): the row as the table holds it, from the entity's generated type (the key
//   and NOT NULL columns set, the other columns set or null), its times as strings (the JSON the console receives);
//   the same row as the server reads it from the database (`<Title>Record`: the date and time columns as Date
//   objects, what pg and PGlite answer for timestamptz, timestamp and date); and the x-internal columns
//   (`<Title>Internal`), which a read has only when it asks for them (`{ internal: true }`; `WithoutInternal`);
// - server/generated/repositories.ts: a TableRepository per table, typed with its `<Title>Record` (what the server
//   reads; sent as JSON its Dates become the Row's ISO strings), with its metadata (columns, x-list allow-lists)
//   and the schema's API validators for insert and update.
import { isColumn, isNotNull, sqlTypeOf, tableKeys } from './fieldRules';
import { quote, TS_BANNER } from './emit';
import type { EntitySchema, LoadedSchema } from './schemaModel';
import { hasValidators } from './validatorsFile';

/** the SQL types pg and PGlite answer as Date objects */
const DATE_SQL_TYPES = new Set([
  'timestamptz',
  'timestamp',
  'date',
  'timestamp with time zone',
  'timestamp without time zone',
]);

const union = (names: string[]): string => (names.length === 0 ? 'never' : names.map(quote).join(' | '));

const tabled = (schemas: LoadedSchema[]): EntitySchema[] =>
  schemas.map(({ schema }) => schema).filter((schema) => schema['x-table'] !== undefined);

export function rowsFile(schemas: LoadedSchema[]): string {
  const entities = tabled(schemas);
  const parts: string[] = [TS_BANNER];
  parts.push(
    '// The rows of the tables (every schema with x-table), per entity:',
    '// - `<Title>Row`: the row as its table holds it and the console receives it as JSON (times as ISO strings);',
    '// - `<Title>Record`: the same row as the server reads it from the database (pg, PGlite): its timestamptz,',
    '//   timestamp and date columns as Date objects (`StoredRow`);',
    '// - `<Title>Internal`: its x-internal columns (never sent to the console), which a read has only with',
    '//   `{ internal: true }`; `WithoutInternal<<Title>Record, <Title>Internal>` is a row read without them.',
  );
  // the entity types by namespace: an entity may be named as another's row (paperTaskRow, paperTask's PaperTaskRow)
  parts.push("import type * as Entity from './types';", '');
  parts.push(
    '/** a row as its table holds it: the `Always` columns set, the others set or null (never absent) */',
  );
  parts.push('export type TableRow<T, Always extends keyof T> = { [P in Always]-?: NonNullable<T[P]> } & {');
  parts.push('  [P in Exclude<keyof T, Always>]-?: NonNullable<T[P]> | null;');
  parts.push('};', '');
  parts.push(
    '/** a row as the server reads it from the database: its `Dates` columns are Date objects (null where the row allows it) */',
  );
  parts.push('export type StoredRow<R, Dates extends keyof R> = {');
  parts.push('  [P in keyof R]: P extends Dates ? (null extends R[P] ? Date | null : Date) : R[P];');
  parts.push('};', '');
  parts.push(
    "/** a row read without `{ internal: true }`: its x-internal columns (`Internal`, the entity's `<Title>Internal`) may be absent */",
  );
  parts.push(
    'export type WithoutInternal<R, Internal extends keyof R> = Omit<R, Internal> & Partial<Pick<R, Internal>>;',
    '',
  );
  for (const schema of entities) {
    const keys = tableKeys(schema);
    const columns = Object.entries(schema.properties).filter(([, property]) => isColumn(property));
    const always = columns
      .filter(([name, property]) => keys.includes(name) || isNotNull(property))
      .map(([name]) => name);
    const dates = columns
      .filter(([, property]) => DATE_SQL_TYPES.has(sqlTypeOf(property)))
      .map(([name]) => name);
    const internal = columns.filter(([, property]) => property['x-internal'] === true).map(([name]) => name);
    const table = schema['x-table'] as string;
    parts.push(`/** a row of ${table} (${schema.$id}) */`);
    parts.push(
      `export type ${schema.title}Row = TableRow<Pick<Entity.${schema.title}, ${union(columns.map(([name]) => name))}>, ${union(always)}>;`,
    );
    parts.push(`/** a row of ${table} as the server reads it (its times as Dates) */`);
    parts.push(`export type ${schema.title}Record = StoredRow<${schema.title}Row, ${union(dates)}>;`);
    if (internal.length > 0) {
      parts.push(`/** the x-internal columns of ${table}: read only with \`{ internal: true }\` */`);
      parts.push(`export type ${schema.title}Internal = ${union(internal)};`);
    }
    parts.push('');
  }
  return parts.join('\n');
}

export function repositoriesFile(schemas: LoadedSchema[]): string {
  const entities = tabled(schemas);
  const validated = entities.filter((schema) => hasValidators(schema));
  const parts: string[] = [TS_BANNER];
  parts.push(
    `import type { ${entities.map((schema) => `${schema.title}Record`).join(', ')} } from '../../domain/generated/rows.ts';`,
  );
  if (validated.length > 0)
    parts.push(
      `import { ${validated.map((schema) => `${schema.$id}Validators`).join(', ')} } from '../../domain/generated/validators.ts';`,
    );
  parts.push("import type { Queryable } from '../db/db.ts';");
  parts.push("import { TableRepository } from '../db/tableRepository.ts';");
  parts.push("import { tables } from './tables.ts';", '');
  for (const schema of entities) {
    const validators = hasValidators(schema) ? `, ${schema.$id}Validators.api` : '';
    parts.push(
      `/** the table ${schema['x-table']}: columns, list allow-lists, paging, validated insert/update */`,
    );
    // typed with the Record (times as Date): what pg and PGlite answer; a reply serializes them as the Row's strings
    parts.push(`export class ${schema.title}TableBase extends TableRepository<${schema.title}Record> {`);
    parts.push('  constructor(db: Queryable) {');
    parts.push(`    super(db, tables[${quote(schema.$id)}]${validators});`);
    parts.push('  }');
    parts.push('}', '');
  }
  return parts.join('\n');
}
