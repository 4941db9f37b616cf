// /exceptions (doc 1 §2.5): store picker, one doughnut per kind, the detail list of the chosen kind.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { pickStore } from '../storePicker';

export class ExceptionsPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/exceptions`);
    await this.page.getByTestId('exceptions').waitFor();
  }

  async pickStore(code: string): Promise<void> {
    const picker = this.page.getByRole('combobox', { name: this.t('app.exceptions.store') });
    await pickStore(this.page, picker, code);
  }

  kind(id: string): Locator {
    return this.page.getByTestId(`exception-${id}`);
  }

  async choose(id: string): Promise<void> {
    await this.kind(id).getByRole('button').click();
  }

  list(): Locator {
    return this.page.getByTestId('exception-list');
  }

  rows(): Locator {
    // the tag lists are the schema list exceptionTag (exception-tag-row), the NG gateways exception-row
    return this.list().getByTestId(/^exception(-tag)?-row$/);
  }

  noData(): Locator {
    return this.list().getByText(this.t('app.exceptions.noData'), { exact: true });
  }
}
