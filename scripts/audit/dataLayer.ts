// The figures of issue 24's Proof, read from the tree: `npx tsx scripts/audit/dataLayer.ts [--list]`.
//   1. hand-written tables: CREATE TABLE statements in server/db/migrations, and those of entities with a schema
//   2. server files with SQL outside server/repositories/, server/db/ and the simulator's statements module
//   3. type names (interface / type / enum) defined both in src/ and in server/
//   4. console files calling HTTP directly (outside src/providers/ and src/generated/)
// --list prints what each figure counts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules') walk(path, out);
    } else out.push(path);
  }
  return out;
}

const rel = (path: string): string => relative(root, path).split('\\').join('/');
const isTest = (path: string): boolean => /\.(spec|test|e2e)\.tsx?$/.test(path) || /\/test\//.test(path);
const sources = (dir: string): string[] =>
  walk(join(root, dir)).filter((path) => /\.tsx?$/.test(path) && !isTest(path));

/**
 * Schemas without x-table or x-stats whose rows live in one hand-written table. Not here: the system_config
 * key/value settings (serverConfig, smtpConfig, alarmSetting), tagSample (three history tables) and the computed
 * answers (rolloutStore, sensorStore, paperStore, tagStore, productStore, ...).
 */
const TABLE_OF_SCHEMA: Record<string, string> = {
  // none left: sensorSample, mailOutbox, paperUpload, paperTask, paperTaskRow, alarmNotification and alarmContent have x-table
};

/** table → the entity (schema $id) it stores: x-table, else x-stats.table, else TABLE_OF_SCHEMA */
function schemaTables(): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join(root, 'schemas');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      $id: string;
      'x-table'?: string;
      'x-stats'?: { table?: string };
    };
    const table = schema['x-table'] ?? schema['x-stats']?.table ?? TABLE_OF_SCHEMA[schema.$id];
    if (table && !out.has(table)) out.set(table, schema.$id);
  }
  return out;
}

interface HandTable {
  table: string;
  file: string;
}

function handWrittenTables(): HandTable[] {
  const dir = join(root, 'server', 'db', 'migrations');
  const out: HandTable[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(join(dir, file), 'utf8').replace(/--.*$/gm, '');
    for (const match of text.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)"?/gi))
      out.push({ table: match[1], file });
  }
  return out;
}

// SQL in code: a string or template that opens with a statement's words (the same test as eslint.config.js's
// SQL rule; UPPER CASE only, so messages such as 'Select a store' are no SQL)
const SQL =
  /[`'"]\s*(?:SELECT\s|INSERT\s+INTO\s|UPDATE\s+"?\w+"?(?:\s+\w+)?\s+SET\s|UPDATE\s+\$\{|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s|CREATE\s+(?:TABLE|INDEX|UNIQUE|OR\s+REPLACE)\s|TRUNCATE\s|ALTER\s+TABLE\s)/;
const SQL_HOMES = ['server/repositories/', 'server/db/', 'server/generated/'];
/** the simulator's one module of statements, a folder of one file per area (issue 24: "the simulator may keep its own
 * module of statements") */
export const SIM_STATEMENTS = 'server/sim/statements/';

function sqlFiles(): { all: string[]; outside: string[] } {
  const all = sources('server').filter((path) => SQL.test(readFileSync(path, 'utf8')));
  const outside = all
    .map(rel)
    .filter((path) => !SQL_HOMES.some((home) => path.startsWith(home)) && !path.startsWith(SIM_STATEMENTS));
  return { all: all.map(rel), outside };
}

// a declaration, not a `type Name,` line of a multi-line import or export list
const DECLARATION = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type|enum)\s+([A-Z]\w*)\b(?!\s*[,}])/gm;

function typeNames(dir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of sources(dir)) {
    for (const match of readFileSync(path, 'utf8').matchAll(DECLARATION)) {
      const files = out.get(match[1]) ?? [];
      files.push(rel(path));
      out.set(match[1], files);
    }
  }
  return out;
}

function bothSides(): Array<{ name: string; files: string[] }> {
  const console = typeNames('src');
  const server = typeNames('server');
  return [...console.keys()]
    .filter((name) => server.has(name))
    .sort()
    .map((name) => ({ name, files: [...(console.get(name) ?? []), ...(server.get(name) ?? [])] }));
}

const HTTP = /\b(?:httpRequest|fetch|uploadWithProgress|postMultipart)\s*[<(]|new\s+XMLHttpRequest\b/;

function httpFiles(): string[] {
  return sources('src')
    .map((path) => ({ path: rel(path), text: readFileSync(path, 'utf8') }))
    .filter(({ path }) => !path.startsWith('src/providers/') && !path.startsWith('src/generated/'))
    .filter(({ text }) => HTTP.test(text))
    .map(({ path }) => path);
}

const list = process.argv.includes('--list');
const tables = handWrittenTables();
const entityOf = schemaTables();
const ofEntities = tables.filter((t) => entityOf.has(t.table));
const sql = sqlFiles();
const shared = bothSides();
const http = httpFiles();

console.log(`hand-written tables: ${tables.length}, of entities with a schema: ${ofEntities.length}`);
if (list) for (const t of ofEntities) console.log(`  ${t.table} (${entityOf.get(t.table)}) in ${t.file}`);
console.log(
  `server files with SQL: ${sql.all.length}, outside repositories/, db/ and ${SIM_STATEMENTS}: ${sql.outside.length}`,
);
if (list) for (const path of sql.outside) console.log(`  ${path}`);
console.log(`type names defined in both src/ and server/: ${shared.length}`);
if (list) for (const { name, files } of shared) console.log(`  ${name}: ${files.join(', ')}`);
console.log(`console files calling HTTP directly: ${http.length}`);
if (list) for (const path of http) console.log(`  ${path}`);
