// The figures of issue 24's Proof, read from the tree: `npx tsx scripts/audit/dataLayer.ts [--list]`.
//   1. hand-written tables: CREATE TABLE statements in server/db/migrations, and those of entities with a schema
//   2. server files with SQL outside server/repositories/, server/db/ and the simulator's statements module
//   3. type names (interface / type / enum) defined both in src/ and in server/
//   4. console files calling HTTP directly (outside src/providers/ and src/generated/)
// --list prints what each figure counts. Any finding (see the end) exits 1: `npm test` runs it.
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
 * answers (rolloutStore, sensorStore, paperStore, tagStore, productStore, ...). Besides this list, a schema whose
 * description names a hand-written table ("Rows are the server's download_tasks") counts too (schemaTables), so a
 * schema describing such rows is not missed when nobody listed it here.
 */
const TABLE_OF_SCHEMA: Record<string, string> = {
  // none left: sensorSample, mailOutbox, paperUpload, paperTask, paperTaskRow, alarmNotification, alarmContent,
  // downloadTask, rollout, rolloutGateway, upgradePackage and printer have x-table
};

/**
 * What each remaining hand-written table is (--list): a rollup (counts kept from other tables), a history (rows
 * appended over time), session/infra (sessions, settings, the instances' and jobs' bookkeeping, files, the
 * simulator's state), or an entity-without-schema (rows of a thing the product shows, still to be described in
 * schemas/). A hand-written table missing here is listed as "unknown" and fails the audit.
 */
type TableKind = 'rollup' | 'history' | 'session/infra' | 'entity-without-schema';
export const KIND_OF_TABLE: Record<string, TableKind | undefined> = {
  sessions: 'session/infra',
  system_config: 'session/infra',
  server_status_samples: 'history',
  gateway_status_samples: 'history',
  tag_status_collecting: 'session/infra',
  store_tag_stats: 'rollup',
  store_tag_type_stats: 'rollup',
  gateway_tag_stats: 'rollup',
  store_daily_updates: 'rollup',
  gateway_log: 'history',
  gateway_log_state: 'session/infra',
  tag_battery_history: 'history',
  tag_reset_history: 'history',
  tag_temperature_history: 'history',
  store_low_battery_sets: 'rollup',
  password_resets: 'session/infra',
  server_instances: 'session/infra',
  alarm_counts: 'rollup',
  alarm_day_counts: 'rollup',
  alarm_day_location_counts: 'rollup',
  alarm_hour_counts: 'rollup',
  sensor_sample_hours: 'rollup',
  battery_forecast_days: 'rollup',
  battery_forecast_states: 'rollup',
  job_runs: 'session/infra',
  auth_attempts: 'session/infra',
  stored_files: 'session/infra',
  stored_file_chunks: 'session/infra',
  server_logs: 'history',
  user_script_versions: 'history',
  tag_count_rollup: 'rollup',
  delivery_daily: 'rollup',
  sim_tag_batteries: 'session/infra',
  oepl_tag_images: 'session/infra',
  dashboard_versions: 'history',
  dashboard_alert_states: 'session/infra',
  alarm_throttle: 'session/infra',
  api_token_rate: 'session/infra',
  two_factor_challenge: 'session/infra',
  sso_flow: 'session/infra',
  sso_code: 'session/infra',
  battery_mail_members: 'session/infra',
};

/** a schema without x-table whose description says its rows are a table's: "Rows are the server's download_tasks",
 * "rows are the database's (rollout_gateways, ...)"; a computed answer says "no table of their own" and is skipped */
function describedTable(description: string | undefined, tables: Set<string>): string | undefined {
  if (!description || /no table of (?:its|their) own/i.test(description)) return undefined;
  const said = /\b[Rr]ows are (?:the )?(?:server's |database's )?\(?([a-z_][a-z0-9_]*)/.exec(description);
  return said && tables.has(said[1]) ? said[1] : undefined;
}

/** table → the entity (schema $id) it stores: x-table, else x-stats.table, else TABLE_OF_SCHEMA, else the
 * hand-written table its description names */
function schemaTables(handWritten: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join(root, 'schemas');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.schema.json'))) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      $id: string;
      description?: string;
      'x-table'?: string;
      'x-stats'?: { table?: string };
    };
    const table =
      schema['x-table'] ??
      schema['x-stats']?.table ??
      TABLE_OF_SCHEMA[schema.$id] ??
      describedTable(schema.description, handWritten);
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
/** the simulator's and the seed's statements, a folder of one file per area each (issue 24: "the simulator may keep
 * its own module of statements"; issue 34: "the seed's and simulator's statements live with them") */
export const STATEMENT_FOLDERS = ['server/sim/statements/', 'server/seed/statements/'];

function sqlFiles(): { all: string[]; outside: string[] } {
  const all = sources('server').filter((path) => SQL.test(readFileSync(path, 'utf8')));
  const outside = all
    .map(rel)
    .filter((path) => ![...SQL_HOMES, ...STATEMENT_FOLDERS].some((home) => path.startsWith(home)));
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

/** code without its comments (a comment may say 'fetch (') */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

function httpFiles(): string[] {
  return sources('src')
    .map((path) => ({ path: rel(path), text: readFileSync(path, 'utf8') }))
    .filter(({ path }) => !path.startsWith('src/providers/') && !path.startsWith('src/generated/'))
    .filter(({ text }) => HTTP.test(withoutComments(text)))
    .map(({ path }) => path);
}

const list = process.argv.includes('--list');
const tables = handWrittenTables();
const entityOf = schemaTables(new Set(tables.map((t) => t.table)));
const ofEntities = tables.filter((t) => entityOf.has(t.table));
const kinds = tables
  .filter((t) => !entityOf.has(t.table))
  .map((t) => ({ ...t, kind: KIND_OF_TABLE[t.table] ?? 'unknown' }));
const sql = sqlFiles();
const shared = bothSides();
const http = httpFiles();

console.log(`hand-written tables: ${tables.length}, of entities with a schema: ${ofEntities.length}`);
if (list) for (const t of ofEntities) console.log(`  ${t.table} (${entityOf.get(t.table)}) in ${t.file}`);
const byKind = new Map<string, number>();
for (const t of kinds) byKind.set(t.kind, (byKind.get(t.kind) ?? 0) + 1);
console.log(
  `hand-written tables by kind: ${[...byKind]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ')}`,
);
if (list) for (const t of kinds) console.log(`  ${t.table}: ${t.kind} (${t.file})`);
console.log(
  `server files with SQL: ${sql.all.length}, outside repositories/, db/ and ${STATEMENT_FOLDERS.join(', ')}: ${sql.outside.length}`,
);
if (list) for (const path of sql.outside) console.log(`  ${path}`);
console.log(`type names defined in both src/ and server/: ${shared.length}`);
if (list) for (const { name, files } of shared) console.log(`  ${name}: ${files.join(', ')}`);
console.log(`console files calling HTTP directly: ${http.length}`);
if (list) for (const path of http) console.log(`  ${path}`);
// the house rules (issue 24), checked by `npm test`: a hand-written table nobody classified or of an entity with a
// schema, SQL outside its homes, a type written on both sides, or console HTTP outside the providers is a finding
const findings =
  kinds.filter((t) => t.kind === 'unknown').length +
  ofEntities.length +
  sql.outside.length +
  shared.length +
  http.length;
if (findings > 0) {
  console.error(`${findings} finding(s) against the house rules: run with --list to see them`);
  process.exitCode = 1;
}
