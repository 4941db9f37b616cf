// Helpers for the codegen specs: a throw-away schemas folder and locale, and importing generated modules.
import { mkdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './generate';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const LOCALE = {
  validation: {
    invalidValue: 'validation error',
    fillInEmail: 'Fill in Account Email!',
    fillInName: 'Fill in Account Name!',
    fillInPassword: 'Fill in Password!',
    passwordMismatch: 'Confirm Password does not match!',
    selectRole: 'Select Account Role!',
    fillInMobile: 'Fill in Account Mobile Phone Number!',
    indexNumber: 'Enter a number for the GW Index.',
    ipFormat: 'Enter the correct ipv4 format in Gateway IP.',
  },
};

/** A member-like entity exercising every validation keyword. */
export function memberSchema(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'member',
    title: 'Member',
    type: 'object',
    'x-table': 'members',
    'x-key': 'email',
    'x-resource': 'members',
    'x-privilege': 'member',
    'x-api': { search: 'POST /member/search', getOne: 'GET /member/{email}', update: 'PUT  /member' },
    'x-list': { columns: ['email', 'name'], filters: ['name'], perPage: 10 },
    properties: {
      email: {
        type: 'string',
        format: 'email',
        'x-required': 'validation.fillInEmail',
        'x-filter': '~',
        'x-sortable': true,
      },
      name: { type: 'string', maxLength: 20, 'x-required': 'validation.fillInName', 'x-filter': '~' },
      password: {
        type: 'string',
        writeOnly: true,
        'x-widget': 'password',
        'x-db': false,
        'x-required': 'validation.fillInPassword',
        'x-required-on': ['create'],
        'x-confirm': { field: 'confirmPassword', message: 'validation.passwordMismatch' },
      },
      role_id: { type: 'integer', minimum: 0, 'x-required': 'validation.selectRole', 'x-filter': '==' },
      mobile: { type: 'string', 'x-required': 'validation.fillInMobile', 'x-required-on': ['create'] },
      gwIndex: { type: 'integer', 'x-pattern': { regex: '^[0-9]+$', message: 'validation.indexNumber' } },
      ip: { type: 'string', 'x-pattern': { regex: '^[0-9.]+:8080$', message: 'validation.ipFormat' } },
      level: { type: 'string', enum: ['LOW', 'HIGH'], default: 'LOW' },
      tags: { type: 'array', items: { type: 'string' }, default: [] },
      active: { type: 'boolean', default: true },
      note: { type: 'string', default: "it's new", 'x-views': ['show'] },
      locked: { type: 'boolean', readOnly: true, default: false },
      hidden: { type: 'boolean', readOnly: true, 'x-views': [] },
      passwordHash: { type: 'string', 'x-internal': true },
      createdAt: { type: 'string', format: 'date-time', readOnly: true },
    },
    required: ['email', 'name'],
  };
}

export interface Workspace {
  schemasDir: string;
  localePath: string;
  dir: string;
  writeSchema(file: string, schema: unknown): void;
  writeLocale(locale: unknown): void;
  remove(): void;
}

/** A temporary folder under the repo's .tmp (so generated modules resolve the repo's node_modules). */
export function workspace(
  schemas: Record<string, unknown> = { 'member.schema.json': memberSchema() },
): Workspace {
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repoRoot, '.tmp', 'codegen-spec-'));
  const schemasDir = join(dir, 'schemas');
  mkdirSync(schemasDir);
  const localePath = join(dir, 'en_US.json');
  const ws: Workspace = {
    dir,
    schemasDir,
    localePath,
    writeSchema: (file, schema) => writeFileSync(join(schemasDir, file), JSON.stringify(schema, null, 2)),
    writeLocale: (locale) => writeFileSync(localePath, JSON.stringify(locale, null, 2)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  // the shapes every call shares (x-api searches refer to its tableSearch), unless the test gives its own
  const shared = {
    'api.schema.json': JSON.parse(readFileSync(join(repoRoot, 'schemas', 'api.schema.json'), 'utf8')),
  };
  for (const [file, schema] of Object.entries({ ...shared, ...schemas })) ws.writeSchema(file, schema);
  ws.writeLocale(LOCALE);
  return ws;
}

let counter = 0;

/** Writes one generated TypeScript file to the workspace and imports it. */
export async function importGenerated<T>(ws: Workspace, path: string): Promise<T> {
  const files = await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath });
  const content = files.get(path);
  if (content === undefined) throw new Error(`not generated: ${path}`);
  counter += 1;
  const target = join(ws.dir, `module${counter}.ts`);
  writeFileSync(target, content);
  return (await import(/* @vite-ignore */ target)) as T;
}
