// The member dialogs offer only what the signed-in account may give (issue 21, src/auth/grants.ts): roles within
// its privileges, the whole-store flag only when it sees every store, its own role, stores and flag disabled;
// the row actions only on accounts holding no more than it does.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { RecordContextProvider } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { clearSession, writeSession } from '../providers/session';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ADMIN_SESSION } from '../test/sessionUser';
import { MemberFormDialog } from './MemberFormDialog';
import { MemberRowActions } from './MemberRowActions';
import '../schema-views/widgets';

const rw = { read: true, write: true };
const ROLES = [
  { role_id: 0, name: 'Super Administrator', privilege: [] },
  { role_id: 1, name: 'Store Manager', privilege: [{ key: 'store', ...rw }] },
  { role_id: 3, name: 'No privileges', privilege: [{ key: 'store', read: false, write: false }] },
  { role_id: 5, name: 'Members', privilege: [{ key: 'member', ...rw }] },
];
const MEMBERS_EDITOR: Permissions = {
  role_id: 5,
  privilege: { member: rw },
  store: ['KR001'],
  systemConfig: {},
  enableWholeStore: false,
};
const OWN = {
  id: 'members@example.com',
  email: 'members@example.com',
  name: 'Members',
  mobile: '1',
  role_id: 5,
  store: ['KR001'],
  enableWholeStore: false,
};

const dataProvider = {
  getOne: (_resource: string, { id }: { id: string }) => Promise.resolve({ data: { ...OWN, id, email: id } }),
} as unknown as DataProvider;

/** the generated client's reads of the dialogs: the roles (GET /auth/role) and the store summaries */
const SERVER: Record<string, unknown> = {
  '/api/auth/role': { data: ROLES },
  '/api/status/store': { data: [{ storeCode: 'KR001', storeName: 'Seoul' }] },
};
const fetchStub = (url: string) =>
  url in SERVER
    ? Promise.resolve(new Response(JSON.stringify(SERVER[url]), { status: 200 }))
    : Promise.reject(new Error(`GET ${url}`));

/** the whole-store flag (a switch) */
const wholeStore = () =>
  within(screen.getByTestId('member-form-dialog')).getByLabelText('Enable Whole Store', {
    selector: 'input',
  });

const roleOptions = async () => {
  const dialog = await screen.findByTestId('member-form-dialog');
  const select = await within(dialog).findByRole('combobox', { name: 'Role' });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
  fireEvent.mouseDown(select);
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .queryAllByRole('option')
    .map((o) => o.textContent?.trim())
    .filter((text) => text);
  fireEvent.keyDown(list, { key: 'Escape' });
  return names;
};

describe('member dialogs and the grant rule', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(fetchStub)));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('offers only the roles the account may give, and no whole-store flag without it', async () => {
    writeSession({ ...ADMIN_SESSION, email: 'members@example.com', role_id: 5 });
    renderWithAdmin(<MemberFormDialog open onClose={() => undefined} />, {
      dataProvider,
      permissions: MEMBERS_EDITOR,
    });
    await waitFor(async () => expect(await roleOptions()).toEqual(['No privileges', 'Members']));
    expect(wholeStore()).toBeDisabled();
  });

  it('role 0 is offered every role and the whole-store flag', async () => {
    writeSession(ADMIN_SESSION);
    renderWithAdmin(<MemberFormDialog open onClose={() => undefined} />, {
      dataProvider,
      permissions: { ...MEMBERS_EDITOR, role_id: 0, privilege: {} },
    });
    await waitFor(async () =>
      expect(await roleOptions()).toEqual([
        'Super Administrator',
        'Store Manager',
        'No privileges',
        'Members',
      ]),
    );
    expect(wholeStore()).toBeEnabled();
  });

  it("shows the account's own role, stores and whole-store flag disabled", async () => {
    writeSession({ ...ADMIN_SESSION, email: OWN.email, role_id: 5 });
    renderWithAdmin(<MemberFormDialog email={OWN.email} open onClose={() => undefined} />, {
      dataProvider,
      permissions: MEMBERS_EDITOR,
    });
    const dialog = await screen.findByTestId('member-form-dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Members'));
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Stores' })).toBeDisabled();
    expect(wholeStore()).toBeDisabled();
  });

  it('gives row actions only on accounts holding no more than the signed-in one', async () => {
    writeSession({ ...ADMIN_SESSION, email: 'members@example.com', role_id: 5 });
    const row = (record: object) =>
      renderWithAdmin(
        <RecordContextProvider value={record}>
          <MemberRowActions />
        </RecordContextProvider>,
        { dataProvider, permissions: MEMBERS_EDITOR },
      );
    const peer = row({ ...OWN, id: 'peer@example.com', email: 'peer@example.com' });
    await screen.findByTestId('member-reset');
    peer.unmount();
    row({ ...OWN, id: 'admin@example.com', email: 'admin@example.com', role_id: 0 });
    await screen.findByTestId('member-history');
    await waitFor(() => expect(screen.queryByTestId('member-edit')).toBeNull());
    expect(screen.queryByTestId('member-reset')).toBeNull();
    expect(screen.queryByTestId('member-delete')).toBeNull();
  });
});
