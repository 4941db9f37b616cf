// The row types and the typed repository base of every schema with x-table (issue 24):
// - domain/generated/rows.ts (both sides): the row as the table holds it, from the entity's generated type (the key
//   and NOT NULL columns set, the other columns set or null);
// - server/generated/repositories.ts: a TableRepository per table with its metadata (columns, x-list allow-lists)
//   and the schema's API validators for insert and update.
import { isColumn, isNotNull, tableKeys } from './fieldRules';
import { quote, TS_BANNER } from './emit';
import type { EntitySchema, LoadedSchema } from './schemaModel';
import { hasValidators } from './validatorsFile';

const tabled = (schemas: LoadedSchema[]): EntitySchema[] =>
  schemas.map(({ schema }) => schema).filter((schema) => schema['x-table'] !== undefined);

export function rowsFile(schemas: LoadedSchema[]): string {
  const entities = tabled(schemas);
  const parts: string[] = [TS_BANNER];
  // the entity types by namespace: an entity may be named as another's row (paperTaskRow, paperTask's PaperTaskRow)
  parts.push("import type * as Entity from './types';", '');
  parts.push(
    '/** a row as its table holds it: the `Always` columns set, the others set or null (never absent) */',
  );
  parts.push('export type TableRow<T, Always extends keyof T> = { [P in Always]-?: NonNullable<T[P]> } & {');
  parts.push('  [P in Exclude<keyof T, Always>]-?: NonNullable<T[P]> | null;');
  parts.push('};', '');
  for (const schema of entities) {
    const keys = tableKeys(schema);
    const columns = Object.entries(schema.properties).filter(([, property]) => isColumn(property));
    const always = columns
      .filter(([name, property]) => keys.includes(name) || isNotNull(property))
      .map(([name]) => quote(name));
    parts.push(`/** a row of ${schema['x-table']} (${schema.$id}) */`);
    parts.push(
      `export type ${schema.title}Row = TableRow<Pick<Entity.${schema.title}, ${columns.map(([name]) => quote(name)).join(' | ')}>, ${always.join(' | ')}>;`,
      '',
    );
  }
  return parts.join('\n');
}

export function repositoriesFile(schemas: LoadedSchema[]): string {
  const entities = tabled(schemas);
  const validated = entities.filter((schema) => hasValidators(schema));
  const parts: string[] = [TS_BANNER];
  parts.push(
    `import type { ${entities.map((schema) => `${schema.title}Row`).join(', ')} } from '../../domain/generated/rows.ts';`,
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
    parts.push(`export class ${schema.title}TableBase extends TableRepository<${schema.title}Row> {`);
    parts.push('  constructor(db: Queryable) {');
    parts.push(`    super(db, tables[${quote(schema.$id)}]${validators});`);
    parts.push('  }');
    parts.push('}', '');
  }
  return parts.join('\n');
}
