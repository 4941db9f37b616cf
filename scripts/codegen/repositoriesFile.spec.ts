// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from './generate';
import { memberSchema, workspace, type Workspace } from './specSupport';

let ws: Workspace | undefined;
afterEach(() => ws?.remove());

async function files(target: Workspace): Promise<Map<string, string>> {
  return generate({ schemasDir: target.schemasDir, localePath: target.localePath });
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

  it('writes one table base per x-table schema, with the schema API validators', async () => {
    const shelf = {
      $id: 'shelf',
      title: 'Shelf',
      type: 'object',
      properties: { code: { type: 'string' } },
    };
    ws = workspace({ 'member.schema.json': memberSchema(), 'shelf.schema.json': shelf });
    const repositories = (await files(ws)).get('server/generated/repositories.ts') as string;
    expect(repositories).toContain('export class MemberTableBase extends TableRepository<MemberRow> {');
    expect(repositories).toContain("super(db, tables['member'], memberValidators.api);");
    // no x-table, no base
    expect(repositories).not.toContain('ShelfTableBase');
  });
});
