// API tokens in the console (issue 35): the admin creates a token, sees its secret once (afterwards only its
// prefix), the secret works as a Bearer token on a read call until the admin revokes it in the console (then 401);
// an account without member read has no menu entry and gets the no-access page on the route.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { Dialog } from './support/pages/Dialog';
import { Shell } from './support/pages/Shell';

const ROUTE = '/system/api-tokens';
const t = translator('en_US');

/** a read call made with the token, as an integration makes it */
async function readWith(secret: string): Promise<number> {
  const answer = await fetch(`${baseUrl()}/api/status/store`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  return answer.status;
}

class TokensPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await new Shell(this.page, baseUrl()).goto(ROUTE);
    await this.page.getByTestId('api-tokens-table').waitFor();
  }

  row(name: string): Locator {
    return this.page.getByTestId('api-tokens-row').filter({ hasText: name });
  }

  /** fills the create dialog and saves it: the dialog, now at its secret step */
  async create(name: string, role: string, expiry: string): Promise<Dialog> {
    await this.page.getByTestId('api-token-create').click();
    const dialog = await new Dialog(this.page, t('app.apiTokens.create')).waitUntilOpen();
    await dialog.root.getByTestId('api-token-name').fill(name);
    await dialog.root.getByRole('combobox', { name: t('app.apiTokens.fields.role_id') }).click();
    await this.page.getByRole('option', { name: role, exact: true }).click();
    await dialog.root.getByRole('combobox', { name: t('app.apiTokens.fields.expiresAt') }).click();
    await this.page.getByRole('option', { name: expiry, exact: true }).click();
    await dialog.root.getByTestId('api-token-save').click();
    return new Dialog(this.page, t('app.apiTokens.createdTitle')).waitUntilOpen();
  }
}

describe('API tokens', () => {
  const page = pagePerTest();

  it('creates a token, shows its secret once, and revoking it refuses the token', async () => {
    const name = `e2e token ${Date.now().toString(36)}`;
    await signIn(page(), demoAccounts.admin);
    const tokens = new TokensPage(page());
    await tokens.open();

    const secretStep = await tokens.create(name, 'Super Administrator', t('app.apiTokens.never'));
    const secretField = secretStep.root.getByTestId('api-token-secret');
    await expect.poll(() => secretField.inputValue()).toMatch(/^esl_[0-9A-Za-z]{20,}$/);
    const secret = await secretField.inputValue();
    await secretStep.root.getByTestId('api-token-secret-warning').waitFor();
    await secretStep.root.getByTestId('api-token-secret-close').click();
    await secretStep.waitUntilClosed();

    // closed, then the page opened again: the prefix, the expiry "Never", never the secret
    const row = tokens.row(name);
    await row.getByText(secret.slice(0, 8), { exact: true }).waitFor();
    await page().reload();
    await tokens.open();
    await row.getByText(secret.slice(0, 8), { exact: true }).waitFor();
    await row.getByText(t('app.apiTokens.never'), { exact: true }).waitFor();
    expect(await page().content()).not.toContain(secret);

    expect(await readWith(secret)).toBe(200);

    await row.getByTestId('api-token-revoke').click();
    const confirm = page().getByTestId('prompt-dialog');
    await confirm.getByRole('button', { name: t('app.apiTokens.revoke'), exact: true }).click();
    await row.getByTestId('api-token-revoked').waitFor();
    expect(await row.getByTestId('api-token-revoke').isDisabled()).toBe(true);

    expect(await readWith(secret)).toBe(401);
  });

  it('an account without member read has no menu entry and gets the no-access page', async () => {
    const manager = await Api.login(baseUrl(), demoAccounts.manager.email, demoAccounts.manager.password);
    expect(manager.session.privilege.member?.read ?? false).toBe(false);

    await signIn(page(), demoAccounts.manager);
    const shell = new Shell(page(), baseUrl());
    await shell.sidebarItem('app.menu.dashboard').waitFor();
    expect(await shell.sidebarItem('app.menu.apiTokens').count()).toBe(0);
    await shell.goto(ROUTE);
    await shell.noAccess().waitFor();
    expect(await page().getByTestId('api-tokens-page').count()).toBe(0);
  });

  it('the admin sees the menu entry and it leads to the page', async () => {
    await signIn(page(), demoAccounts.admin);
    const shell = new Shell(page(), baseUrl());
    await shell.sidebarItem('app.menu.apiTokens').click();
    await page().getByTestId('api-tokens-table').waitFor();
  });
});
