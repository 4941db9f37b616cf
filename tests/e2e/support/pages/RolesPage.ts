// /roles (doc 3 §2, §4): role list with create and update dialogs holding the privilege tree, and delete.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { Dialog } from './Dialog';

export class RolesPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/roles`);
    await this.list().waitFor({ state: 'visible' });
  }

  list(): Locator {
    return this.page.getByTestId('roles-table');
  }

  row(name: string): Locator {
    return this.list()
      .getByRole('row')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async startCreate(): Promise<Dialog> {
    await this.page.getByRole('button', { name: this.t('app.roles.create'), exact: true }).click();
    return new Dialog(this.page, this.t('app.roles.create')).waitUntilOpen();
  }

  nameInput(dialog: Dialog): Locator {
    return dialog.input(this.t('resources.roles.fields.name'));
  }

  /** The read or write tick of an area in the privilege tree ('Dashboard Read', ...). */
  privilege(dialog: Dialog, area: string, flag: 'read' | 'write'): Locator {
    const label = `${this.t(`app.privilege.areas.${area}`)} ${this.t(`app.privilege.${flag}`)}`;
    return dialog.root.getByRole('checkbox', { name: label, exact: true });
  }

  async save(dialog: Dialog): Promise<void> {
    await dialog.button(this.t('ra.action.save')).click();
  }

  async delete(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: this.t('ra.action.delete'), exact: true })
      .click();
    const confirm = await new Dialog(this.page, this.t('ra.action.delete')).waitUntilOpen();
    await confirm.press(this.t('app.action.yes'));
  }

  /** Waits for the notice shown once the server has deleted the role. A row is hidden from role queries while any
   * dialog is open, so its disappearance alone does not say the delete was answered. */
  async waitUntilDeleted(name: string): Promise<void> {
    await this.page.getByText(this.t('app.roles.deleted'), { exact: true }).waitFor();
    await this.row(name).waitFor({ state: 'detached' });
  }
}
