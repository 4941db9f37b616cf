// The script editor's previous versions (issue 21): Previous versions lists what saves replaced, Restore saves one
// again through POST <path>/versions/{id}/restore and the editor shows the restored code; the third-party
// authentication editor is read only, without Save, Run or Restore, for an account that is not role 0.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ScriptEditorPage } from './ScriptEditorPage';
import { SCRIPT_EDITORS } from './scriptKinds';

const editorOf = (kind: string) => SCRIPT_EDITORS.find((e) => e.kind === kind)!;
const OLD = 'function decorate(product, tag) {\n  return { ...product, prInfo: ["restored"] };\n}';
const NOW = 'function decorate(product, tag) {\n  return product;\n}';

/** a tiny server for one script entry: its GET, its versions and their restore */
function scriptServer(base: string) {
  let current = {
    code: NOW,
    useType: 'custom',
    updatedAt: '2026-11-23T10:00:00Z',
    updatedBy: 'a@example.com',
  };
  let versions = [
    {
      id: 7,
      code: OLD,
      useType: 'custom',
      savedAt: '2026-11-22T09:00:00Z',
      savedBy: 'b@example.com',
      replacedAt: '2026-11-23T10:00:00Z',
      replacedBy: 'a@example.com',
    },
  ];
  const calls: string[] = [];
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  const fetchStub = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (method === 'GET' && url === `/api${base}`) return answer(current);
    if (method === 'GET' && url === `/api${base}/versions`) return answer(versions);
    const restore = /\/versions\/(\d+)\/restore$/.exec(url);
    if (method === 'POST' && restore && url.startsWith(`/api${base}/`)) {
      const version = versions.find((v) => v.id === Number(restore[1]))!;
      versions = [{ ...version, id: 8, code: current.code, useType: current.useType }, ...versions];
      current = { ...current, code: version.code, useType: version.useType };
      return answer(current);
    }
    return Promise.reject(new Error(`${method} ${url}`));
  });
  return { fetchStub, calls };
}

const permissions = (role_id: number): Permissions => ({
  role_id,
  privilege: { setting: { read: true, write: true } },
  store: ['KR001'],
  systemConfig: {},
  enableWholeStore: true,
});

// jsdom lays nothing out: CodeMirror's measuring asks text ranges for rectangles jsdom's Range lacks
if (!('getClientRects' in Range.prototype))
  Object.defineProperty(Range.prototype, 'getClientRects', { configurable: true, value: () => [] });
if (!('getBoundingClientRect' in Range.prototype))
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: () => new DOMRect(),
  });

afterEach(() => vi.unstubAllGlobals());

describe('the script editor', () => {
  let server: ReturnType<typeof scriptServer>;
  beforeEach(() => {
    server = scriptServer('/tag/decorator/store/default');
    vi.stubGlobal('fetch', server.fetchStub);
  });

  it('restores a previous version: the editor shows the restored code', async () => {
    renderWithAdmin(<ScriptEditorPage editor={editorOf('tagDataDecorator')} />, {
      permissions: permissions(3),
    });
    await waitFor(() =>
      expect(document.querySelector('.cm-content')?.textContent).toContain('return product;'),
    );
    fireEvent.click(await screen.findByTestId('script-versions'));
    const dialog = await screen.findByTestId('script-versions-dialog');
    const row = await within(dialog).findByTestId('script-version-7');
    expect(row.textContent).toContain('b@example.com');
    expect(row.textContent).toContain('prInfo: ["restored"]');
    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toContain('["restored"]'));
    expect(server.calls).toContain('POST /api/tag/decorator/store/default/versions/7/restore');
    await waitFor(() => expect(screen.queryByTestId('script-versions-dialog')).toBeNull());
  });
});

describe('the third-party authentication editor', () => {
  beforeEach(() => vi.stubGlobal('fetch', scriptServer('/auth/3rd/party').fetchStub));

  it('is read only for a whole-store setting writer that is not role 0', async () => {
    renderWithAdmin(<ScriptEditorPage editor={editorOf('thirdPartyAuth')} />, {
      permissions: permissions(3),
    });
    expect(await screen.findByTestId('script-role-zero-only')).toHaveTextContent(
      'Only a role 0 account may save this script.',
    );
    expect(screen.queryByTestId('script-save')).toBeNull();
    expect(screen.queryByTestId('script-versions')).toBeNull();
  });

  it('is saved and restored by role 0', async () => {
    renderWithAdmin(<ScriptEditorPage editor={editorOf('thirdPartyAuth')} />, {
      permissions: permissions(0),
    });
    expect(await screen.findByTestId('script-save')).toBeInTheDocument();
    expect(screen.getByTestId('script-versions')).toBeInTheDocument();
    expect(screen.queryByTestId('script-role-zero-only')).toBeNull();
  });
});
