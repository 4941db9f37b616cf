// Issue 21 in the console: an account with member write is offered only what it may give (no role 0, no role
// beyond its privileges, no whole-store flag), gets no actions on the super account, and a refusal of the server
// (the peer it edits was given more meanwhile) shows its message in the member dialog's error.
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { MembersPage } from './support/pages/MembersPage';
import { startingWith } from './support/pages/escape';

describe('grants in the member screens', () => {
  const page = pagePerTest();
  let admin: Api;
  const editor = { email: uniqueEmail('aa-grant-editor'), password: 'Grant#2026x' };
  const peer = uniqueEmail('aa-grant-peer');

  beforeAll(async () => {
    admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const role = await admin.call<{ role_id: number }>('POST', '/auth/role', {
      name: `Member keepers ${Date.now()}`,
      privilege: [
        { key: 'member', depth: 0, read: true, write: true },
        { key: 'dashboard', depth: 0, read: true, write: false },
      ],
    });
    await admin.createMember({
      ...editor,
      name: 'Grant Editor',
      mobile: '1',
      role_id: role.role_id,
      store: ['KR001'],
      enableWholeStore: false,
    });
    await admin.createMember({
      email: peer,
      name: 'Grant Peer',
      mobile: '1',
      password: 'Grant#2026x',
      role_id: await admin.roleId('No privileges'),
      store: ['KR001'],
      enableWholeStore: false,
    });
  });

  it('offers no role 0, no role beyond its own and no whole-store flag, and no actions on role 0', async () => {
    await signIn(page(), editor);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    await members.action(peer, 'app.members.reset').waitFor();
    await members.action('admin@example.com', 'app.loginHistory.title').waitFor();
    expect(await members.action('admin@example.com', 'app.members.reset').count()).toBe(0);
    expect(await members.action('admin@example.com', 'app.members.edit').count()).toBe(0);

    const dialog = await members.startCreate();
    await dialog.root
      .getByRole('combobox', { name: startingWith(members.t('resources.members.fields.role_id')) })
      .click();
    await page().getByRole('option', { name: 'No privileges', exact: true }).waitFor();
    const options = await page()
      .getByRole('listbox')
      .getByRole('option')
      .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    expect(options).not.toContain('Super Administrator');
    expect(options).not.toContain('Store Manager');
    expect(options).not.toContain('Viewer');
    await page().keyboard.press('Escape');
    expect(await members.field(dialog, 'enableWholeStore').isDisabled()).toBe(true);
  });

  it("shows the server's refusal in the member dialog when the peer was given more meanwhile", async () => {
    await signIn(page(), editor);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    await members.action(peer, 'app.members.edit').click();
    const dialog = await members.editDialog().waitUntilOpen();
    const name = members.field(dialog, 'name');
    await expect.poll(() => name.inputValue()).toBe('Grant Peer');
    await admin.call('PUT', '/auth/account', { email: peer, role_id: await admin.roleId('Store Manager') });
    await name.fill('Renamed Peer');
    await members.save(dialog);
    const error = page().getByTestId('error-dialog');
    await error.waitFor({ state: 'visible' });
    const shown = await error.evaluate((root) => ({
      title: root.querySelector('#error-dialog-title')?.textContent ?? '',
      message: root.querySelector('[data-testid="error-dialog-message"]')?.textContent ?? '',
    }));
    expect(shown).toEqual({
      title: members.t('app.error.updateMember'),
      message: 'You can not change an account that holds more than you do.',
    });
    const stored = await admin.call<{ name: string }>('GET', `/auth/account/${encodeURIComponent(peer)}`);
    expect(stored.name).toBe('Grant Peer');
  });
});
