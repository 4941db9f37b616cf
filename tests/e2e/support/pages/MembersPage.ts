// /members (doc 3 §2): the member list with create, update, password, unlock, reset, delete and login history.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { Dialog } from './Dialog';
import { startingWith } from './escape';

export interface MemberForm {
  email?: string;
  name?: string;
  password?: string;
  confirmPassword?: string;
  /** role name as listed in the role select */
  role?: string;
  mobile?: string;
  enableWholeStore?: boolean;
}

export class MembersPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/members`);
    await this.list().waitFor({ state: 'visible' });
  }

  list(): Locator {
    return this.page.getByTestId('members-table');
  }

  row(email: string): Locator {
    return this.list()
      .getByRole('row')
      .filter({ has: this.page.getByText(email, { exact: true }) });
  }

  action(email: string, labelKey: string): Locator {
    return this.row(email).getByRole('button', { name: this.t(labelKey), exact: true });
  }

  createDialog(): Dialog {
    return new Dialog(this.page, this.t('app.members.create'));
  }

  editDialog(): Dialog {
    return new Dialog(this.page, this.t('app.members.edit'));
  }

  async startCreate(): Promise<Dialog> {
    await this.page.getByRole('button', { name: this.t('app.members.create'), exact: true }).click();
    return this.createDialog().waitUntilOpen();
  }

  field(dialog: Dialog, name: string): Locator {
    return dialog.input(this.t(`resources.members.fields.${name}`));
  }

  async fill(dialog: Dialog, form: MemberForm): Promise<void> {
    for (const name of ['email', 'name', 'password', 'confirmPassword', 'mobile'] as const) {
      const value = form[name];
      if (value !== undefined) await this.field(dialog, name).fill(value);
    }
    if (form.role !== undefined) {
      await dialog.root
        .getByRole('combobox', { name: startingWith(this.t('resources.members.fields.role_id')) })
        .click();
      await this.page.getByRole('option', { name: form.role, exact: true }).click();
    }
    if (form.enableWholeStore !== undefined) {
      await this.field(dialog, 'enableWholeStore').setChecked(form.enableWholeStore);
    }
  }

  async save(dialog: Dialog): Promise<void> {
    await dialog.button(this.t('ra.action.save')).click();
  }

  /** Resets a member's password through the row action; answers the temporary password shown once. */
  async resetPassword(email: string): Promise<string> {
    await this.action(email, 'app.members.reset').click();
    const confirm = await new Dialog(this.page, this.t('app.members.reset')).waitUntilOpen();
    await confirm.press(this.t('app.action.yes'));
    const result = await new Dialog(this.page, this.t('app.members.resetDone')).waitUntilOpen();
    const password = (await result.root.getByTestId('reset-password-value').textContent())?.trim() ?? '';
    await result.press(this.t('app.action.ok'));
    await result.waitUntilClosed();
    return password;
  }

  async unlock(email: string): Promise<void> {
    await this.action(email, 'app.members.unlock').click();
  }

  async delete(email: string): Promise<void> {
    await this.action(email, 'ra.action.delete').click();
    const confirm = await new Dialog(this.page, this.t('ra.action.delete')).waitUntilOpen();
    await confirm.press(this.t('app.action.yes'));
  }

  /** Waits for the notice shown once the server has deleted the member. A row is hidden from role queries while any
   * dialog is open, so its disappearance alone does not say the delete was answered. */
  async waitUntilDeleted(email: string): Promise<void> {
    await this.page.getByText(this.t('app.members.deleted'), { exact: true }).waitFor();
    await this.row(email).waitFor({ state: 'detached' });
  }

  lockIcon(email: string): Locator {
    return this.row(email).getByTestId('member-locked');
  }

  async openLoginHistory(email: string): Promise<Dialog> {
    await this.action(email, 'app.loginHistory.title').click();
    return new Dialog(this.page, startingWith(this.t('app.loginHistory.title'))).waitUntilOpen();
  }
}
