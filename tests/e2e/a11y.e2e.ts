// Accessibility: axe-core on every route of the console, signed in as admin, with real ids from the demo data.
// Fails on any serious or critical violation. The route patterns are read from src/App.tsx and the area routes
// files, so a new route fails here until it has an address below.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { baseUrl, signIn } from './support/fixtures';
import { repoRoot } from './support/server';

const AXE_SOURCE = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
const STORE = 'KR001';
/** the pages for signed-out visitors (outside the layout): not part of this signed-in walk */
const PUBLIC_ROUTES = ['/signup', '/reset-password'];
const HISTORY_KINDS = ['update', 'alarm', 'battery', 'reset', 'temperature'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/** every `path=` of the route table (App.tsx and src/**\/routes.tsx), tag history kinds expanded */
function routePatterns(): string[] {
  const files = [join(repoRoot, 'src/App.tsx')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'routes.tsx') files.push(path);
    }
  };
  walk(join(repoRoot, 'src'));
  const patterns = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/path=(?:"([^"]+)"|\{`([^`]+)`\})/g)].map((m) => m[1] ?? m[2]),
  );
  expect(files.map((file) => relative(repoRoot, file))).toContain('src/tags/history/routes.tsx');
  return patterns
    .flatMap((pattern) =>
      pattern.includes('${kind}') ? HISTORY_KINDS.map((kind) => pattern.replace('${kind}', kind)) : [pattern],
    )
    .filter((pattern) => !PUBLIC_ROUTES.includes(pattern));
}

async function demoIds(api: Api) {
  const post = <T>(path: string, body: object = {}) =>
    api.call<{ data: T[] }>('POST', path, { start: 0, length: 1, ...body });
  const [gateway] = (await api.call<{ objList: Array<{ gwMac: string }> }>('GET', `/status/store/${STORE}`))
    .objList;
  const [tag] = (await post<{ tagMac: string; tagId: string }>(`/status/store/${STORE}/tag/search`)).data;
  const [product] = (await post<{ prCode: string }>(`/status/store/${STORE}/product/search`)).data;
  const [task] = (await post<{ storeCode: string; taskId: number; taskType: string }>('/history/task/search'))
    .data;
  const [update] = (
    await post<{ taskId: number; updateId: string | null }>(`/history/update/task/store/${STORE}/search`)
  ).data;
  const [upload] = (await post<{ _id: number }>('/product/file/upload/history/search')).data;
  const [server] = (await api.call<{ database: Array<{ id: string }> }>('GET', '/status/server')).database;
  return { gateway, tag, product, task, update, upload, server };
}

/** a product file upload, so the upload history has a detail page */
async function uploadProductFile(api: Api): Promise<void> {
  const form = new FormData();
  form.append('storeCode', STORE);
  form.append('file', new Blob(['prCode,layoutId,prInfo_0\nA11Y000001,L01,Axe\n']), 'a11y.csv');
  const answer = await fetch(`${baseUrl()}/api/product/file`, {
    method: 'POST',
    headers: { 'Access-Token': api.session.accessToken, 'Access-Email': api.session.email },
    body: form,
  });
  expect(answer.ok).toBe(true);
}

/** the address of each route pattern, with ids of the demo data */
function addresses(ids: Awaited<ReturnType<typeof demoIds>>): Record<string, string> {
  const tagPrefix = `/tag/${STORE}/${encodeURIComponent(ids.tag.tagMac)}/${ids.tag.tagId}`;
  return {
    '/dashboard': '/dashboard',
    '/server': '/server',
    '/server/detail/:serverId': `/server/detail/${ids.server.id}`,
    '/exceptions': '/exceptions',
    '/store': '/store',
    '/store/detail/:storeCode': `/store/detail/${STORE}?viewType=table`,
    '/store/:storeCode/gw/:gwMac': `/store/${STORE}/gw/${encodeURIComponent(ids.gateway.gwMac)}`,
    '/tag': '/tag',
    '/tag/detail/:storeCode': `/tag/detail/${STORE}`,
    '/tag/availability': '/tag/availability',
    ...Object.fromEntries(
      HISTORY_KINDS.map((kind) => [
        `/tag/:storeCode/:tagMac/:tagId/${kind}/history`,
        `${tagPrefix}/${kind}/history`,
      ]),
    ),
    '/product': '/product',
    '/product/list/:storeCode': `/product/list/${STORE}`,
    '/family-product': '/family-product',
    '/task': '/task',
    '/task/detail/:storeCode/:taskId/:taskType': `/task/detail/${ids.task.storeCode}/${ids.task.taskId}/${ids.task.taskType}`,
    '/product/:storeCode/update/task/list': `/product/${STORE}/update/task/list`,
    '/product/:storeCode/:updateId/:taskId/update/task/detail': `/product/${STORE}/${encodeURIComponent(ids.update.updateId ?? '-')}/${ids.update.taskId}/update/task/detail`,
    '/product/:storeCode/:prCode/update/history': `/product/${STORE}/${ids.product.prCode}/update/history`,
    '/product/file/upload/history': '/product/file/upload/history',
    '/product/file/upload/history/detail/:historyId': `/product/file/upload/history/detail/${ids.upload._id}`,
    '/product/secondCode/list': '/product/secondCode/list',
    '/members': '/members',
    '/roles': '/roles',
  };
}

async function axeViolations(page: Page): Promise<Violation[]> {
  // evaluated, not added as a script tag: the console's Content-Security-Policy refuses inline scripts
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document)).violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target, html: node.html.slice(0, 160) })),
    }));
  });
}

async function settle(page: Page): Promise<void> {
  await page.locator('#main-content, main').first().waitFor();
  // no loading bar or spinner left (determinate bars such as task progress stay)
  await page
    .locator('[role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

describe('accessibility (axe-core) of every route', () => {
  let session: BrowserSession;
  let routes: Record<string, string>;
  const lesser: Record<string, number> = {};

  beforeAll(async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await uploadProductFile(admin);
    routes = addresses(await demoIds(admin));
    session = await openBrowser();
    await signIn(session.page, demoAccounts.admin);
  });

  afterAll(async () => {
    console.log('a11y: moderate and minor findings (not failing):', JSON.stringify(lesser));
    await session?.close();
  });

  it('has an address for every route of the route table', () => {
    expect(routePatterns().filter((pattern) => !(pattern in routes))).toEqual([]);
  });

  it.each(routePatterns())('%s shows no serious or critical violation', async (pattern) => {
    const { page } = session;
    const address = routes[pattern];
    // each route in a page load of its own, as when a link is opened (no state carried from the last route)
    await page.goto('about:blank');
    await page.goto(`${baseUrl()}/#${address}`);
    await settle(page);
    expect(page.url()).toContain(`#${address.split('?')[0]}`);
    const serious: string[] = [];
    for (const violation of await axeViolations(page)) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        serious.push(
          `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')} ${node.html}`)
            .join(' | ')}${violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3})` : ''}`,
        );
      } else {
        const key = `${violation.impact} ${violation.id} ${pattern}`;
        lesser[key] = (lesser[key] ?? 0) + violation.nodes.length;
      }
    }
    expect(serious).toEqual([]);
  });
});
