// Roles (doc 3 §2, §4, §5): 'Fill in Role Name!', the privilege tree rules, create, and a role in use that
// cannot be deleted ('The role in use can not be deleted.').
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { Dialog } from './support/pages/Dialog';
import { RolesPage } from './support/pages/RolesPage';

describe('roles', () => {
  const page = pagePerTest();
  const t = translator('en_US');
  let admin: Api;

  beforeAll(async () => {
    admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
  });

  it('a role without a name shows "Fill in Role Name!"', async () => {
    await signIn(page(), demoAccounts.admin);
    const roles = new RolesPage(page(), baseUrl());
    await roles.open();
    const dialog = await roles.startCreate();
    await roles.nameInput(dialog).fill('   ');
    await roles.save(dialog);
    await dialog.root.getByText('Fill in Role Name!', { exact: true }).waitFor();
  });

  it('the privilege tree: write ticks read, unticking read clears write; the role is saved with it', async () => {
    await signIn(page(), demoAccounts.admin);
    const roles = new RolesPage(page(), baseUrl());
    await roles.open();
    const dialog = await roles.startCreate();
    const name = `Auditor ${Date.now().toString(36)}`;
    await roles.nameInput(dialog).fill(name);

    await roles.privilege(dialog, 'tag', 'write').check();
    expect(await roles.privilege(dialog, 'tag', 'read').isChecked()).toBe(true);
    await roles.privilege(dialog, 'tag', 'read').uncheck();
    expect(await roles.privilege(dialog, 'tag', 'write').isChecked()).toBe(false);
    await roles.privilege(dialog, 'dashboard', 'read').check();
    await roles.privilege(dialog, 'store', 'write').check();

    await roles.save(dialog);
    await dialog.waitUntilClosed();
    await roles.row(name).waitFor();
    const saved = (await admin.roles()).find((role) => role.name === name) as
      { privilege: { key: string; read: boolean; write: boolean }[] } | undefined;
    const entry = (key: string) => saved?.privilege.find((candidate) => candidate.key === key);
    expect(entry('dashboard')).toMatchObject({ read: true, write: false });
    expect(entry('store')).toMatchObject({ read: true, write: true });
    expect(entry('tag')).toMatchObject({ read: false, write: false });
  });

  it('role 0 shows every privilege ticked', async () => {
    await signIn(page(), demoAccounts.admin);
    const roles = new RolesPage(page(), baseUrl());
    await roles.open();
    await roles
      .row('Super Administrator')
      .getByRole('button', { name: t('app.roles.view'), exact: true })
      .click();
    const dialog = await new Dialog(page(), t('app.roles.edit')).waitUntilOpen();
    const boxes = dialog.root.getByTestId('privilege-tree').getByRole('checkbox');
    await boxes.first().waitFor();
    const states = await boxes.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).checked),
    );
    expect(states.length).toBeGreaterThan(10);
    expect(states.every(Boolean)).toBe(true);
  });

  it('a role in use cannot be deleted; once unused it can', async () => {
    const name = `In Use ${Date.now().toString(36)}`;
    await admin.call('POST', '/auth/role', {
      name,
      privilege: [{ key: 'dashboard', depth: 0, read: true, write: false }],
    });
    const roleId = await admin.roleId(name);
    const email = uniqueEmail('roleuser');
    await admin.createMember({
      email,
      name: 'Role User',
      mobile: '010-3333-4444',
      password: 'Member#2026',
      role_id: roleId,
      store: [],
      enableWholeStore: false,
    });

    await signIn(page(), demoAccounts.admin);
    const roles = new RolesPage(page(), baseUrl());
    await roles.open();
    await roles.delete(name);
    const error = new Dialog(page(), t('app.error.title'));
    await error.expectMessage('The role in use can not be deleted.');
    await error.press(t('app.action.ok'));
    await error.waitUntilClosed();
    await roles.row(name).waitFor();

    await admin.deleteMember(email);
    await roles.delete(name);
    await roles.waitUntilDeleted(name);
    expect((await admin.roles()).some((role) => role.name === name)).toBe(false);
  });
});
