// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from './generate';
import { memberSchema, workspace, type Workspace } from './specSupport';

let ws: Workspace | undefined;
afterEach(() => ws?.remove());

async function files(target: Workspace): Promise<Map<string, string>> {
  return generate({ schemasDir: target.schemasDir, localePath: target.localePath });
}

/** what the TypeScript compiler (strict) says of `probe`, compiled beside the generated types.ts and rows.ts */
function typeErrors(target: Workspace, generated: Map<string, string>, probe: string): string[] {
  const dir = join(target.dir, 'typed');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'types.ts'), generated.get('domain/generated/types.ts') as string);
  writeFileSync(join(dir, 'rows.ts'), generated.get('domain/generated/rows.ts') as string);
  writeFileSync(join(dir, 'probe.ts'), probe);
  const program = ts.createProgram([join(dir, 'probe.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.slice(dir.length + 1)}:` : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

describe('rows.ts and repositories.ts', () => {
  it('types a row with its key and NOT NULL columns set, the others nullable, and leaves out x-db: false', async () => {
    const schema = memberSchema();
    (schema.properties as Record<string, Record<string, unknown>>).name['x-db'] = { notNull: true };
    ws = workspace({ 'member.schema.json': schema });
    const rows = (await files(ws)).get('domain/generated/rows.ts') as string;
    const line = rows.split('\n').find((l) => l.startsWith('export type MemberRow')) as string;
    expect(line).toContain("TableRow<Pick<Entity.Member, 'email' | 'name' |");
    expect(line).toMatch(/>, 'email' \| 'name'>;$/);
    // the password is no column
    expect(line).not.toContain("'password'");
    expect(line).toContain("'passwordHash'");
  });

  it('types the record the server reads with its times as Dates and its x-internal columns absent unless asked', async () => {
    const schema = memberSchema();
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    properties.seenAt = { type: 'string', format: 'date-time', 'x-db': { notNull: true } };
    ws = workspace({ 'member.schema.json': schema });
    const generated = await files(ws);
    const rows = generated.get('domain/generated/rows.ts') as string;
    expect(rows).toContain("export type MemberRecord = StoredRow<MemberRow, 'createdAt' | 'seenAt'>;");
    expect(rows).toContain("export type MemberInternal = 'passwordHash';");
    const probe = [
      "import type { MemberInternal, MemberRecord, MemberRow, WithoutInternal } from './rows';",
      'declare const record: MemberRecord;',
      'declare const row: MemberRow;',
      'declare const read: WithoutInternal<MemberRecord, MemberInternal>;',
      "declare const unhashed: Omit<MemberRecord, 'passwordHash'>;",
      // the console's row: times as strings; the server's record: Dates, null only where the column allows it
      'export const sent: string | null = row.createdAt;',
      'export const created: Date | null = record.createdAt;',
      'export const seen: Date = record.seenAt;',
      '// @ts-expect-error a nullable time stays nullable',
      'export const createdSet: Date = record.createdAt;',
      '// @ts-expect-error a record holds no time as a string',
      'export const text: string | null = record.createdAt;',
      'export const key: string = record.email;',
      // an internal column: set or null in the record, possibly absent from a read without { internal: true }
      'export const hash: string | null = record.passwordHash;',
      'export const maybe: string | null | undefined = read.passwordHash;',
      '// @ts-expect-error a read without { internal: true } may lack the hash',
      'export const readHash: string | null = read.passwordHash;',
      'export const withoutHash: WithoutInternal<MemberRecord, MemberInternal> = unhashed;',
      '// @ts-expect-error a record has every column',
      'export const whole: MemberRecord = unhashed;',
      '',
    ].join('\n');
    expect(typeErrors(ws, generated, probe)).toEqual([]);
    // the probe can fail: a record's time read as a string is refused
    expect(typeErrors(ws, generated, probe.replaceAll('// @ts-expect-error', '//'))).toHaveLength(4);
  }, 60_000);

  it('writes one table base per x-table schema, with the schema API validators', async () => {
    const shelf = {
      $id: 'shelf',
      title: 'Shelf',
      type: 'object',
      properties: { code: { type: 'string' } },
    };
    ws = workspace({ 'member.schema.json': memberSchema(), 'shelf.schema.json': shelf });
    const repositories = (await files(ws)).get('server/generated/repositories.ts') as string;
    // typed with the record the server reads (times as Dates), not the console's row
    expect(repositories).toContain('export class MemberTableBase extends TableRepository<MemberRecord> {');
    expect(repositories).toMatch(
      /^import type \{ MemberRecord \} from '..\/..\/domain\/generated\/rows.ts';$/m,
    );
    expect(repositories).toContain("super(db, tables['member'], memberValidators.api);");
    // no x-table, no base
    expect(repositories).not.toContain('ShelfTableBase');
  });
});
