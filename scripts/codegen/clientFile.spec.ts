// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportedTypes, typeNames } from './clientFile';
import { generate } from './generate';
import { memberSchema, workspace, type Workspace } from './specSupport';

let ws: Workspace | undefined;
afterEach(() => ws?.remove());

/** member with two bespoke calls naming a domain type, and a domain folder exporting it */
async function client(calls: Record<string, unknown>, domain = 'export interface Badge { id: number }\n') {
  const schema = { ...memberSchema(), 'x-calls': calls };
  ws = workspace({ 'member.schema.json': schema });
  const domainDir = join(ws.dir, 'domain');
  mkdirSync(domainDir, { recursive: true });
  writeFileSync(join(domainDir, 'badges.ts'), domain);
  const files = await generate({ schemasDir: ws.schemasDir, localePath: ws.localePath, domainDir });
  return files.get('src/generated/client.ts') as string;
}

describe('client.ts', () => {
  it('writes a typed function per x-api call and per x-calls entry, with the domain types imported', async () => {
    const text = await client({
      badges: { route: 'GET /member/{email}/badge', query: '{ kind?: string }', answer: 'Badge[]' },
      award: { route: 'POST /member/{email}/badge', body: 'Badge', answer: '{ count: number }' },
      card: { route: 'GET /member/{email}/card', answer: 'blob' },
      export: { route: 'GET /member/{email}/export', answer: 'file' },
      photo: {
        route: 'POST /member/{email}/photo',
        form: '{ caption?: string; file: File }',
        answer: 'Badge',
      },
    });
    expect(text).toContain(
      "import { callApi, type CallInit, type SavedFile } from '../providers/httpClient';",
    );
    expect(text).toContain("import type { Badge } from '../../domain/badges';");
    expect(text).toContain("import type { MemberPublic } from '../../domain/generated/types';");
    // x-api: search with its body and page, getOne and update
    expect(text).toContain(
      "search: (args: { body: SearchBody }, init?: CallInit): Promise<Page<MemberPublic>> =>\n    callApi<Page<MemberPublic>>('POST', '/member/search', { body: args.body, ...init }),",
    );
    expect(text).toContain("callApi<MemberPublic>('GET', `/member/${enc(args.email)}`, { ...init })");
    expect(text).toContain("callApi<unknown>('PUT', '/member', { body: args.body, ...init })");
    // bespoke calls: path parameters, query, body, blob answer
    expect(text).toContain(
      'badges: (args: { email: string | number; query?: { kind?: string } }, init?: CallInit): Promise<Badge[]> =>',
    );
    expect(text).toContain(
      "callApi<Badge[]>('GET', `/member/${enc(args.email)}/badge`, { query: args.query, ...init })",
    );
    expect(text).toContain(
      'award: (args: { email: string | number; body: Badge }, init?: CallInit): Promise<{ count: number }>',
    );
    expect(text).toContain("{ as: 'blob', ...init }");
    // a multipart upload: its fields, files among them
    expect(text).toContain(
      'photo: (args: { email: string | number; form: { caption?: string; file: File } }, init?: CallInit): Promise<Badge> =>',
    );
    expect(text).toContain('{ form: args.form, ...init }');
    // a download with the file name the server gives
    expect(text).toContain(
      'export: (args: { email: string | number }, init?: CallInit): Promise<SavedFile> =>',
    );
    expect(text).toContain("{ as: 'file', ...init }");
  });

  it('types an x-api call with the body and answer x-calls gives under its name', async () => {
    const text = await client({ getOne: { answer: 'Badge' } });
    expect(text).toContain(
      "getOne: (args: { email: string | number }, init?: CallInit): Promise<Badge> =>\n    callApi<Badge>('GET', `/member/${enc(args.email)}`, { ...init }),",
    );
  });

  it('gives the reads a query key under the entity, and none to the writes', async () => {
    const text = await client({
      badges: { route: 'GET /member/{email}/badge', answer: 'Badge[]' },
      find: { route: 'POST /member/find', body: '{ text: string }', answer: 'Badge[]', read: true },
      award: { route: 'POST /member/{email}/badge', body: 'Badge' },
    });
    const keys = text.slice(text.indexOf('export const memberKeys'));
    expect(keys).toContain("all: ['member'] as const,");
    expect(keys).toContain("search: (args: { body: SearchBody }) => ['member', 'search', args] as const,");
    expect(keys).toContain(
      "badges: (args: { email: string | number }) => ['member', 'badges', args] as const,",
    );
    expect(keys).toContain("find: (args: { body: { text: string } }) => ['member', 'find', args] as const,");
    expect(keys).not.toContain('award:');
    expect(keys).not.toContain('update:');
  });

  it('refuses a type no module exports, a body on a GET, a query in the path and an unknown key', async () => {
    await expect(client({ badges: { route: 'GET /member/badge', answer: 'Medal[]' } })).rejects.toThrow(
      /type Medal is exported by none of/,
    );
    ws?.remove();
    await expect(client({ badges: { route: 'GET /member/badge', body: 'Badge' } })).rejects.toThrow(
      /a GET call has no body/,
    );
    ws?.remove();
    await expect(client({ badges: { route: 'GET /member/badge?kind=x' } })).rejects.toThrow(
      /state query parameters/,
    );
    ws?.remove();
    await expect(client({ badges: { route: 'GET /member/badge', returns: 'Badge' } })).rejects.toThrow(
      /unknown key "returns"/,
    );
    ws?.remove();
    await expect(client({ search: { route: 'GET /member/badge' } })).rejects.toThrow(
      /taken by an x-api call/,
    );
    ws?.remove();
    // a domain type never shadows a generated one
    await expect(client({}, 'export interface MemberPublic { id: number }\n')).rejects.toThrow(
      /type MemberPublic is exported by \.\.\/\.\.\/domain\/generated\/types too/,
    );
  });

  it('a browser navigation answers a redirect only (302/303); a call answering neither 2xx nor one is refused', async () => {
    const text = await client({
      signIn: { route: 'GET /member/sign-in', doc: 'to the provider', answers: { '302': {} } },
    });
    expect(text).toContain('signIn: (init?: CallInit): Promise<void> =>');
    ws?.remove();
    await expect(
      client({ gone: { route: 'GET /member/gone', doc: 'moved', answers: { '301': {} } } }),
    ).rejects.toThrow(/at least one 2xx status \(or a 302\/303 redirect\)/);
  });

  it('reads type names out of expressions and exports out of modules', () => {
    expect(typeNames("{ data: Page<Row>[]; kind: 'A' | 'B'; Label: Record<string, Badge> }")).toEqual([
      'Page',
      'Row',
      'Badge',
    ]);
    expect(
      exportedTypes(
        "export interface A {}\nexport type B = A;\nexport type { C as D, E } from './x';\nexport { type F } from './y';\nexport const g = 1;",
      ),
    ).toEqual(['A', 'B', 'D', 'E', 'F']);
  });
});
