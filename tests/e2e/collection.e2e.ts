// The tag status collection indicator (doc 1 §2.2, §4): a collection started through the API shows in the
// header (live over the websocket), its detail names the store and the kind, and Stop with its confirmation
// ends it and the indicator goes away.
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';

describe('the tag status collection indicator', () => {
  const page = pagePerTest();
  const t = translator('en_US');

  it('appears when a collection starts and disappears after Stop and its confirmation', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    await page().setViewportSize({ width: 1280, height: 800 });
    const indicator = page().getByTestId('collecting-indicator');
    expect(await indicator.count()).toBe(0);
    await admin.call('POST', '/tag/status/check/stop', { storeCode: 'KR002' });
    await admin.call('POST', '/tag/status/check', { storeCode: 'KR002', cmd: 1 });
    await indicator.waitFor();
    expect(await page().getByTestId('collecting-count').textContent()).toBe('1');
    await page().screenshot({ path: '/tmp/shots3/slice4-collection-indicator.png' });

    await indicator.click();
    const detail = page().getByTestId('collecting-KR002');
    await detail.waitFor();
    expect(await detail.getByTestId('collecting-kind').textContent()).toBe(
      t('app.collection.kind.batteryCheck'),
    );
    expect(await detail.textContent()).toContain('(KR002)');
    await page().screenshot({ path: '/tmp/shots3/slice4-collection-detail.png' });

    await detail.getByTestId('collecting-stop').click();
    const confirm = page().getByTestId('collecting-stop-confirm');
    await confirm.waitFor();
    await page().screenshot({ path: '/tmp/shots3/slice4-collection-confirm.png' });
    await confirm.getByTestId('collecting-stop-ok').click();
    await indicator.waitFor({ state: 'detached' });
    const { storeList } = await admin.call<{ storeList: Array<{ storeCode: string }> }>(
      'GET',
      '/tag/status/collecting/store',
    );
    expect(storeList.map((s) => s.storeCode)).not.toContain('KR002');
  });
});
