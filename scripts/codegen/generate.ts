// The library face of codegen: schemas folder + English locale in, generated files out (no I/O besides reading).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { jsonSchemasFile } from './jsonSchemasFile';
import { assertMessagesExist, loadValidationKeys } from './messages';
import { resourcesFile } from './resourcesFile';
import { loadSchemas } from './schemaModel';
import { sqlFile } from './sqlFile';
import { tablesFile } from './tablesFile';
import { typesFile } from './typesFile';
import { validatorsFile } from './validatorsFile';

export interface GenerateOptions {
  /** folder of the `*.schema.json` files */
  schemasDir: string;
  /** `locales/en_US.json`: every message key a schema names must exist under `validation` */
  localePath: string;
}

/** Repo-relative paths of the generated files, in the order they are produced. */
export const GENERATED_PATHS = [
  'src/generated/types.ts',
  'src/generated/validators.ts',
  'src/generated/resources.ts',
  'server/generated/tables.ts',
  'server/generated/schema.sql',
  'server/generated/jsonSchemas.ts',
] as const;

/** Generates every file in memory: repo-relative path → content. Same input, byte-identical output. */
export async function generate(options: GenerateOptions): Promise<Map<string, string>> {
  const schemas = loadSchemas(options.schemasDir);
  assertMessagesExist(schemas, loadValidationKeys(options.localePath), options.localePath);
  const contents = [
    await typesFile(schemas),
    validatorsFile(schemas),
    resourcesFile(schemas),
    tablesFile(schemas),
    sqlFile(schemas),
    jsonSchemasFile(schemas),
  ];
  return new Map(GENERATED_PATHS.map((path, index) => [path, contents[index]]));
}

/** Writes the files under rootDir, creating folders; returns the paths whose content changed. */
export function writeGenerated(files: Map<string, string>, rootDir: string): string[] {
  const changed: string[] = [];
  for (const [path, content] of files) {
    const target = join(rootDir, path);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    changed.push(path);
  }
  return changed;
}

/** Paths under rootDir that are missing or differ from the generated content (nothing is written). */
export function staleGenerated(
  files: Map<string, string>,
  rootDir: string,
): Array<{ path: string; problem: 'missing' | 'stale' }> {
  const out: Array<{ path: string; problem: 'missing' | 'stale' }> = [];
  for (const [path, content] of files) {
    const target = join(rootDir, path);
    if (!existsSync(target)) out.push({ path, problem: 'missing' });
    else if (readFileSync(target, 'utf8') !== content) out.push({ path, problem: 'stale' });
  }
  return out;
}
