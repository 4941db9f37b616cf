// Per-test browser sessions and sign-in, for the end-to-end tests.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import type { E2eServer } from '../globalSetup';
import { openBrowser, type BrowserOptions, type BrowserSession } from './browser';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';

/** The server globalSetup.ts started for this worker. */
export function e2eServer(): E2eServer {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
}

/** The address of this worker's server. */
export const baseUrl = (): string => e2eServer().baseUrl;

/**
 * A fresh Chromium profile for every test of the file; call once at the top of a describe. A test fails when
 * the server's Content-Security-Policy refused anything the console did.
 */
export function pagePerTest(options: BrowserOptions = {}): () => Page {
  let session: BrowserSession | undefined;
  beforeEach(async () => {
    session = await openBrowser(options);
  });
  afterEach(async () => {
    const violations = session?.cspViolations ?? [];
    await session?.close();
    session = undefined;
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
  return () => {
    if (!session) throw new Error('no browser session: pagePerTest() must be called inside a describe');
    return session.page;
  };
}

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const login = new LoginPage(page, baseUrl());
  await login.open();
  await login.login(account.email, account.password);
  await new DashboardPage(page, baseUrl()).waitUntilShown();
}
