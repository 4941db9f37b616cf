// Script editors (doc 3 §2 /system/*; docs/api.md 'User scripts'), as an administrator uses them: write a
// product file parser for a store in the editor, run it on a sample in the Run panel, save it, upload a file
// only that parser understands and find its products in the store's product list; a syntax error is shown
// before saving; an endless loop run in the Run panel fails cleanly with the time limit's message; a previous
// version is restored from the editor (issue 21).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { Shell } from './support/pages/Shell';
import { pickStore } from './support/storePicker';

const SHOTS = '/tmp/scripts-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const t = translator('en_US');
const admin = () => Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);

const PREFIX = `PIPE${Date.now().toString(36).slice(-4).toUpperCase()}`;
/** a pipe separated format with the price first: the built-in parser reads none of it */
const PARSER = `function parseLine(line, context) {
const cells = line.split('|');
if (cells.length !== 4) return { error: 'expected 4 cells' };
return { prCode: cells[1], layoutId: cells[2], prInfo: [cells[3], cells[0]] };
}`;

/** A script editor page (/#/system/...). */
class ScriptEditor extends Shell {
  async open(menuKey: string, kind: string): Promise<void> {
    await this.sidebarItem(menuKey).click();
    await this.page.getByTestId(`script-page-${kind}`).waitFor();
    await this.page.locator('.cm-content').waitFor();
  }

  async pick(testId: string, option: string): Promise<void> {
    await this.page.getByTestId(testId).locator('xpath=..').getByRole('combobox').click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** replaces the editor's text */
  async write(code: string): Promise<void> {
    await this.page.locator('.cm-content').click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    await this.page.keyboard.insertText(code);
  }

  async run(sample: string): Promise<void> {
    await this.page.getByTestId('run-input').fill(sample);
    await this.page.getByTestId('run-button').click();
  }
}

describe('script editors', () => {
  const page = pagePerTest();
  afterAll(async () => {
    const api = await admin();
    await api.call('POST', '/product/file/parser/store/KR001', { code: '', useType: 'default' });
    await api.call('POST', '/plus/decorator/store/default', { code: '', useType: 'none' });
  });

  async function open(p: Page, menuKey: string, kind: string): Promise<ScriptEditor> {
    await p.setViewportSize({ width: 1400, height: 1000 });
    await signIn(p, demoAccounts.admin);
    const editor = new ScriptEditor(p, baseUrl(), t);
    await editor.open(menuKey, kind);
    return editor;
  }

  it('writes a product file parser, runs it, saves it, and a file only it understands becomes products', async () => {
    const editor = await open(page(), 'app.menu.productFileParser', 'productFileParser');
    // a store never saved follows the default; the editor starts from the documented example
    await pickStore(page(), page().getByTestId('script-target'), 'KR001');
    // the store's own script has answered (until then the default's is shown, read-only)
    await page().locator('[data-testid="script-code"][data-loaded-target="KR001"]').waitFor();
    await expect.poll(() => page().locator('.cm-content').innerText()).toContain('function parseLine');

    // a syntax error shows in the editor and stops the save
    await editor.write('function parseLine(line) {\n  return line.split(;\n}');
    await page().locator('.cm-lint-marker-error').first().waitFor();
    await editor.pick('script-use-type', t('app.scripts.useTypes.custom'));
    await page().getByTestId('script-save').click();
    await expect
      .poll(() => page().getByTestId('error-dialog-message').innerText())
      .toBe(t('app.scripts.syntaxError', { line: 2 }));
    await page()
      .getByRole('button', { name: t('app.action.ok'), exact: true })
      .click();

    await editor.write(PARSER);
    await editor.run(`1.50|${PREFIX}1|L01|Pipe milk\n# comment\n2.25|${PREFIX}2|L02|Pipe bread\nbroken`);
    const output = page().getByTestId('run-output');
    await output.waitFor();
    const shown = JSON.parse(await output.innerText()) as {
      rows: unknown[];
      errors: unknown[];
      count: number;
    };
    expect(shown).toEqual({
      count: 3,
      rows: [
        { prCode: `${PREFIX}1`, layoutId: 'L01', nfc: null, prInfo: ['Pipe milk', '1.50'] },
        { prCode: `${PREFIX}2`, layoutId: 'L02', nfc: null, prInfo: ['Pipe bread', '2.25'] },
      ],
      errors: [{ line: 4, message: 'expected 4 cells' }],
    });
    expect(await page().getByTestId('run-time').innerText()).toMatch(/^Took \d+(\.\d)? ms$/);
    await page().screenshot({ path: `${SHOTS}/product-file-parser.png`, fullPage: true });

    await page().getByTestId('script-save').click();
    await page().getByTestId('script-updated').waitFor();
    const saved = await (
      await admin()
    ).call<{ code: string; useType: string }>('GET', '/product/file/parser/store/KR001');
    expect(saved).toMatchObject({ code: PARSER, useType: 'custom' });

    // the upload dialog with a file in that format
    await editor.goto('/product/file/upload/history');
    await page()
      .getByRole('button', { name: t('app.productFiles.upload'), exact: true })
      .click();
    const dialog = page().getByRole('dialog', { name: t('app.productFiles.uploadTitle') });
    await pickStore(
      page(),
      dialog.getByRole('combobox', { name: t('app.productFiles.storeSelect') }),
      'KR001',
    );
    await page()
      .getByTestId('upload-file')
      .setInputFiles({
        name: 'pipes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`3.10|${PREFIX}3|L03|Pipe eggs\n4.20|${PREFIX}4|L04|Pipe tea\n`),
      });
    // the button is enabled once the dialog has read the file: seconds on a busy machine
    await dialog
      .getByRole('button', { name: t('app.productFiles.upload'), exact: true })
      .click({ timeout: 60_000 });
    const outcome = page().getByTestId('upload-outcome');
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.innerText()).toContain(t('app.productFiles.complete'));

    // the products are in the store's product list
    await editor.goto(`/product/list/KR001`);
    const filter = page().getByTestId('filter-prCode');
    await filter.fill(PREFIX);
    const rows = page().getByTestId('product-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    expect(await rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-pr-code')))).toEqual([
      `${PREFIX}3`,
      `${PREFIX}4`,
    ]);
  });

  it('an endless loop run in the Run panel stops at the time limit with a clear message', async () => {
    const editor = await open(page(), 'app.menu.tagDataDecorator', 'tagDataDecorator');
    await editor.write('function decorate(product, tag) {\n  while (true) {}\n}');
    await page().getByTestId('run-button').click();
    const error = page().getByTestId('run-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.innerText()).toMatch(
      /^Line \d+: InternalError: The script ran longer than the time limit of 1000 ms and was stopped \(an endless loop\?\)\.$/,
    );
    await page().screenshot({ path: `${SHOTS}/endless-loop.png`, fullPage: true });
    // the page and the server keep answering: the example runs right after
    await editor.write(
      'function decorate(product, tag) {\n  return { ...product, prInfo: [product.prInfo[0] + "!"] };\n}',
    );
    await page().getByTestId('run-button').click();
    await expect.poll(async () => page().getByTestId('run-output').count()).toBe(1);
    expect(JSON.parse(await page().getByTestId('run-output').innerText())).toMatchObject({
      prInfo: ['Milk 1L!'],
    });
  });

  it('restores a previous version from the editor', async () => {
    const api = await admin();
    const first = `// first version ${PREFIX}\nfunction decorate(product, device) {\n  return product;\n}`;
    const second = `// second version ${PREFIX}\nfunction decorate(product, device) {\n  return product;\n}`;
    await api.call('POST', '/plus/decorator/store/default', { code: first, useType: 'custom' });
    await api.call('POST', '/plus/decorator/store/default', { code: second, useType: 'custom' });
    const [replaced] = await api.call<Array<{ id: number; code: string }>>(
      'GET',
      '/plus/decorator/store/default/versions',
    );
    expect(replaced.code).toBe(first);

    await open(page(), 'app.menu.plusDataDecorator', 'plusDataDecorator');
    await expect.poll(() => page().locator('.cm-content').innerText()).toContain('second version');
    await page().getByTestId('script-versions').click();
    const row = page().getByTestId(`script-version-${replaced.id}`);
    await row.waitFor();
    expect(await row.innerText()).toContain(`first version ${PREFIX}`);
    await page().screenshot({ path: `${SHOTS}/previous-versions.png`, fullPage: true });
    await row.getByRole('button', { name: t('app.scripts.restore'), exact: true }).click();
    await page().getByTestId('script-versions-dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page().locator('.cm-content').innerText()).toContain('first version');
    expect(
      await api.call<{ code: string; useType: string }>('GET', '/plus/decorator/store/default'),
    ).toMatchObject({ code: first, useType: 'custom' });
  });
});
