// The settings screens (doc 3 §2, §5, §8, §9) as an operator uses them: server config with each missing field's
// message, a store created with the new-store defaults and a position picked on the map, edited, all its
// gateways configured with a bad IP (message) then a good one, and a store exported from this server and
// migrated into a second server started here. Also amac, alias and promotion pages render with their data.
import { mkdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Dialog } from './support/pages/Dialog';
import { MapView } from './support/pages/MapView';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { mailedLink } from './support/mail';
import { startServer, type RunningServer } from './support/server';
import { translator } from './support/i18n';

const SHOTS = '/tmp/shots-settings';
mkdirSync(SHOTS, { recursive: true });
const t = translator('en_US');

describe('settings screens', () => {
  const page = pagePerTest();
  let second: RunningServer | undefined;
  afterAll(async () => second?.stop());

  const open = async (path: string, heading: string) => {
    await page().goto(`${baseUrl()}/#${path}`);
    await page().getByTestId(heading).waitFor();
  };
  const errorDialog = (title = t('app.error.title')) => new Dialog(page(), title);
  const closeError = async (title?: string) => {
    const dialog = errorDialog(title);
    await dialog.root.getByRole('button').last().click();
    await dialog.waitUntilClosed();
  };

  it('server config: each missing field shows its message; a full form saves', async () => {
    await page().setViewportSize({ width: 1280, height: 1000 });
    await signIn(page(), demoAccounts.admin);
    await open('/setting/server-config', 'server-config-title');
    await page().getByTestId('server-config-historyRetentionDays').waitFor();
    await page().screenshot({ path: `${SHOTS}/server-config.png`, fullPage: true });
    const cases: Array<[string, string]> = [
      ['historyRetentionDays', 'Fill in History Retention!'],
      ['updateHistoryRetentionDays', 'Fill in Tag Update History Retention!'],
      ['tagDisplayRefreshDays', 'Fill in Tag Display Refresh!'],
      ['gatewayStatusCheckInterval', 'Fill in G/W Status Check Interval!'],
      ['panId', 'Fill in PAN ID!'],
    ];
    for (const [field, message] of cases) {
      const input = page().getByTestId(`server-config-${field}`);
      const before = await input.inputValue();
      await input.fill(field === 'panId' ? '   ' : '');
      await page().getByTestId('server-config-save').click();
      await errorDialog().expectMessage(message);
      if (field === 'historyRetentionDays')
        await page().screenshot({ path: `${SHOTS}/server-config-message.png` });
      await closeError();
      await input.fill(before);
    }
    await page().getByTestId('server-config-historyRetentionDays').fill('45');
    await page().getByTestId('server-config-save').click();
    await page().getByText(t('app.settings.saved')).first().waitFor();
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    expect(
      (await admin.call<{ historyRetentionDays: number }>('GET', '/config/server')).historyRetentionDays,
    ).toBe(45);
  });

  it('server config without write: the server and SMTP forms are read-only, with no Save and no Test', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const role = await admin.call<{ role_id: number }>('POST', '/auth/role', {
      name: `Config reader ${Date.now()}`,
      privilege: [
        { key: 'dashboard', depth: 0, read: true, write: false },
        { key: 'setting', depth: 0, read: true, write: false },
        { key: 'server_config', depth: 1, read: true, write: false },
      ],
    });
    const account = { email: uniqueEmail('configreader'), password: 'Reader#2026' };
    await admin.createMember({
      ...account,
      name: 'Config reader',
      mobile: '010',
      role_id: role.role_id,
      store: ['KR001'],
      enableWholeStore: false,
    });
    await signIn(page(), account);
    await open('/setting/server-config', 'server-config-title');
    const smtp = page().getByTestId('smtp-settings');
    await smtp.getByTestId('smtp-server').waitFor();
    await page().getByTestId('server-config-historyRetentionDays').waitFor();
    const state = await page().evaluate(() => ({
      serverInputDisabled: document.querySelector<HTMLInputElement>(
        '[data-testid="server-config-historyRetentionDays"]',
      )?.disabled,
      smtpInputDisabled: document.querySelector<HTMLInputElement>('[data-testid="smtp-server"]')?.disabled,
      buttons: ['server-config-save', 'smtp-save', 'smtp-test'].filter((id) =>
        document.querySelector(`[data-testid="${id}"]`),
      ),
    }));
    expect(state).toEqual({ serverInputDisabled: true, smtpInputDisabled: true, buttons: [] });
  });

  it('store config: create with defaults and a map position, edit, configure all gateways', async () => {
    await page().setViewportSize({ width: 1280, height: 1000 });
    await signIn(page(), demoAccounts.admin);
    await open('/setting/store-config', 'store-config-title');
    await page().getByTestId('store-config-row').first().waitFor();
    await page().screenshot({ path: `${SHOTS}/store-config.png`, fullPage: true });

    await page().getByTestId('store-config-create').click();
    const form = page().getByTestId('store-form-dialog');
    await form.waitFor();
    // the doc 3 §9 defaults
    expect(await form.getByTestId('store-totalDuration').inputValue()).toBe('120');
    expect(await form.getByTestId('store-cpDuration').inputValue()).toBe('39');
    expect(await form.getByTestId('store-timeoutTag').inputValue()).toBe('0.1');
    expect(await form.getByTestId('store-nfRetryCnt').inputValue()).toBe('8');
    // the messages, first failing field first
    await page().getByTestId('store-form-save').click();
    await expect.poll(() => page().getByTestId('store-form-error').textContent()).toBe('Fill in Store Code!');
    await form.getByTestId('store-storeCode').fill('E2E01');
    await page().getByTestId('store-form-save').click();
    await expect.poll(() => page().getByTestId('store-form-error').textContent()).toBe('Fill in Store Name!');
    await form.getByTestId('store-storeName').fill('E2E store');
    await form.getByTestId('store-totalDuration').fill('5');
    await page().getByTestId('store-form-save').click();
    await expect
      .poll(() => page().getByTestId('store-form-error').textContent())
      .toBe('This value must be greater than 10 and less than 300.');
    await form.getByTestId('store-totalDuration').fill('120');
    // the position: a click on the map, then zoom 16 on the chosen place
    const map = new MapView(page(), 'position-position-map');
    await map.container().waitFor();
    const box = await map.container().boundingBox();
    if (!box) throw new Error('no map');
    await page().mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
    await expect.poll(() => map.zoom()).toBe(16);
    const latitude = Number(await form.getByTestId('position-position-latitude').inputValue());
    expect(Number.isFinite(latitude) && latitude !== 0).toBe(true);
    await page().screenshot({ path: `${SHOTS}/store-create.png` });
    await page().getByTestId('store-form-save').click();
    await form.waitFor({ state: 'hidden' });

    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const created = await admin.call<Record<string, unknown>>('GET', '/config/store/E2E01');
    expect(created).toMatchObject({
      storeName: 'E2E store',
      totalDuration: 120,
      eventDuration: 1,
      cpDuration: 39,
      baseTimeout: 60,
      timeoutTag: 0.1,
      nfRandomPercent: 5,
      nfRetryCnt: 8,
      nfBasicSleep: 18,
      nfDeepSleepDuration: 30,
      tagStatusCheckDay: 'SUN',
      timeServerPort: 123,
    });
    expect((created.position as { latitude: number }).latitude).toBeCloseTo(latitude, 4);

    // edit it (the row of the new store, found by its filter)
    await page().getByTestId('filter-storeCode').fill('E2E01');
    const row = page().locator('[data-testid="store-config-row"][data-store-code="E2E01"]');
    await row.waitFor();
    await row.getByTestId('store-config-edit').click();
    await form.waitFor();
    expect(await form.getByTestId('store-storeCode').isDisabled()).toBe(true);
    await form.getByTestId('store-storeName').fill('E2E store renamed');
    await page().getByTestId('store-form-save').click();
    await form.waitFor({ state: 'hidden' });
    expect((await admin.call<{ storeName: string }>('GET', '/config/store/E2E01')).storeName).toBe(
      'E2E store renamed',
    );

    // all gateways of a demo store: a bad IP gives its message, a good one is saved (gwOK)
    await page().getByTestId('filter-storeCode').fill('JP001');
    const jp = page().locator('[data-testid="store-config-row"][data-store-code="JP001"]');
    await jp.waitFor();
    await jp.getByTestId('store-config-gateways').click();
    await page().getByTestId('store-gateway-row').first().waitFor();
    await page().screenshot({ path: `${SHOTS}/store-gateways.png` });
    await page().getByTestId('store-gateways-edit-all').click();
    const editAll = page().getByTestId('gateway-edit-all-dialog');
    await editAll.waitFor();
    await page().getByTestId('edit-all-save').click();
    await errorDialog('No changed!').expectMessage('Gateway configurations have not been changed.');
    await closeError('No changed!');
    const ip = editAll.getByTestId('all-ip-0');
    await ip.fill('10.9.9.9');
    await page().getByTestId('edit-all-save').click();
    await errorDialog().expectMessage('Enter the correct ipv4 format in Gateway IP.');
    await closeError();
    await ip.fill('10.9.9.9:8080');
    await page().getByTestId('edit-all-save').click();
    await editAll.getByTestId('edit-all-result').waitFor();
    await page().screenshot({ path: `${SHOTS}/store-gateways-result.png` });
  });

  it('exports a store and migrates it into a second server', async () => {
    second = await startServer({ env: { DEMO: '1' } });
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    // the store lives on the suite's shared server only while this test runs: the maps of other files count stores
    try {
      await admin.call('POST', '/config/store', {
        storeCode: 'MIG01',
        storeName: 'Migrating',
        position: { latitude: 37.5, longitude: 127.0 },
        totalDuration: 120,
        eventDuration: 1,
        cpDuration: 39,
        baseTimeout: 60,
        timeoutTag: 0.1,
      });
      // the store gets products, a promotion and an account of its own
      await admin.call('POST', '/product', {
        storeCode: 'MIG01',
        product: [
          { prCode: 'MIGP1', prName: 'Moved one', layoutId: 'L01', prInfo: ['Moved one', '100'] },
          { prCode: 'MIGP2', prName: 'Moved two', layoutId: 'L01', prInfo: ['Moved two', '200'] },
        ],
      });
      const day = 86_400_000;
      await admin.call('POST', '/product/promotion/MIG01', {
        data: [
          {
            promotionId: 'M1',
            type: 'SALE',
            prCode: 'MIGP1',
            promotionPrice: 50,
            startDate: new Date(Date.now() - day).toISOString(),
            endDate: new Date(Date.now() + day).toISOString(),
          },
        ],
      });
      const roleId = await admin.roleId('Store Manager');
      await admin.call('POST', '/auth/account', {
        email: 'mig01@example.com',
        name: 'Mig',
        mobile: '1',
        password: 'Mig01#2026x',
        role_id: roleId,
        store: ['MIG01'],
      });

      await page().setViewportSize({ width: 1280, height: 900 });
      await signIn(page(), demoAccounts.admin);
      await open('/setting/store-config', 'store-config-title');
      await page().getByTestId('filter-storeCode').fill('MIG01');
      const row = page().locator('[data-testid="store-config-row"][data-store-code="MIG01"]');
      await row.waitFor();
      const download = page().waitForEvent('download');
      await row.getByTestId('store-config-export').click();
      const file = `${SHOTS}/MIG01.esl-store.json.gz`;
      await (await download).saveAs(file);

      // the second server: the same admin signs in there and uploads the file
      const other = page();
      const login = new LoginPage(other, second.baseUrl);
      await login.open();
      await login.login(demoAccounts.admin.email, demoAccounts.admin.password);
      await new DashboardPage(other, second.baseUrl).waitUntilShown();
      await other.goto(`${second.baseUrl}/#/setting/store-config`);
      await other.getByTestId('store-config-migrate').click();
      await other.getByTestId('migration-dialog').waitFor();
      await other.screenshot({ path: `${SHOTS}/migration-confirm.png` });
      await other.getByTestId('migration-file').setInputFiles(file);
      await other.getByTestId('migration-result').waitFor();
      expect(await other.getByTestId('migration-productCount').textContent()).toBe('2');
      expect(await other.getByTestId('migration-accountCount').textContent()).toBe('1');
      expect(await other.getByTestId('migration-gwCount').textContent()).toBe('0');
      expect(await other.getByTestId('migration-mailed').textContent()).toBe(
        t('app.settings.migrationAccountsMailed', { smart_count: 1 }),
      );
      await other.screenshot({ path: `${SHOTS}/migration-result.png` });
      const there = await Api.login(second.baseUrl, demoAccounts.admin.email, demoAccounts.admin.password);
      expect((await there.call<{ storeName: string }>('GET', '/config/store/MIG01')).storeName).toBe(
        'Migrating',
      );
      expect((await there.call<{ data: unknown[] }>('GET', '/product/promotion/MIG01')).data).toHaveLength(1);
      // the store's account has no password on the second server until it uses the link mailed there
      expect((await Api.rawLogin(second.baseUrl, 'mig01@example.com', 'Mig01#2026x')).status).toBe(401);
      const link = new URL(await mailedLink(second.mailDir, 'mig01@example.com'));
      const query = new URLSearchParams(link.hash.split('?')[1]);
      const chosen = await fetch(`${second.baseUrl}/api/auth/reset/password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: query.get('email'),
          token: query.get('token'),
          password: 'Mig01#2026y',
        }),
      });
      expect(chosen.status).toBe(200);
      const moved = await Api.login(second.baseUrl, 'mig01@example.com', 'Mig01#2026y');
      expect(moved).toBeDefined();
      // the same file again: 'Migration failed : {reason}'
      await other.getByTestId('migration-close').click();
      await other.getByTestId('store-config-migrate').click();
      await other.getByTestId('migration-file').setInputFiles(file);
      await expect
        .poll(() => other.getByTestId('migration-failed').textContent())
        .toBe('Migration failed : The store MIG01 already exists on this server.');
    } finally {
      await admin.call('DELETE', '/auth/account/mig01%40example.com').catch(() => undefined);
      await admin.call('DELETE', '/config/store/MIG01').catch(() => undefined);
    }
  });

  it('amac, alias and promotion pages', async () => {
    await page().setViewportSize({ width: 1280, height: 900 });
    await signIn(page(), demoAccounts.admin);
    await open('/setting/amac-config', 'amac-title');
    await page().getByTestId('amac-add').click();
    await page().getByTestId('amac-save').click();
    await expect
      .poll(() => page().getByTestId('amac-form-error').textContent())
      .toBe('Fill in Abstract Data!');
    await page().getByTestId('amac-abstractData').fill('Apple');
    await page().getByTestId('amac-save').click();
    await expect
      .poll(() => page().getByTestId('amac-form-error').textContent())
      .toBe('Fill in Abstract Code!');
    await page().getByTestId('amac-abstractCode').fill('A01');
    await page().getByTestId('amac-save').click();
    await page().locator('[data-testid="amac-row"][data-abstract-code="A01"]').waitFor();
    await page().screenshot({ path: `${SHOTS}/amac.png` });

    await open('/setting/alias-config', 'alias-title');
    await page().getByTestId('alias-row').first().waitFor();
    const rows = await page().getByTestId('alias-row').count();
    await page().getByTestId('alias-add').click();
    expect(await page().getByTestId('alias-row').count()).toBe(rows + 1);
    await page().screenshot({ path: `${SHOTS}/alias.png`, fullPage: true });
    // exactly one key: the key entry with its name cleared is dropped, which leaves no key, and nothing is saved
    const keyRow = page()
      .getByTestId('alias-row')
      .filter({ has: page().locator('[data-testid^="alias-key-"].Mui-checked') });
    const keyName = keyRow.locator('[data-testid^="alias-name-"]');
    const keyText = await keyName.inputValue();
    await keyName.fill('');
    await page().getByTestId('alias-save').click();
    await errorDialog().expectMessage(t('app.settings.aliasOneKey'));
    await closeError();
    const saved = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const stored = await saved.call<{ data: Array<{ name: string; key: boolean }> }>('GET', '/config/alias');
    expect(stored.data.filter((a) => a.key).map((a) => a.name)).toEqual([keyText]);
    await keyName.fill(keyText);
    await page().getByTestId('alias-save').click();
    await page().getByText(t('app.settings.saved')).first().waitFor();
    // the new entry's name is blank: dropped on save
    await expect.poll(() => page().getByTestId('alias-row').count()).toBe(rows);

    await open('/setting/promotion', 'promotion-title');
    await page().getByTestId('promotion-type').first().waitFor();
    await page().screenshot({ path: `${SHOTS}/promotion.png` });
  });
  it.each([
    ['/setting/server-config', /\/api\/config\/server$/, 'server'],
    ['/setting/store-config', /\/api\/config\/store\/search$/, 'store'],
    ['/setting/amac-config', /\/api\/config\/amac\/search$/, 'amac'],
  ])('%s: a load failure shows its title, then logs out and reloads', async (path, call, title) => {
    await signIn(page(), demoAccounts.admin);
    await page().route(call, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"database unreachable"}',
      }),
    );
    await page().goto(`${baseUrl()}/#${path}`);
    const dialog = errorDialog(t(`app.settings.errors.${title}`));
    await dialog.expectMessage('database unreachable');
    await page().screenshot({ path: `${SHOTS}/load-failure-${title}.png` });
    await closeError(t(`app.settings.errors.${title}`));
    await new LoginPage(page(), baseUrl()).waitForForm();
    await expect.poll(() => page().evaluate(() => window.location.hash)).toMatch(/^#\/login/);
  });
});
