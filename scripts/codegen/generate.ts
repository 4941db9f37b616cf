// The library face of codegen: schemas folder + English locale in, generated files out (no I/O besides reading).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { callRoutesFile } from './callRoutesFile';
import { callTypesFile } from './callTypesFile';
import { clientFile, type TypeModule } from './clientFile';
import { allContractCallsOf, contractContext } from './contractModel';
import { jsonSchemasFile } from './jsonSchemasFile';
import { assertMessagesExist, loadValidationKeys } from './messages';
import { repositoriesFile, rowsFile } from './repositoriesFile';
import { resourcesFile } from './resourcesFile';
import { samplesFile } from './samplesFile';
import { loadShapes } from './shapes';
import { loadSchemas } from './schemaModel';
import { sqlFile } from './sqlFile';
import { statsFile } from './statsFile';
import { tablesFile } from './tablesFile';
import { typesFile } from './typesFile';
import { validatorsFile } from './validatorsFile';

export interface GenerateOptions {
  /** folder of the `*.schema.json` files */
  schemasDir: string;
  /** `locales/en_US.json`: every message key a schema names must exist under `validation` */
  localePath: string;
  /** the shared domain types the x-calls of the generated client may name: the repo's `domain/` unless given */
  domainDir?: string;
}

const DOMAIN_DIR = join(import.meta.dirname, '..', '..', 'domain');

/** the type modules of the generated client: generated types and rows, then domain/*.ts (no specs) */
function typeModules(
  types: string,
  rows: string,
  calls: string,
  domainDir: string | undefined,
): TypeModule[] {
  const modules: TypeModule[] = [
    { importPath: '../../domain/generated/types', source: types },
    { importPath: '../../domain/generated/rows', source: rows },
    { importPath: '../../domain/generated/calls', source: calls },
  ];
  if (domainDir && existsSync(domainDir)) {
    for (const name of readdirSync(domainDir).sort()) {
      if (!/\.tsx?$/.test(name) || /\.(spec|test)\.tsx?$/.test(name)) continue;
      modules.push({
        importPath: `../../domain/${name.replace(/\.tsx?$/, '')}`,
        source: readFileSync(join(domainDir, name), 'utf8'),
      });
    }
  }
  return modules;
}

/** Repo-relative paths of the generated files, in the order they are produced. */
export const GENERATED_PATHS = [
  'domain/generated/types.ts',
  'domain/generated/validators.ts',
  'domain/generated/resources.ts',
  'server/generated/tables.ts',
  'server/generated/schema.sql',
  'server/generated/jsonSchemas.ts',
  'server/generated/statsEntities.ts',
  'server/generated/repositories.ts',
  'domain/generated/rows.ts',
  'src/generated/client.ts',
  'domain/generated/samples.ts',
  'domain/generated/calls.ts',
  'server/generated/callRoutes.ts',
] as const;

/** Generates every file in memory: repo-relative path → content. Same input, byte-identical output. */
export async function generate(options: GenerateOptions): Promise<Map<string, string>> {
  const schemas = loadSchemas(options.schemasDir);
  assertMessagesExist(schemas, loadValidationKeys(options.localePath), options.localePath);
  const types = await typesFile(schemas);
  const rows = rowsFile(schemas);
  const context = contractContext(schemas, loadShapes(options.schemasDir));
  const contractCalls = schemas.flatMap(allContractCallsOf);
  const calls = await callTypesFile(context, contractCalls);
  const contents = [
    types,
    validatorsFile(schemas),
    resourcesFile(schemas),
    tablesFile(schemas),
    sqlFile(schemas),
    jsonSchemasFile(schemas),
    statsFile(schemas),
    repositoriesFile(schemas),
    rows,
    clientFile(schemas, typeModules(types, rows, calls, options.domainDir ?? DOMAIN_DIR)),
    samplesFile(schemas),
    calls,
    callRoutesFile(context, contractCalls),
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
