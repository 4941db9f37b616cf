// The assign modal of the tag detail page (doc 2 §5): single and multiple modes, the outcome line, the
// family ticket choice and the yes/no question.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { translator, type Translate } from '../i18n';
import { Dialog } from './Dialog';

export class AssignDialogPage {
  readonly dialog: Dialog;

  constructor(
    readonly page: Page,
    readonly t: Translate = translator('en_US'),
  ) {
    this.dialog = new Dialog(page, new RegExp(`^${t('app.assign.title')}`));
  }

  async open(): Promise<this> {
    await this.page.getByTestId('action-assign').click();
    await this.dialog.waitUntilOpen();
    await expect.poll(() => this.assignButton().isEnabled()).toBe(true);
    return this;
  }

  field(key: 'tagId' | 'prCode' | 'defaultCode' | 'fmPrCode' | 'prCodeList' | 'layoutId' | 'nfc'): Locator {
    return this.dialog.root.getByLabel(this.t(`app.assign.${key}`), { exact: true });
  }

  assignButton(): Locator {
    return this.dialog.button(this.t('app.assign.assign'));
  }

  async mode(mode: 'single' | 'multiple'): Promise<void> {
    await this.dialog.button(this.t(`app.assign.${mode}`)).click();
  }

  outcome(): Locator {
    return this.dialog.root.getByTestId('assign-outcome');
  }

  /** the outcome line shows exactly this text */
  async expectOutcome(text: string): Promise<void> {
    await expect.poll(() => this.outcome().innerText()).toBe(text);
  }

  async assign(): Promise<void> {
    await this.assignButton().click();
  }

  familyChoice(): Dialog {
    return new Dialog(this.page, this.t('app.assign.familyTitle'));
  }

  question(): Dialog {
    return new Dialog(this.page, this.t('app.assign.confirmTitle'));
  }

  async close(): Promise<void> {
    await this.dialog.button(this.t('app.assign.close')).last().click();
    await this.dialog.waitUntilClosed();
  }
}
