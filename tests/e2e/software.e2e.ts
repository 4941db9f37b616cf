// The software area (doc 3 §2 Software; docs/api.md 'Software upgrade', 'Mobile app files'), as an operator
// uses it: an upgrade package with a bad checksum is refused with its message and changes nothing; a good one
// rolls out through the canary and the waves to 100 % (the server of the e2e suite steps rollouts every
// SIM_ROLLOUT_PACE_MS = 300 ms: tests/e2e/globalSetup.ts), the dashboard's GRM counts follow, and one action
// rolls it back. A mobile app file is uploaded, made active (highlighted), downloaded and removed.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { Dialog } from './support/pages/Dialog';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/D-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const t = translator('en_US');
const admin = () => Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);

/** an upgrade package: the manifest line, then the payload (docs/api.md 'Software upgrade') */
function upgradePackage(component: string, version: string, badChecksum = false): Buffer {
  const payload = Buffer.from(`${component} ${version} image `.repeat(2000));
  const sha256 = badChecksum ? '0'.repeat(64) : createHash('sha256').update(payload).digest('hex');
  const manifest = JSON.stringify({ format: 'esl-upgrade/1', component, version, sha256 });
  return Buffer.concat([Buffer.from(`${manifest}\n`), payload]);
}

class SoftwarePage extends Shell {
  async open(): Promise<void> {
    await this.sidebarItem('app.menu.software').click();
    await this.page.getByTestId('software-page').waitFor();
  }

  async queue(name: string, content: Buffer): Promise<void> {
    await this.page
      .getByTestId('upgrade-file-input')
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: content });
  }

  grmVersion(): Promise<string | null> {
    return this.page.getByTestId('version-grm').getAttribute('data-version');
  }

  rollout() {
    return this.page.getByTestId('rollout-grm');
  }

  appRow(fileName: string) {
    return this.page.getByTestId('app-file-row').filter({ hasText: fileName });
  }
}

async function open(p: Page): Promise<SoftwarePage> {
  await p.setViewportSize({ width: 1400, height: 1000 });
  await signIn(p, demoAccounts.admin);
  const software = new SoftwarePage(p, baseUrl(), t);
  await software.open();
  return software;
}

describe('software upgrade and mobile app files', () => {
  const page = pagePerTest();

  it('refuses a bad package with its message, rolls a good one out through canary and waves to 100 %, then rolls it back', async () => {
    const software = await open(page());
    // the version card renders before the server's answer: wait for the version, then read it
    await expect.poll(() => software.grmVersion()).toMatch(/^\d+\.\d+\.\d+$/);
    const before = await software.grmVersion();
    const version = `${before!.split('.').slice(0, 2).join('.')}.${(Date.now() % 100_000) + 1000}`;

    // a bad checksum: refused with the message, nothing changes
    await software.queue(`grm-${version}-broken.pkg`, upgradePackage('grm', version, true));
    await page().getByTestId('upgrade-upload').click();
    const refused = page().getByTestId('upgrade-queue-item').filter({ hasText: 'broken' });
    await expect.poll(() => refused.getAttribute('data-state')).toBe('refused');
    expect(await refused.getByTestId('upgrade-file-message').innerText()).toBe(
      "Invalid upgrade package: the payload's checksum does not match the manifest.",
    );
    await page().screenshot({ path: `${SHOTS}/sw-upgrade-refused.png` });
    expect(await software.grmVersion()).toBe(before);

    // a good one: accepted, its rollout starts with the canary
    await software.queue(`grm-${version}.pkg`, upgradePackage('grm', version));
    await page().getByTestId('upgrade-upload').click();
    const accepted = page()
      .getByTestId('upgrade-queue-item')
      .filter({ hasText: `grm-${version}.pkg` });
    await expect.poll(() => accepted.getAttribute('data-state'), { timeout: 30_000 }).toBe('accepted');
    await expect.poll(() => software.grmVersion()).toBe(version);
    const rollout = software.rollout();
    await expect.poll(() => rollout.innerText()).toContain(`Rollout of GRM ${version}`);

    // stages finish in order: a later stage never moves before the ones before it are done
    const stageProgress = async () =>
      (await rollout
        .getByTestId('rollout-stage')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-progress'))))) as number[];
    let shot = false;
    await expect
      .poll(
        async () => {
          const progress = await stageProgress();
          for (let i = 1; i < progress.length; i += 1) if (progress[i] > 0) expect(progress[i - 1]).toBe(100);
          if (!shot && progress[0] === 100 && progress.at(-1)! < 100) {
            shot = true;
            await page().screenshot({ path: `${SHOTS}/sw-upgrade-rollout.png`, fullPage: true });
          }
          return rollout.getAttribute('data-state');
        },
        { timeout: 120_000, interval: 200 },
      )
      .toBe('COMPLETED');
    expect(await stageProgress()).toEqual([100, 100, 100, 100]);
    expect(await rollout.getAttribute('data-progress')).toBe('100');
    // the per-store table: every store at 100 %
    const storeRows = rollout.getByTestId('rollout-store-row');
    await expect.poll(() => storeRows.count()).toBeGreaterThan(0);
    // (the table refetches every 2 s while the rollout moves)
    await expect
      .poll(
        async () =>
          new Set(
            await storeRows
              .getByTestId('task-progress')
              .evaluateAll((els) => els.map((e) => e.getAttribute('data-progress'))),
          ),
        { timeout: 20_000 },
      )
      .toEqual(new Set(['100']));
    await page().screenshot({ path: `${SHOTS}/sw-upgrade-completed.png`, fullPage: true });

    // the dashboard's GRM doughnut counts the gateways that report the new version
    const api = await admin();
    const { data } = await api.call<{ data: Array<{ component: string; totals: { done: number } }> }>(
      'GET',
      '/upgrade/rollout',
    );
    const done = data.find((r) => r.component === 'grm')!.totals.done;
    const stats = await api.call<{ gateways: { grmVersions: Array<{ version: string; count: number }> } }>(
      'GET',
      '/stats/dashboard',
    );
    expect(stats.gateways.grmVersions.find((v) => v.version === version)?.count).toBe(done);

    // roll back with one action (and its confirmation)
    await rollout.getByTestId('rollout-rollback').click();
    const confirm = new Dialog(page(), t('app.software.rollout.rollback'));
    await confirm.press('Confirm');
    await expect.poll(() => rollout.getAttribute('data-state'), { timeout: 60_000 }).toBe('ROLLED_BACK');
    await expect.poll(() => software.grmVersion()).toBe(before);
    const after = await api.call<{ gateways: { grmVersions: Array<{ version: string }> } }>(
      'GET',
      '/stats/dashboard',
    );
    expect(after.gateways.grmVersions.map((v) => v.version)).not.toContain(version);
  });

  it('uploads a mobile app file, makes it active, downloads it and removes it', async () => {
    const software = await open(page());
    const fileName = `mobile_3.${Date.now() % 100_000}.0.apk`;
    const content = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 31) % 256));

    // a wrong name is refused before sending, with an example file name
    await page().getByTestId('app-file-upload').click();
    const dialog = await new Dialog(page(), t('app.software.appFiles.uploadTitle')).waitUntilOpen();
    await page()
      .getByTestId('app-file-input')
      .setInputFiles({ name: 'app-release.apk', mimeType: 'application/octet-stream', buffer: content });
    await dialog.press(t('app.software.appFiles.upload'));
    const error = new Dialog(page(), t('app.error.title'));
    await error.expectMessage(`Invalid file format ${t('app.software.appFiles.example')}`);
    await error.press(t('app.action.ok'));

    await page()
      .getByTestId('app-file-input')
      .setInputFiles({ name: fileName, mimeType: 'application/octet-stream', buffer: content });
    await dialog.press(t('app.software.appFiles.upload'));
    await dialog.waitUntilClosed();
    const row = software.appRow(fileName);
    await row.waitFor();

    await row.getByTestId('app-file-activate').click();
    await expect.poll(() => row.getAttribute('class')).toContain('app-file-active');
    expect(await row.innerText()).toContain(t('app.software.appFiles.fields.active'));
    expect(await page().locator('.app-file-active').count()).toBe(1);
    await page().screenshot({ path: `${SHOTS}/sw-app-files.png`, fullPage: true });

    const downloaded = page().waitForEvent('download');
    await row.getByTestId('app-file-download').click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(fileName);
    expect(readFileSync((await download.path())!)).toEqual(content);

    await row.getByTestId('app-file-remove').click();
    await new Dialog(page(), t('app.software.appFiles.remove')).press('Confirm');
    await expect.poll(() => row.count()).toBe(0);
    const { data } = await (
      await admin()
    ).call<{ data: Array<{ fileName: string }> }>('GET', '/app/file/list');
    expect(data.map((f) => f.fileName)).not.toContain(fileName);
  });
});
