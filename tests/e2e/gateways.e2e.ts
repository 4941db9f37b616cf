// Store detail and gateway detail (doc 1 §2.7, doc 3 §5): the edit validations with their exact messages,
// 'No changed!' for edit one and edit all, link check and reboot answers on a live simulated gateway.
import { describe, expect, it, vi } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Dialog } from './support/pages/Dialog';
import { GatewaysPage } from './support/pages/GatewaysPage';

const SHOTS = '/tmp/shots3';

interface Gw {
  gwMac: string;
  status: string;
  ip: string;
  lastStatusTime: string | null;
}

async function gatewaysOf(storeCode: string): Promise<Gw[]> {
  const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
  return (await admin.call<{ objList: Gw[] }>('GET', `/status/store/${storeCode}`)).objList;
}

describe('store detail and gateway detail', () => {
  const page = pagePerTest();

  it('edit one shows every validation message of the spec and "No changed!" when nothing changed', async () => {
    const [first] = await gatewaysOf('JP002');
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const gw = new GatewaysPage(page(), baseUrl());
    await gw.openStore('JP002');
    await page().screenshot({ path: `${SHOTS}/gateways-store-detail.png` });
    const ipCell = gw.row(first.gwMac).getByTestId('gateway-ip');
    expect(first.ip.endsWith(':8080')).toBe(true);
    expect(await ipCell.textContent()).toBe(first.ip.replace(/:8080$/, ''));

    await gw.row(first.gwMac).getByTestId('gateway-edit').click();
    await gw.configDialog().waitUntilOpen();
    await page().getByTestId('config-save').click();
    const noChange = new Dialog(page(), gw.t('app.gateways.noChangedTitle'));
    await noChange.expectMessage('Gateway configurations have not been changed.');
    expect(gw.t('app.gateways.noChangedTitle')).toBe('No changed!');
    await gw.closeError(gw.t('app.gateways.noChangedTitle'));

    const cases: Array<[string, string, string]> = [
      ['gwIndex', 'x1', 'Enter a number for the GW Index.'],
      ['channelGroupIndex', '1.5', 'Enter a number for the Channel Group Index.'],
      ['ip', '10.0.0.10', 'Enter the correct ipv4 format in Gateway IP.'],
      ['netmask', '255.255.256.0', 'Enter the correct ipv4 format in Netmask.'],
      ['defaultGateway', '10.0.0', 'Enter the correct ipv4 format in Default GW.'],
      ['dns', 'dns.example', 'Enter the correct ipv4 format in DNS IP.'],
      ['eslServerPort', '90x', 'Enter a number for the ESL Server Port.'],
    ];
    for (const [field, value, message] of cases) {
      const input = gw.configInput(field);
      const before = await input.inputValue();
      await input.fill(value);
      await page().getByTestId('config-save').click();
      await gw.errorDialog().expectMessage(message);
      if (field === 'ip') await page().screenshot({ path: `${SHOTS}/gateways-edit-message.png` });
      await gw.closeError();
      await input.fill(before);
    }

    // the channels are a choice of the store's range: 11 to 26, plus 27 to 31 only with outband
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const config = await admin.call<{
      outbandEnable: boolean;
      data: Array<{ gwMac: string; dataChannel: number }>;
    }>('GET', '/config/store/JP002/gw');
    const current = String(config.data.find((g) => g.gwMac === first.gwMac)?.dataChannel ?? '');
    const range = Array.from({ length: (config.outbandEnable ? 31 : 26) - 10 }, (_, i) => String(11 + i));
    await gw
      .configDialog()
      .root.getByRole('combobox', { name: gw.t('resources.gateways.fields.dataChannel') })
      .click();
    const options = page().getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(
      range.includes(current) || current === '' ? range : [...range, current],
    );
    await page().keyboard.press('Escape');
    await page().getByRole('listbox').waitFor({ state: 'detached' });
  });

  it('edit all without a change says "No changed!" and sends nothing', async () => {
    await signIn(page(), demoAccounts.admin);
    const gw = new GatewaysPage(page(), baseUrl());
    await gw.openStore('EU003');
    await page().getByTestId('edit-all').click();
    await gw.editAllDialog('EU003').waitUntilOpen();
    let puts = 0;
    page().on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/config/store/')) puts += 1;
    });
    await page().getByTestId('edit-all-save').click();
    await new Dialog(page(), 'No changed!').expectMessage('Gateway configurations have not been changed.');
    await page().screenshot({ path: `${SHOTS}/gateways-edit-all-nochange.png` });
    await gw.closeError('No changed!');
    expect(puts).toBe(0);
    // a real change goes out and the dialog reports gwOK / gwNG
    const row = page().getByTestId('all-eslServerPort-0');
    await row.fill('9002');
    await page().getByTestId('edit-all-save').click();
    await page().getByTestId('edit-all-result').waitFor();
    expect(puts).toBe(1);
  });

  it('gateway detail: link check succeeds, reboot restarts, then link check fails and a second reboot fails', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    // a gateway whose heartbeat has just come in: a simulated outage starting now shows OFFLINE only after
    // two ticks without one, later than the link check below (a gateway merely not OFFLINE yet may be down)
    const before = new Map((await gatewaysOf('KR002')).map((g) => [g.gwMac, g.lastStatusTime]));
    const target = await vi.waitFor(
      async () => {
        const beating = (await gatewaysOf('KR002')).find(
          (g) => g.status !== 'OFFLINE' && g.lastStatusTime !== before.get(g.gwMac),
        );
        if (!beating) throw new Error('no heartbeat in KR002 yet');
        return beating;
      },
      { timeout: 30_000, interval: 250 },
    );
    const gw = new GatewaysPage(page(), baseUrl());
    await gw.openGateway('KR002', target.gwMac);
    await page().getByTestId('gauge-memory').waitFor();
    await page().getByTestId('link-check').click();
    await gw.toast('Success').waitFor();
    await page().screenshot({ path: `${SHOTS}/gateways-detail.png` });

    await page().getByTestId('reboot').click();
    await page()
      .getByRole('dialog')
      .getByRole('button', { name: gw.t('app.action.yes') })
      .click();
    await gw.toast('GW will restart soon.').waitFor();

    await page().getByTestId('link-check').click();
    await new Dialog(page(), 'Fail').expectMessage("Can't connect to the GW");
    await page().screenshot({ path: `${SHOTS}/gateways-link-fail.png` });
    await gw.closeError('Fail');

    await page().getByTestId('reboot').click();
    await page()
      .getByRole('dialog')
      .getByRole('button', { name: gw.t('app.action.yes') })
      .click();
    await gw.errorDialog().expectMessage('GW reboot failed.');
  });
});
