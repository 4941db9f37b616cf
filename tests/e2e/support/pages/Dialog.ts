// A modal dialog, found by its title (every dialog of the console is labelled by its title).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export class Dialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly title: string | RegExp,
  ) {
    this.root = page.getByRole('dialog', { name: title, exact: typeof title === 'string' });
  }

  async waitUntilOpen(): Promise<this> {
    await this.root.waitFor({ state: 'visible' });
    return this;
  }

  async waitUntilClosed(): Promise<void> {
    await this.root.waitFor({ state: 'hidden' });
  }

  /** The dialog is open and shows exactly this message (the spec's wording). */
  async expectMessage(message: string): Promise<void> {
    await this.waitUntilOpen();
    await expect.poll(() => this.root.getByText(message, { exact: true }).count()).toBeGreaterThan(0);
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  input(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  async press(name: string): Promise<void> {
    await this.button(name).click();
  }
}
