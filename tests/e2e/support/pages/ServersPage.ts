// /server and /server/detail/{id} (doc 1 §2.6): the three server lists and one server's detail.
import type { Locator, Page } from 'playwright-core';
import { Api, demoAccounts } from '../api';
import { baseUrl } from '../fixtures';
import { translator, type Translate } from '../i18n';

export type ServerType = 'proxy' | 'database' | 'esl';

export class ServersPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/server`);
  }

  list(type: ServerType): Locator {
    return this.page.getByRole('list', { name: this.t(`app.servers.list.${type}`), exact: true });
  }

  item(id: string): Locator {
    return this.page.getByTestId(`server-item-${id}`);
  }

  /** the "Last report" line of a server, which moves with every heartbeat */
  reportTime(id: string): Locator {
    return this.item(id).getByTestId('server-report-time');
  }

  deleteButtons(): Locator {
    return this.page.locator('[data-testid^="server-delete-"]');
  }

  async openDetail(id: string): Promise<void> {
    await this.item(id).getByRole('link').click();
    await this.page.waitForURL(new RegExp(`#/server/detail/${id}$`));
  }

  gauge(which: 'memory' | 'disk'): Locator {
    return this.page.getByTestId(`gauge-${which}`);
  }

  historyChart(): Locator {
    return this.page.getByTestId('server-history-chart');
  }

  alarmTable(): Locator {
    return this.page.getByRole('table', { name: this.t('app.servers.alarms'), exact: true });
  }

  services(): Locator {
    return this.page.getByTestId('server-services');
  }
}

/** A database server that is reporting now (it has a history to chart): the simulator takes servers offline now
 * and then. */
export async function reportingDatabaseServer(): Promise<string> {
  const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
  const lists = await admin.call<{ database: Array<{ id: string; status: string }> }>(
    'GET',
    '/status/server',
  );
  const server = lists.database.find((s) => s.status === 'NORMAL') ?? lists.database[0];
  return server.id;
}
