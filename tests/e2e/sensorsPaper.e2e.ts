// Sensors and paper labels (doc 2 §2, §3, §4, §7), as an operator uses them: the sensor status map with its
// NORMAL / ALARM / OFFLINE toggles (markers, list and toggle counts agree; a hidden status leaves neither marker
// nor list item), a store's sensors, a sensor's sensing chart over a chosen range and its alarm history; then a
// paper file uploaded through the dialog, its task printed by the simulated printers (globalSetup: SIM_PRINT_MS,
// SIM_PRINT_FAIL_RATE) until complete with SUCCESS and FAIL rows, the upload at the top of the history and its detail.
import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { Shell } from './support/pages/Shell';
import { pickStore } from './support/storePicker';

const SHOTS = '/tmp/sensorpaper-shots';
mkdirSync(SHOTS, { recursive: true });
const t = translator('en_US');
const STATUSES = ['NORMAL', 'OFFLINE', 'ALARM'] as const;

const admin = () => Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

describe('sensors', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/sensors-last.png` }));

  it('the status map toggles hide and show stores by status; a sensor charts its values over a chosen range', async () => {
    await signIn(page(), demoAccounts.admin);
    const shell = new Shell(page(), baseUrl(), t);
    await shell.sidebarItem('app.menu.sensors').click();
    await page().getByTestId('sensor-status-page').waitFor();
    await page().getByTestId('view-map').click();
    await page().getByTestId('sensor-map').waitFor();
    // the list beside the map, the markers and the toggles' counts tell the same story (read at once: the page
    // refreshes itself while the simulator's sensors report)
    const mapState = () =>
      page().evaluate((statuses) => {
        const listed = [...document.querySelectorAll('[data-testid="map-list-item"]')].map(
          (item) => item.textContent ?? '',
        );
        return statuses.map((status) => ({
          status,
          markers: document.querySelectorAll(`path.store-marker-${status}`).length,
          listed: listed.filter((text) => text.toUpperCase().endsWith(status)).length,
          toggle: Number(
            /\((\d+)\)/.exec(
              document.querySelector(`[data-testid="map-toggle-${status}"]`)?.textContent ?? '',
            )?.[1] ?? NaN,
          ),
        }));
      }, STATUSES);
    const agree = async (hidden: string[] = []) => {
      const state = await mapState();
      const ok = state.every((s) =>
        hidden.includes(s.status)
          ? s.markers === 0 && s.listed === 0
          : s.markers === s.toggle && s.listed === s.toggle,
      );
      return ok ? 'agree' : JSON.stringify(state);
    };
    await expect.poll(() => agree(), { timeout: 30_000 }).toBe('agree');
    // the demo's JP001 has a sensor with a flat battery: it is OFFLINE
    const offline = page().locator('[data-testid="map-list-item"][data-store-code="JP001"]');
    await offline.waitFor();
    expect(await offline.textContent()).toMatch(/Offline|OFFLINE/);
    await page().screenshot({ path: `${SHOTS}/sensor-map.png` });
    await page().getByTestId('map-toggle-OFFLINE').click();
    await expect.poll(() => agree(['OFFLINE'])).toBe('agree');
    expect(await offline.count()).toBe(0);
    await page().getByTestId('map-toggle-NORMAL').click();
    await expect.poll(() => agree(['OFFLINE', 'NORMAL'])).toBe('agree');
    await page().screenshot({ path: `${SHOTS}/sensor-map-alarm-only.png` });
    await page().getByTestId('map-toggle-OFFLINE').click();
    await page().getByTestId('map-toggle-NORMAL').click();
    await expect.poll(() => agree()).toBe('agree');
    await offline.waitFor();

    // the table: a row opens the store's sensors, a sensor its sensing history
    await page().getByTestId('view-table').click();
    const api = await admin();
    const { data: summaries } = await api.call<{ data: Array<{ storeCode: string; storeName: string }> }>(
      'GET',
      '/status/sensor',
    );
    const storeName = summaries.find((s) => s.storeCode === 'KR001')?.storeName;
    const storeRow = page().locator('[data-testid="sensor-store-row"][data-store-code="KR001"]');
    await expect
      .poll(() => storeRow.locator('[data-field="successRate"]').textContent())
      .toMatch(/^\d+(\.\d)? %$/);
    await storeRow.click();
    await page().getByTestId('sensor-detail-page').waitFor();
    // the store is named on its sensor pages, not only coded
    await expect
      .poll(() => page().getByTestId('sensor-detail-page').getByRole('heading', { level: 1 }).textContent())
      .toBe(t('app.sensors.detailTitle', { storeCode: `${storeName} (KR001)` }));
    const rows = page().getByTestId('sensor-row');
    await expect.poll(() => rows.count()).toBe(6);
    const sensorMac = (await rows.first().getAttribute('data-sensor-mac')) ?? '';
    await rows.first().getByTestId('sensor-history-link').click();
    await page().getByTestId('sensor-history-page').waitFor();
    const chart = page().getByTestId('sensor-history-chart');
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBeGreaterThan(200);
    expect(await chart.locator('svg path').count()).toBeGreaterThan(0);
    await page().screenshot({ path: `${SHOTS}/sensor-history-day.png` });
    // yesterday only: the chart shows what the server answers for that day
    const yesterday = day(new Date(Date.now() - 86_400_000));
    await page().getByTestId('sensor-start-date').fill(yesterday);
    await page().getByTestId('sensor-end-date').fill(yesterday);
    await page().getByTestId('sensor-history-search').click();
    const from = new Date(`${yesterday}T00:00:00`).getTime() / 1000;
    const expected = await api.call<{ data: unknown[] }>(
      'GET',
      `/history/store/KR001/sensor/${encodeURIComponent(sensorMac)}?startDate=${from}&endDate=${from + 86_399}`,
    );
    await expect.poll(async () => Number(await chart.getAttribute('data-points'))).toBe(expected.data.length);
    await page().screenshot({ path: `${SHOTS}/sensor-history-yesterday.png` });
    // a range without samples: 'No Data'
    const later = day(new Date(Date.now() + 3 * 86_400_000));
    await page().getByTestId('sensor-end-date').fill(later);
    await page().getByTestId('sensor-start-date').fill(later);
    await page().getByTestId('sensor-history-search').click();
    await expect.poll(() => chart.textContent()).toBe(t('app.noData'));

    // its alarm history: alarmTime and alarmType with a date range
    await page().goBack();
    await page().getByTestId('sensor-detail-page').waitFor();
    await rows.first().getByTestId('sensor-alarm-link').click();
    await page().getByTestId('sensor-alarm-page').waitFor();
    await page().getByTestId('sensor-alarm-heading').first().waitFor();
    const headings = await page().getByTestId('sensor-alarm-heading').allTextContents();
    expect(headings.join('|')).toContain(t('app.sensors.fields.alarmTime'));
    expect(headings.join('|')).toContain(t('app.sensors.fields.alarmType'));
    await page().getByTestId('filter-startDate').waitFor();
    await page().getByTestId('filter-endDate').waitFor();
    await page().screenshot({ path: `${SHOTS}/sensor-alarms.png` });
  });
});

describe('paper labels', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/paper-last.png` }));

  it('an uploaded paper file becomes a task the simulated printers complete with SUCCESS and FAIL rows', async () => {
    await signIn(page(), demoAccounts.admin);
    const shell = new Shell(page(), baseUrl(), t);
    await shell.sidebarItem('app.menu.paperUploads').click();
    await page().getByTestId('paper-upload-history-page').waitFor();
    await page().getByTestId('paper-upload-open').click();
    const dialog = page().getByRole('dialog', { name: t('app.paper.uploadTitle') });
    await dialog.waitFor();
    await pickStore(page(), dialog.getByLabel(t('app.paper.store')), 'KR001');
    // the store menu has closed (its backdrop would take the Upload click on a busy machine)
    await page().getByRole('listbox').waitFor({ state: 'hidden' });
    await page().getByTestId('paper-upload-task-des').fill('E2E shelf talkers');
    const lines = [
      'prCode,name,price',
      ...Array.from({ length: 30 }, (_, i) => `E2E-${i + 1},Label ${i + 1},${100 + i}`),
      ',no code,1',
    ];
    await page()
      .getByTestId('paper-upload-file')
      .setInputFiles({ name: 'e2e-paper.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
    await page().getByTestId('paper-upload-send').click();
    const outcome = page().getByTestId('paper-upload-outcome');
    await outcome.waitFor();
    expect(await page().getByTestId('paper-upload-error').allTextContents()).toEqual([
      `32: ${t('validation.enterProductCode')}`,
    ]);
    await page().screenshot({ path: `${SHOTS}/paper-upload-outcome.png` });
    await page().getByTestId('paper-upload-task').click();
    await page().getByTestId('paper-task-detail-page').waitFor();
    // the printers print: wait until every row has a result (the page refreshes itself while they work)
    const complete = page().getByTestId('paper-task-fact-complete').locator('dd');
    await expect.poll(() => complete.textContent(), { timeout: 60_000, interval: 1000 }).toBe('30');
    const rows = page().getByTestId('paper-task-row-row');
    // the rows refresh on their own 3 s timer, apart from the facts above
    await expect
      .poll(() => page().locator('[data-testid="paper-task-row-row"][data-result="NONE"]').count(), {
        timeout: 30_000,
      })
      .toBe(0);
    expect(await rows.count()).toBe(25);
    const success = await page().locator('[data-testid="paper-task-row-row"][data-result="SUCCESS"]').count();
    const fail = await page().locator('[data-testid="paper-task-row-row"][data-result="FAIL"]').count();
    expect(success).toBeGreaterThan(0);
    expect(fail).toBeGreaterThan(0);
    expect(success + fail).toBe(25);
    // a failed row says why and when
    const failed = page().locator('[data-testid="paper-task-row-row"][data-result="FAIL"]').first();
    expect(await failed.locator('[data-field="resultMsg"]').textContent()).toMatch(
      /Paper out|Paper jam|Cover open|Label not detected/,
    );
    expect(await failed.locator('[data-field="printedTime"]').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    // and its updatedAt column (doc 2 §3 paper task row)
    expect(await failed.locator('[data-field="updatedAt"]').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(
      await page()
        .getByTestId('paper-task-fact-progress')
        .getByTestId('task-progress')
        .getAttribute('data-color'),
    ).toBe('success');
    await page().screenshot({ path: `${SHOTS}/paper-task-detail.png`, fullPage: true });

    // the store's task list, named by the store's name and code: the task on top with 100 % in the success colour
    const { data: paperStores } = await (
      await admin()
    ).call<{ data: Array<{ storeCode: string; storeName: string }> }>('GET', '/status/paper');
    const named = `${paperStores.find((s) => s.storeCode === 'KR001')?.storeName} (KR001)`;
    await page()
      .getByRole('link', { name: t('app.paper.backToTasks', { storeCode: named }) })
      .click();
    await page().getByTestId('paper-task-list-page').waitFor();
    await expect
      .poll(() => page().getByTestId('paper-task-list-page').getByRole('heading', { level: 1 }).textContent())
      .toBe(t('app.paper.tasksTitle', { storeCode: named }));
    const first = page().getByTestId('paper-task-row').first();
    await expect.poll(() => first.locator('[data-field="taskDes"]').textContent()).toBe('E2E shelf talkers');
    expect(await first.getByTestId('task-progress').getAttribute('data-progress')).toBe('100');
    await page().screenshot({ path: `${SHOTS}/paper-tasks.png` });

    // the upload history: received descending, our upload first; its detail lists the bad row
    await shell.goto('/paper/upload/history');
    const upload = page().getByTestId('paper-upload-row').first();
    await expect.poll(() => upload.locator('[data-field="fileName"]').textContent()).toBe('e2e-paper.csv');
    await upload.click();
    await page().getByTestId('paper-upload-detail-page').waitFor();
    // the detail page shows before its error rows arrive: wait for them
    await expect
      .poll(() => page().getByTestId('upload-error-row').allTextContents())
      .toEqual([`32${t('validation.enterProductCode')}`]);
    await page().screenshot({ path: `${SHOTS}/paper-upload-detail.png` });
  });

  it("a file without any printable row says 'No data to save.' and makes no task", async () => {
    await signIn(page(), demoAccounts.admin);
    const shell = new Shell(page(), baseUrl(), t);
    await shell.goto('/paper/upload/history');
    await page().getByTestId('paper-upload-open').click();
    await page()
      .getByTestId('paper-upload-file')
      .setInputFiles({
        name: 'nothing.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('# only a comment\n'),
      });
    await page().getByTestId('paper-upload-send').click();
    const outcome = page().getByTestId('paper-upload-outcome');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('No data to save.');
    expect(await page().getByTestId('paper-upload-task').count()).toBe(0);
  });
});
