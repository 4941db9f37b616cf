// Accessibility: axe-core on every route of the console, signed in as admin, with real ids from the demo data,
// and on the public pages (signup, password reset) signed out. Fails on any moderate, serious or critical
// violation (minor findings are printed), and on any input named by an internal camelCase key instead of its
// visible label (the gateway configuration dialogs opened as well). The route patterns are read from the areas' lists
// (src/<area>/index.ts), so a new route fails here until it has an address below.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { baseUrl, signIn } from './support/fixtures';
import { axeViolations, loadAxe } from './support/axe';
import { repoRoot } from './support/server';
import { SCRIPT_EDITORS } from '../../src/scripts/scriptKinds';

const STORE = 'KR001';
/** the pages for signed-out visitors (outside the layout): walked signed out */
const PUBLIC_ROUTES = ['/signup', '/reset-password', '/sso'];
/** what fails the walk: every impact but minor */
const FAILING = ['critical', 'serious', 'moderate'];
const HISTORY_KINDS = ['update', 'alarm', 'battery', 'reset', 'temperature'];
const MEDIA_TYPES = ['image', 'video', 'widget'];
const PLUS_KINDS = ['device', ...MEDIA_TYPES, 'template'];
/** a signage template of the walk (made in beforeAll), for the template editor */
const TEMPLATE = 'A11Y';

/** every route path of the areas' lists (src/<area>/index.ts), tag history kinds, signage kinds and media types
 * expanded, and the script editors' routes (src/scripts/scriptKinds.ts); the react-admin resources (members,
 * roles) are not walked */
function routePatterns(): string[] {
  const src = join(repoRoot, 'src');
  const files = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(src, entry.name, 'index.ts'))
    .filter((file) => existsSync(file));
  const patterns = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:path: |route\(\s*)(?:'([^']+)'|`([^`]+)`)/g)].map(
      (m) => m[1] ?? m[2],
    ),
  );
  expect(files.map((file) => relative(repoRoot, file))).toContain('src/tags/index.ts');
  const expand = (pattern: string, name: string, values: string[]) =>
    pattern.includes(name) ? values.map((value) => pattern.replace(name, value)) : [pattern];
  const all = [...patterns, ...SCRIPT_EDITORS.map((editor) => editor.route)]
    .flatMap((pattern) =>
      expand(pattern, '${kind}', pattern.startsWith('/plus/') ? PLUS_KINDS : HISTORY_KINDS),
    )
    .flatMap((pattern) => expand(pattern, '${type}', MEDIA_TYPES))
    .filter((pattern) => !PUBLIC_ROUTES.includes(pattern) && !pattern.includes('${meta.name}'));
  return [...new Set(all)];
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
  const [sensor] = (await post<{ sensorMac: string }>(`/status/store/${STORE}/sensor/search`)).data;
  const [paperUpload] = (await post<{ _id: number }>('/paper/file/upload/history/search')).data;
  const [paperTask] = (await post<{ _id: number }>(`/paper/task/store/${STORE}/search`)).data;
  const [device] = (await post<{ mac: string }>(`/status/store/${STORE}/plus/device/search`)).data;
  // the built-in custom dashboard (listed first): the spec's panels
  const [dashboard] = (await post<{ id: number }>('/dashboards/search')).data;
  // a webhook subscription of the walk (a loopback URL, and only the test event, which nobody sends)
  const { webhook } = await api.call<{ webhook: { id: number } }>('POST', '/webhooks', {
    name: 'A11Y',
    url: 'https://127.0.0.1:9/a11y',
    events: ['webhook.test'],
  });
  return {
    webhook,
    gateway,
    tag,
    product,
    task,
    update,
    upload,
    server,
    sensor,
    paperUpload,
    paperTask,
    device,
    dashboard,
  };
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
    '/dashboards': '/dashboards',
    '/dashboards/:id': `/dashboards/${ids.dashboard.id}`,
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
    '/system/api-tokens': '/system/api-tokens',
    '/system/audit': '/system/audit',
    '/system/webhooks': '/system/webhooks',
    '/system/webhooks/:id': `/system/webhooks/${ids.webhook.id}`,
    '/system/identity-providers': '/system/identity-providers',
    '/roles': '/roles',
    '/sw-upgrade': '/sw-upgrade',
    '/delivery': '/delivery',
    '/delivery/:storeCode': `/delivery/${STORE}`,
    '/battery': '/battery',
    '/battery/:storeCode': `/battery/${STORE}`,
    '/sensor': '/sensor',
    '/sensor/detail/:storeCode': `/sensor/detail/${STORE}`,
    '/sensor/:storeCode/:sensorMac/alarm/history': `/sensor/${STORE}/${encodeURIComponent(ids.sensor.sensorMac)}/alarm/history`,
    '/sensor/:storeCode/:sensorMac/history': `/sensor/${STORE}/${encodeURIComponent(ids.sensor.sensorMac)}/history`,
    '/paper': '/paper',
    '/paper/upload/history': '/paper/upload/history',
    '/paper/upload/history/detail/:historyId': `/paper/upload/history/detail/${ids.paperUpload._id}`,
    '/paper/task/:storeCode': `/paper/task/${STORE}`,
    '/paper/task/:storeCode/:taskId': `/paper/task/${STORE}/${ids.paperTask._id}`,
    '/print': '/print',
    '/print/edit/:storeCode': `/print/edit/${STORE}`,
    '/alarm/history': '/alarm/history',
    '/alarm/notification': '/alarm/notification',
    '/alarm/mail-outbox': '/alarm/mail-outbox',
    ...Object.fromEntries(
      MEDIA_TYPES.flatMap((type) => [
        [`/plus/${type}`, `/plus/${type}`],
        [`/plus/${type}/list/:storeCode`, `/plus/${type}/list/${STORE}`],
      ]),
    ),
    '/plus/device': '/plus/device',
    '/plus/device/list/:storeCode': `/plus/device/list/${STORE}`,
    '/plus/device/show/:storeCode/:mac': `/plus/device/show/${STORE}/${ids.device.mac}`,
    '/plus/template': '/plus/template',
    '/plus/template/list/:storeCode': `/plus/template/list/${STORE}`,
    '/plus/template/show/:storeCode/:templateId/:mode/:size': `/plus/template/show/${STORE}/${TEMPLATE}/edit/23.1`,
    ...Object.fromEntries(SCRIPT_EDITORS.map((editor) => [editor.route, editor.route])),
    '/setting/server-config': '/setting/server-config',
    '/setting/store-config': '/setting/store-config',
    '/setting/amac-config': '/setting/amac-config',
    '/setting/alias-config': '/setting/alias-config',
    '/setting/promotion': '/setting/promotion',
  };
}

/** a word such as `gwIndex` or `dataChannel`: an internal key, never a visible label */
const CAMEL_CASE_KEY = /^[a-z]+[A-Z][A-Za-z0-9]*$/;

/** the inputs of the page (text, select, combobox, checkbox...) whose accessible name holds a camelCase key,
 * as `name (html)`; axe-core computes the names as a screen reader does */
async function keyNamedInputs(page: Page): Promise<string[]> {
  await loadAxe(page);
  const named = await page.evaluate(() => {
    const axe = (
      window as unknown as {
        axe: {
          setup: (context: Document) => unknown;
          teardown: () => void;
          commons: { text: { accessibleText: (el: Element) => string } };
        };
      }
    ).axe;
    const inputs = document.querySelectorAll(
      'input:not([type="hidden"]):not([aria-hidden="true"]), select, textarea, [role="combobox"], [role="textbox"], [role="spinbutton"], [role="checkbox"], [role="switch"], [role="slider"]',
    );
    // the names need axe's tree of the page
    axe.setup(document);
    try {
      return [...inputs].map((el) => ({
        name: axe.commons.text.accessibleText(el),
        html: el.outerHTML.slice(0, 120),
      }));
    } finally {
      axe.teardown();
    }
  });
  return named
    .filter(({ name }) => name.split(/\s+/).some((word) => CAMEL_CASE_KEY.test(word)))
    .map(({ name, html }) => `${name} (${html})`);
}

/** the API requests of each page not answered yet (followed from the browser's start: followRequests) */
const unanswered = new WeakMap<Page, Set<Request>>();

function followRequests(page: Page): void {
  const open = new Set<Request>();
  unanswered.set(page, open);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function settle(page: Page): Promise<void> {
  // the visible one: index.html's login form (a <main>, hidden once signed in) comes first in the document
  await page.locator('#main-content, main').filter({ visible: true }).first().waitFor();
  // every API answer is in and drawn: a button enabled by a late answer (the script editor's Save) fades its
  // colour in, and axe must not measure it halfway
  await expect.poll(() => unanswered.get(page)?.size ?? 0).toBe(0);
  await twoFrames(page);
  // no loading bar or spinner left (determinate bars such as task progress stay)
  await page
    .locator('[role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined);
  // every transition has ended (axe measures colours: a chip or a button caught fading in fails the contrast
  // rule), endless ones such as spinners aside; then two frames drawn after it
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await twoFrames(page);
}

/** the failing violations of the page shown (one line each), minor ones counted into `lesser` */
async function failingViolations(page: Page, pattern: string, lesser: Record<string, number>) {
  const failing: string[] = [];
  for (const violation of await axeViolations(page)) {
    if (FAILING.includes(violation.impact ?? '')) {
      failing.push(
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
  return failing;
}

/** each route in a page load of its own, as when a link is opened (no state carried from the last route) */
async function show(page: Page, address: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${baseUrl()}/#${address}`);
  await settle(page);
  expect(page.url()).toContain(`#${address.split('?')[0]}`);
}

describe('accessibility (axe-core) of every route', () => {
  let session: BrowserSession;
  let visitor: BrowserSession;
  let routes: Record<string, string>;
  const lesser: Record<string, number> = {};

  beforeAll(async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await uploadProductFile(admin);
    await admin.call('POST', `/plus/store/${STORE}/template/${TEMPLATE}?create=1&overwrite=1`, { show: [] });
    routes = addresses(await demoIds(admin));
    // with less motion, as its users may ask: axe measures each colour in its final state, never halfway through
    // a fade started by an answer that came in after the page settled
    session = await openBrowser({ reducedMotion: 'reduce' });
    visitor = await openBrowser({ reducedMotion: 'reduce' });
    followRequests(session.page);
    followRequests(visitor.page);
    await signIn(session.page, demoAccounts.admin);
  });

  afterAll(async () => {
    console.log('a11y: minor findings (not failing):', JSON.stringify(lesser));
    await session?.close();
    await visitor?.close();
  });

  it('has an address for every route of the route table', () => {
    expect(routePatterns().filter((pattern) => !(pattern in routes))).toEqual([]);
  });

  it.each(routePatterns())('%s shows no moderate, serious or critical violation', async (pattern) => {
    await show(session.page, routes[pattern]);
    expect(await failingViolations(session.page, pattern, lesser)).toEqual([]);
    expect(await keyNamedInputs(session.page)).toEqual([]);
  });

  it('the gateway configuration dialogs (edit one, edit all) name their inputs by the visible labels', async () => {
    const page = session.page;
    await show(page, routes['/store/detail/:storeCode']);
    await page.getByTestId('gateway-edit').first().click();
    const dialog = page.getByTestId('gateway-config-dialog');
    await dialog.getByTestId('config-gwIndex').waitFor();
    await settle(page);
    expect(await failingViolations(page, 'gateway config dialog', lesser)).toEqual([]);
    expect(await keyNamedInputs(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('edit-all').click();
    await page.getByTestId('all-gwIndex-0').waitFor();
    await settle(page);
    expect(await keyNamedInputs(page)).toEqual([]);
  });

  it.each(PUBLIC_ROUTES)(
    '%s (signed out) shows no moderate, serious or critical violation',
    async (route) => {
      await show(visitor.page, route);
      expect(await failingViolations(visitor.page, route, lesser)).toEqual([]);
    },
  );
});
