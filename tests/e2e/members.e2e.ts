// Members (doc 3 §2, §4, §5, §6): create with every validation message, update, lock and unlock, login
// history, reset is in forcedChange.e2e.ts, delete.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, ApiError, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { MembersPage } from './support/pages/MembersPage';

describe('members', () => {
  const page = pagePerTest();
  let admin: Api;

  beforeAll(async () => {
    admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
  });

  it('lists members sorted by email', async () => {
    await signIn(page(), demoAccounts.admin);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    await members.row('admin@example.com').waitFor();
    const emails = await members
      .list()
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const demo = ['admin@example.com', 'manager@example.com', 'viewer@example.com'];
    const positions = demo.map((email) => emails.findIndex((text) => text.includes(email)));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('create shows each required message, then the confirmation mismatch, then creates the member', async () => {
    await signIn(page(), demoAccounts.admin);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    const dialog = await members.startCreate();
    // react-admin enables Save once the form is touched: the operator types a phone number first
    await members.fill(dialog, { mobile: '010-5555-6666' });
    await members.save(dialog);
    for (const message of [
      'Fill in Account Email!',
      'Fill in Account Name!',
      'Fill in Password!',
      'Select Account Role!',
    ]) {
      await dialog.root.getByText(message, { exact: true }).waitFor();
    }
    expect(await dialog.root.getByText('Fill in Account Mobile Phone Number!', { exact: true }).count()).toBe(
      0,
    );

    const email = uniqueEmail('created');
    await members.fill(dialog, {
      email,
      name: 'Created Member',
      password: 'Member#2026',
      confirmPassword: 'Member#2026',
      role: 'Viewer',
      mobile: '',
      enableWholeStore: true,
    });
    await members.save(dialog);
    await dialog.root.getByText('Fill in Account Mobile Phone Number!', { exact: true }).waitFor();
    expect(await dialog.root.getByText('Fill in Account Email!', { exact: true }).count()).toBe(0);

    await members.fill(dialog, { mobile: '010-5555-6666', confirmPassword: 'Member#2027' });
    await members.save(dialog);
    await dialog.root.getByText('Confirm Password does not match!', { exact: true }).waitFor();

    await members.fill(dialog, { confirmPassword: 'Member#2026' });
    await members.save(dialog);
    await dialog.waitUntilClosed();
    await members.row(email).waitFor();
    await page().getByText('Complete!', { exact: true }).waitFor();
    const created = await Api.login(baseUrl(), email, 'Member#2026');
    expect(created.session.role_id).toBe(await admin.roleId('Viewer'));
  });

  it('Cancel closes the create dialog and creates nothing', async () => {
    await signIn(page(), demoAccounts.admin);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    const dialog = await members.startCreate();
    const email = uniqueEmail('cancelled');
    await members.fill(dialog, {
      email,
      name: 'Cancelled',
      password: 'Member#2026',
      confirmPassword: 'Member#2026',
    });
    await dialog.press(members.t('ra.action.cancel'));
    await dialog.waitUntilClosed();
    await expect(Api.login(baseUrl(), email, 'Member#2026')).rejects.toThrow('Authentication Failure.');
  });

  it('update changes the name; a blank name shows "Fill in Account Name!"', async () => {
    const email = uniqueEmail('update');
    await admin.createMember({
      email,
      name: 'Before Update',
      mobile: '010-7777-8888',
      password: 'Member#2026',
      role_id: await admin.roleId('Viewer'),
      store: [],
      enableWholeStore: true,
    });
    await signIn(page(), demoAccounts.admin);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    await members.action(email, 'app.members.edit').click();
    const dialog = await members.editDialog().waitUntilOpen();
    const name = members.field(dialog, 'name');
    await expectValue(name, 'Before Update');
    await name.fill('   ');
    await members.save(dialog);
    await dialog.root.getByText('Fill in Account Name!', { exact: true }).waitFor();
    await name.fill('After Update');
    await members.save(dialog);
    await dialog.waitUntilClosed();
    await page().getByText('Success', { exact: true }).waitFor();
    await members.row(email).getByText('After Update', { exact: true }).waitFor();
  });

  it('a locked member shows the lock icon and FAILURE in its login history; unlock lets it log in', async () => {
    const email = uniqueEmail('locked');
    await admin.createMember({
      email,
      name: 'Locked Member',
      mobile: '010-9999-0000',
      password: 'Member#2026',
      role_id: await admin.roleId('Viewer'),
      store: [],
      enableWholeStore: true,
    });
    for (let attempt = 0; attempt < 5; attempt += 1) await Api.rawLogin(baseUrl(), email, 'Wrong#2026');
    await expect(Api.login(baseUrl(), email, 'Member#2026')).rejects.toThrow('This account is locked.');

    await signIn(page(), demoAccounts.admin);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    await members.lockIcon(email).waitFor();

    const history = await members.openLoginHistory(email);
    await history.root
      .getByText(/FAILURE/)
      .first()
      .waitFor();
    await history.root
      .getByText(/This account is locked\./)
      .first()
      .waitFor();
    await history.page.keyboard.press('Escape');
    await history.waitUntilClosed();

    await members.unlock(email);
    await members.lockIcon(email).waitFor({ state: 'detached' });
    const unlocked = await Api.login(baseUrl(), email, 'Member#2026');
    expect(unlocked.session.email).toBe(email);
  });

  it('delete removes the member', async () => {
    const email = uniqueEmail('delete');
    await admin.createMember({
      email,
      name: 'To Delete',
      mobile: '010-1111-0000',
      password: 'Member#2026',
      role_id: await admin.roleId('Viewer'),
      store: [],
      enableWholeStore: true,
    });
    await signIn(page(), demoAccounts.admin);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    await members.delete(email);
    await members.waitUntilDeleted(email);
    const error = await Api.login(baseUrl(), email, 'Member#2026').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
  });
});

async function expectValue(input: Locator, value: string): Promise<void> {
  await expect.poll(() => input.inputValue()).toBe(value);
}
