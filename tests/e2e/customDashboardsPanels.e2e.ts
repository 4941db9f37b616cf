// Custom dashboards, issue 38's missing features as an operator uses them, continued (customDashboardsFeatures.e2e.ts
// has the rest): the version history restores an earlier save; a starter dashboard is copied, edited and saved; text
// and gauge panels; and an alarm raised and resolved from a panel's threshold.
import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { tagCount, createBoard, countOf, type Saved } from './support/dashboardBoards';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { CustomDashboardsPage } from './support/pages/CustomDashboardsPage';
import { DashboardFeaturesPage } from './support/pages/DashboardFeaturesPage';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/customDashboardsPanels-shots';
mkdirSync(SHOTS, { recursive: true });
const POLL = { timeout: 20_000 };

describe('custom dashboards: issue 38 features, panels and versions', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/last.png`, fullPage: true }));

  it('keeps each save as a version, who saved it and when, and restores an earlier one', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const board = await createBoard(api, `E2E versions ${Date.now()}`, [tagCount('p1', 'Tags')]);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const features = new DashboardFeaturesPage(page(), baseUrl());
    // two saves: a duplicate each
    for (const copy of ['p2', 'p3']) {
      await boards.open(String(board.id), '?edit=1');
      await boards.panel('p1').waitFor();
      await features.duplicatePanel('p1');
      await boards.panel(copy).waitFor();
      await boards.save();
    }
    expect(await page().getByTestId('dashboard-panel').count()).toBe(3);
    const dialog = await features.openVersions();
    const rows = dialog.getByTestId('version-row');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    const versions = await rows.evaluateAll((items) => items.map((item) => Number(item.dataset.version)));
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(await dialog.getByTestId('version-saved-by').first().textContent()).toBeTruthy();
    await features.dialogShown('versions-dialog');
    await page().screenshot({ path: `${SHOTS}/versions.png` });
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // the first version back: one panel on the page and on the server, and the restore is a version of its own
    const first = versions.at(-1)!;
    await features.restoreVersion(first);
    await expect.poll(() => page().getByTestId('dashboard-panel').count(), POLL).toBe(1);
    expect((await api.call<Saved>('GET', `/dashboards/${board.id}`)).panels.map((panel) => panel.id)).toEqual(
      ['p1'],
    );
    const again = await features.openVersions();
    await expect.poll(() => again.getByTestId('version-row').count(), POLL).toBe(4);
  });

  it('copies a starter dashboard (named in Japanese) into an editable one, edits a panel and saves it', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.openList();
    await page().getByTestId('dashboard-starter').first().waitFor();
    expect(await page().getByTestId('dashboard-starter').count()).toBeGreaterThanOrEqual(3);
    await page().screenshot({ path: `${SHOTS}/starters.png`, fullPage: true });
    await new Shell(page(), baseUrl()).switchLanguage('ja_JP');
    const ja = translator('ja_JP');
    await boards.openList();
    const starter = page().getByTestId('dashboard-starter').first();
    await starter.waitFor();
    const key = (await starter.getAttribute('data-starter'))!;
    const name = ja(`app.customDashboards.starters.items.${key}.name`);
    expect(await starter.locator('h3').textContent()).toBe(name);
    await page().screenshot({ path: `${SHOTS}/starters-ja.png`, fullPage: true });
    await starter.getByTestId('starter-copy').click();
    await page().getByTestId('panel-add').waitFor();
    expect(page().url()).toContain('edit=1');
    const id = /\/dashboards\/(\d+)/.exec(page().url())![1];
    const copy = await api.call<Saved>('GET', `/dashboards/${id}`);
    expect(copy.name).toBe(name);
    expect(copy.editable).toBe(true);
    expect(copy.panels.length).toBeGreaterThan(0);
    expect(copy.panels.filter((panel) => panel.kind === 'spec')).toEqual([]);
    // every panel editable; the first one renamed and saved
    const first = copy.panels[0];
    expect(
      await page()
        .getByTestId('panel-edit')
        .evaluateAll((buttons) => buttons.some((b) => b.hasAttribute('disabled'))),
    ).toBe(false);
    await boards.panel(first.id).getByTestId('panel-edit').click();
    const title = `Edited ${Date.now()}`;
    const editor = page().getByTestId(first.kind === 'text' ? 'text-panel-editor' : 'panel-editor');
    await editor.getByTestId('editor-title').fill(title);
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'detached' });
    await boards.save();
    expect((await api.call<Saved>('GET', `/dashboards/${id}`)).panels[0].title).toBe(title);
  });

  it('draws a text panel from Markdown (no HTML) and a gauge within its range, in English and Japanese', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const board = await createBoard(api, `E2E text and gauge ${Date.now()}`, []);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const features = new DashboardFeaturesPage(page(), baseUrl());
    await boards.open(String(board.id), '?edit=1');
    await features.addTextPanel(
      'Shift notes',
      '# Before opening\n\n- check **aisle 4**\n- [runbook](https://example.com/runbook)\n\n<img src=x onerror="document.title=1">',
    );
    await boards.addPanel({ kind: 'gauge', title: 'Tags', entity: 'tag' });
    const total = await countOf(api, []);
    await boards.panel('p2').getByTestId('panel-edit').click();
    const editor = page().getByTestId('panel-editor');
    await editor.getByTestId('gauge-max').fill(String(total * 2));
    await editor.getByTestId('gauge-thresholds').fill(`${total * 1.5}:#d32f2f`);
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'detached' });
    await boards.save();

    const text = boards.panel('p1').getByTestId('panel-text');
    expect(await text.getByRole('heading', { level: 1 }).textContent()).toBe('Before opening');
    expect(await text.locator('strong').textContent()).toBe('aisle 4');
    expect(await text.locator('img').count()).toBe(0);
    const meter = boards.panel('p2').getByRole('meter');
    await meter.waitFor();
    expect(await meter.getAttribute('aria-valuemax')).toBe(String(total * 2));
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const saved = await api.call<Saved>('GET', `/dashboards/${board.id}`);
    expect(saved.panels.map((panel) => panel.kind)).toEqual(['text', 'gauge']);
    expect(saved.panels[1].options).toMatchObject({ max: total * 2 });
    await page().screenshot({ path: `${SHOTS}/text-gauge-en.png` });

    await new Shell(page(), baseUrl()).switchLanguage('ja_JP');
    await boards.open(String(board.id));
    await boards.panel('p2').getByRole('meter').waitFor();
    await page().screenshot({ path: `${SHOTS}/text-gauge-ja.png` });
  });

  it('an alert raised and resolved from a panel threshold', { timeout: 420_000 }, async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const name = `E2E alert ${Date.now()}`;
    const board = await createBoard(api, name, [tagCount('p1', 'Tags')]);
    const total = await countOf(api, []);
    expect(total).toBeGreaterThan(0);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const features = new DashboardFeaturesPage(page(), baseUrl());

    /** sets the number panel's rule and saves the dashboard */
    const setRule = async (threshold: number) => {
      await boards.open(String(board.id), '?edit=1');
      await boards.panel('p1').getByTestId('panel-edit').click();
      await features.setAlert({ comparison: 'above', threshold, forMinutes: 0 });
      await page().screenshot({ path: `${SHOTS}/alert-editor.png` });
      await page().getByTestId('panel-editor').getByTestId('editor-save').click();
      await boards.save();
    };
    const ALERT_POLL = { timeout: 180_000, interval: 2000 };

    // above 0 at once: the demo's tags exceed it, the panel shows firing, the alarm is in the history
    await setRule(0);
    expect((await api.call<Saved>('GET', `/dashboards/${board.id}`)).panels[0].alert).toEqual({
      enabled: true,
      comparison: 'above',
      threshold: 0,
      forMinutes: 0,
    });
    await expect.poll(() => features.alertState('p1'), ALERT_POLL).toBe('firing');
    await page().screenshot({ path: `${SHOTS}/alert-firing.png` });
    await page().goto(`${baseUrl()}/#/alarm/history`);
    const raised = page().getByTestId('system-alarm-row').filter({ hasText: 'PANEL THRESHOLD' });
    await raised.first().waitFor({ timeout: 30_000 });

    // far above what the demo holds: it falls back, the panel shows ok, the clearing is in the history
    await setRule(total * 1000);
    await expect.poll(() => features.alertState('p1'), ALERT_POLL).toBe('ok');
    await page().goto(`${baseUrl()}/#/alarm/history`);
    await page()
      .getByTestId('system-alarm-row')
      .filter({ hasText: 'PANEL THRESHOLD CLEARED' })
      .first()
      .waitFor({ timeout: 30_000 });
    await page().screenshot({ path: `${SHOTS}/alarm-history.png`, fullPage: true });
  });
});
