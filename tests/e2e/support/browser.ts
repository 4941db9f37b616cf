// Chromium for the end-to-end tests and the benchmarks: Debian's /usr/bin/chromium driven by playwright-core,
// each session with a fresh user-data dir (no cookies, storage or cache shared between tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** what the server's Content-Security-Policy refused in any page of the session (should stay empty) */
  cspViolations: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  locale?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * scrollbars that take room, as in a desktop browser (playwright hides them in headless Chromium): a page that
   * gains or loses its scrollbar changes width (issue 38 defect 9)
   */
  scrollbars?: boolean;
  /**
   * CSS pixels to a device pixel: an operating system's display scaling (125 %, 150 %) makes boxes' widths
   * fractional (issue 38 defect 9)
   */
  deviceScaleFactor?: number;
}

export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'esl-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    ignoreDefaultArgs: options.scrollbars ? ['--hide-scrollbars'] : undefined,
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: { width: 1400, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor,
  });
  context.setDefaultTimeout(15_000);
  const cspViolations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text()))
      cspViolations.push(message.text());
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    cspViolations,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
