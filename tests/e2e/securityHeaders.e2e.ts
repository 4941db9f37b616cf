// The console under the server's security headers (issue 9): the pages with the riskiest content for a
// Content-Security-Policy (charts and inline styles, the store map, the tag-status websocket, the API docs; the
// blob: label previews in preview.e2e.ts) show without a violation (pagePerTest fails a test on any).
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { reportingDatabaseServer, ServersPage } from './support/pages/ServersPage';
import { StoresPage } from './support/pages/StoresPage';

describe('security headers in Chromium', () => {
  const page = pagePerTest();

  it('the console and the API docs run under the CSP', async () => {
    const answer = await fetch(`${baseUrl()}/`);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');

    await signIn(page(), demoAccounts.admin);
    const stores = new StoresPage(page(), baseUrl());
    await stores.openFromSidebar();
    await stores.showMap();
    await expect.poll(() => stores.markers().count()).toBeGreaterThan(0);
    const servers = new ServersPage(page(), baseUrl());
    await servers.open();
    await servers.openDetail(await reportingDatabaseServer());
    await servers.historyChart().waitFor({ state: 'visible' });
    await page().goto(`${baseUrl()}/#/tag/detail/KR001`);
    await page().getByTestId('tag-row').first().waitFor({ state: 'visible' });
    await page().screenshot({ path: '/tmp/accounts-shots/csp-tag-detail.png' });
    await page().goto(`${baseUrl()}/api/docs`);
    // Swagger UI lays out the whole document (271 calls, the webhooks' events) before it shows its info block: on a
    // busy 2-core machine that takes longer than the default wait
    await page().locator('.swagger-ui .info').waitFor({ state: 'visible', timeout: 60_000 });
    await page().screenshot({ path: '/tmp/accounts-shots/csp-api-docs.png' });
  });
});
