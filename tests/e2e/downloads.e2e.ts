// The download flow (doc 1 §4) from the exceptions page: the progress dialog, then the browser download of a
// non-empty CSV of the chosen kind, and the dialog closes.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { ExceptionsPage } from './support/pages/ExceptionsPage';

describe('file downloads', () => {
  const page = pagePerTest();
  const t = translator('en_US');

  it('downloads the no-product tags of a store as a non-empty CSV', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    const exceptions = new ExceptionsPage(page(), baseUrl());
    await exceptions.open();
    await exceptions.pickStore('JP001');
    await exceptions.choose('noproduct');
    await exceptions.rows().first().waitFor();
    await page().setViewportSize({ width: 1280, height: 800 });

    const downloaded = page().waitForEvent('download', { timeout: 20_000 });
    await page()
      .getByRole('button', { name: t('app.exceptions.download') })
      .click();
    const progress = page().getByTestId('download-progress');
    await progress.waitFor();
    await page().screenshot({ path: '/tmp/shots3/slice4-download-progress.png' });
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^tags_JP001_noproduct_\d{14}\.csv$/);
    const file = await download.path();
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('tagId');
    const list = await admin.call<{ recordsTotal: number }>(
      'GET',
      '/store/JP001/list/tag/noproduct?length=1',
    );
    expect(lines.length - 1).toBe(list.recordsTotal);
    expect(list.recordsTotal).toBeGreaterThan(0);
    await progress.waitFor({ state: 'hidden' });
  });
});
