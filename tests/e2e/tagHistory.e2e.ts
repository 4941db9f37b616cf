// The five histories of a demo tag opened from the URL (doc 1 §2.8): the update history with alias-named
// prInfo columns and the row of a page change the simulator's radio carried out, the low-battery alarm it
// raised, battery/reset/temperature charts and tables, the tab bar, the date filter narrowing the rows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/shots4';
const STORE = 'KR001';

interface TagRow {
  tagId: string;
  tagMac: string;
  gwMac: string | null;
  prCode: string | null;
  battStatus: string;
}
interface Table<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

const admin = () => Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function lowBatteryTags(api: Api): Promise<TagRow[]> {
  const tags = await api.call<Table<TagRow>>('POST', `/status/store/${STORE}/tag/search`, {
    length: 200,
    filter_battStatus: 'LOW',
  });
  const withProduct = tags.data.filter((t) => t.prCode);
  if (withProduct.length === 0) throw new Error('no low-battery tag with a product in the demo store');
  return withProduct;
}

const lowBatteryTag = async (api: Api) => (await lowBatteryTags(api))[0];

/**
 * A page change sent to low-battery tags behind three different gateways, and the first tag whose radio answered
 * it: a gateway in one of the simulator's outages (up to minutes) stalls its tags, three at once never happens.
 */
async function pageChangeAnswered(api: Api): Promise<{ tag: TagRow; taskId: number; status: string }> {
  const candidates: TagRow[] = [];
  for (const tag of await lowBatteryTags(api))
    if (candidates.length < 3 && !candidates.some((c) => c.gwMac === tag.gwMac || c.prCode === tag.prCode))
      candidates.push(tag);
  await api.call('POST', '/tag/page/individual', {
    storeCode: STORE,
    product: candidates.map((tag) => ({ prCode: tag.prCode, pageNo: 2 })),
  });
  for (let i = 0; i < 45; i++) {
    for (const tag of candidates) {
      const rows = await api.call<Table<{ taskId: number; status: string | null; taskType: string }>>(
        'POST',
        `/history/update/store/${STORE}/tag/${tag.tagId}/search`,
        { length: 1 },
      );
      const [latest] = rows.data;
      if (latest?.taskType === 'PAGE' && latest.status)
        return { tag, taskId: latest.taskId, status: latest.status };
    }
    await sleep(2000);
  }
  throw new Error('the radio did not answer the page change');
}

class HistoryPage extends Shell {
  async open(tag: TagRow, kind: string): Promise<void> {
    await this.goto(`/tag/${STORE}/${tag.tagMac}/${tag.tagId}/${kind}/history`);
    await this.page.getByTestId(`tag-history-${kind}`).waitFor();
  }
  rows(table: string) {
    return this.page.getByTestId(`${table}-row`);
  }
  async filter(from: string, to: string): Promise<void> {
    await this.page.getByTestId('history-from').fill(from);
    await this.page.getByTestId('history-to').fill(to);
    await this.page.getByTestId('history-search').click();
  }
}

const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const localMidnight = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y, m - 1, d).getTime() / 1000;
};

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/D-${name}.png` });
}

describe('tag histories', () => {
  const page = pagePerTest();

  it('shows the update history with alias columns, the radio’s row, and narrows it by date', async () => {
    const api = await admin();
    const { tag, ...done } = await pageChangeAnswered(api);
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const history = new HistoryPage(page(), baseUrl());
    await history.open(tag, 'update');
    const table = page().getByTestId('update-history');
    await history.rows('update-history').first().waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Task ID', 'Product Name', 'Price', 'Status']));
    const first = history.rows('update-history').first();
    expect(await first.locator('td').first().textContent()).toBe(String(done.taskId));
    expect(await first.getByTestId('update-status').getAttribute('data-status')).toBe(
      done.status === 'OK' ? 'success' : 'danger',
    );
    const total = await history.rows('update-history').count();
    expect(total).toBeGreaterThanOrEqual(4); // three seeded days and the page change
    await shot(page(), 'history-update');
    const [from, to] = [day(-3), day(-2)];
    const expected = await api.call<Table<unknown>>(
      'POST',
      `/history/update/store/${STORE}/tag/${tag.tagId}/search`,
      {
        filter_startDate: localMidnight(from),
        filter_endDate: localMidnight(to) + 86_399,
      },
    );
    expect(expected.recordsFiltered).toBeGreaterThan(0);
    expect(expected.recordsFiltered).toBeLessThan(total);
    await history.filter(from, to);
    await expect.poll(() => history.rows('update-history').count()).toBe(expected.recordsFiltered);
    await shot(page(), 'history-update-filtered');
    await page().getByTestId('history-tab-alarm').click();
    await page().getByTestId('tag-history-alarm').waitFor();
    expect(page().url()).toContain(`/tag/${STORE}/${tag.tagMac}/${tag.tagId}/alarm/history`);
  });

  it('shows the alarm, battery, reset and temperature histories with their charts', async () => {
    const api = await admin();
    const tag = await lowBatteryTag(api);
    await signIn(page(), demoAccounts.admin);
    await page().setViewportSize({ width: 1280, height: 800 });
    const history = new HistoryPage(page(), baseUrl());

    await history.open(tag, 'alarm');
    const alarm = history.rows('alarm-history').filter({ hasText: 'LOW BATTERY LIST CHANGED' }).first();
    await alarm.waitFor();
    expect(await alarm.locator('[data-alarm-class]').getAttribute('data-alarm-class')).toBe('2');
    await shot(page(), 'history-alarm');

    await history.open(tag, 'battery');
    await history.rows('battery-history').first().waitFor();
    expect(await history.rows('battery-history').count()).toBe(10);
    const chart = page().getByTestId('battery-chart');
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(18);
    expect(await chart.locator('svg path').count()).toBeGreaterThan(0);
    await shot(page(), 'history-battery');
    await history.filter(day(-1), day(0));
    await expect
      .poll(async () => Number(await page().getByTestId('battery-chart').getAttribute('data-points')))
      .toBeLessThan(18);

    await history.open(tag, 'temperature');
    await history.rows('temperature-history').first().waitFor();
    expect(Number(await page().getByTestId('temperature-chart').getAttribute('data-points'))).toBeGreaterThan(
      0,
    );
    await shot(page(), 'history-temperature');

    const tags = await api.call<Table<TagRow>>('POST', `/status/store/${STORE}/tag/search`, { length: 60 });
    let withResets: TagRow | undefined;
    for (const candidate of tags.data) {
      const resets = await api.call<Table<unknown>>(
        'POST',
        `/history/reset/store/${STORE}/tag/${candidate.tagId}/search`,
        {},
      );
      if (resets.recordsTotal > 0) {
        withResets = candidate;
        break;
      }
    }
    if (!withResets) throw new Error('no demo tag with resets');
    await history.open(withResets, 'reset');
    // the date range stays while moving between the histories of a tag: clear it
    await page().getByTestId('history-clear').click();
    await history.rows('reset-history').first().waitFor();
    expect(Number(await page().getByTestId('reset-chart').getAttribute('data-points'))).toBeGreaterThan(0);
    await shot(page(), 'history-reset');
    await page().getByTestId('history-back').click();
    await page().waitForURL(`**/#/tag/detail/${STORE}`);
  });
});
