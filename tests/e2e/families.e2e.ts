// Family products (doc 2 §2, §5, §8) on the shared list /family-product, as an operator: the family file upload
// (wrong extension, only bad rows, then a mixed file whose good rows appear and bad rows are reported), create
// and edit through the modal, delete with its confirmation, and the viewer's magnifiers and refused writes.
import { describe, expect, it } from 'vitest';
import { Api, ApiError, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Dialog } from './support/pages/Dialog';
import { FamilyProductsPage } from './support/pages/FamilyProductsPage';

const SHOTS = '/tmp/families-shots';
const STORE = 'KR002';

interface FamilyRow {
  fmPrCode: string;
  prCodeList: string[];
  layoutId: string;
}

async function familiesOf(api: Api, fmPrCode: string): Promise<FamilyRow[]> {
  const page = await api.call<{ data: FamilyRow[] }>('POST', `/status/store/${STORE}/product/family/search`, {
    filter_fmPrCode: fmPrCode,
  });
  return page.data;
}

describe('family products', () => {
  const page = pagePerTest();

  async function openList(account: { email: string; password: string } = demoAccounts.admin) {
    await page().setViewportSize({ width: 1366, height: 900 });
    await signIn(page(), account);
    const families = new FamilyProductsPage(page(), baseUrl());
    await families.open();
    return families;
  }

  it('uploads a family file: wrong extension, only bad rows, then good rows saved and bad rows reported', async () => {
    const families = await openList();
    await expect.poll(() => families.rows().count()).toBe(25);
    await families.button('family-upload').click();
    const upload = await families.uploadDialog().waitUntilOpen();
    await families.chooseStore(upload.root, 'Store code', STORE);

    await families.chooseFile('families.xlsx', 'FME2E1,KR002000001,,,,L01');
    await families.errorDialog().expectMessage('Invalid file format');
    await families.errorDialog().press('OK');
    expect(await upload.button('Upload').isDisabled()).toBe(true);

    await families.chooseFile('bad.csv', ['FME2EBAD,KR002000001', ',KR002000001,,,,L01'].join('\n'));
    await upload.press('Upload');
    await families.errorDialog().expectMessage('No valid data');
    await families.errorDialog().press('OK');
    expect(await families.problems()).toEqual([
      ['1', 'Too few columns'],
      ['2', 'Enter Family Code, Please!'],
    ]);

    const mixed = [
      '# family code, 4 product codes, layout, nfc',
      'FME2E1,KR002000001,KR002000002,,,L01',
      'FME2E2,KR002000003, KR002000004 ,KR002000003,,L02,https://example.com/e2e',
      'FME2E3,,,,,L01',
      'FME2E4,KR002000005,,,,',
    ].join('\n');
    await families.chooseFile('families.csv', mixed);
    await upload.press('Upload');
    await expect
      .poll(() => page().getByTestId('family-import-result').textContent())
      .toContain('2 families saved');
    expect(await families.problems()).toEqual([
      ['4', 'Enter Product Code, Please!'],
      ['5', 'Please enter Layout ID'],
    ]);
    await page().screenshot({ path: `${SHOTS}/upload-result.png` });
    await upload.press('Close');
    await upload.waitUntilClosed();

    await families.filterStore(STORE);
    await families.filterCode('FME2E');
    await expect.poll(() => families.codes()).toEqual(['FME2E1', 'FME2E2']);
    expect(await families.products(families.row(STORE, 'FME2E2')).textContent()).toBe(
      'KR002000003, KR002000004',
    );
    await page().screenshot({ path: `${SHOTS}/shared-list.png` });
  });

  it('creates a family through the modal, edits it, and deletes it after the confirmation', async () => {
    const families = await openList();
    await families.button('family-create').click();
    const create = await families.formDialog('Create family').waitUntilOpen();
    const problem = () => page().getByTestId('family-form-error').textContent();
    await create.press('Save');
    await expect.poll(problem).toBe('Select a store.');
    await families.chooseStore(create.root, 'Store code', STORE);
    await create.press('Save');
    await expect.poll(problem).toBe('Enter Family Code, Please!');
    await create.input('Family code').fill('FME2ENEW');
    await create.input('Product code 1').fill('KR002000006');
    await create.input('Product code 2').fill(' KR002000007 ');
    await create.press('Save');
    await expect.poll(problem).toBe('Please enter Layout ID');
    await families.choose(create.root, 'Layout ID', /^L02 — Promotion/);
    await page().screenshot({ path: `${SHOTS}/create-modal.png` });
    await create.press('Save');
    await create.waitUntilClosed();

    await families.filterCode('FME2ENEW');
    await expect.poll(() => families.codes()).toEqual(['FME2ENEW']);
    const row = families.row(STORE, 'FME2ENEW');
    expect(await families.products(row).textContent()).toBe('KR002000006, KR002000007');

    expect(await row.getByTestId('family-open').getAttribute('data-icon')).toBe('edit');
    await row.getByTestId('family-open').click();
    const edit = await families.formDialog('Edit family').waitUntilOpen();
    expect(await edit.input('Family code').isDisabled()).toBe(true);
    await edit.input('Product code 3').fill('KR002000008');
    await edit.press('Save');
    await edit.waitUntilClosed();
    await expect
      .poll(() => families.products(row).textContent())
      .toBe('KR002000006, KR002000007, KR002000008');
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    expect(await familiesOf(admin, 'FME2ENEW')).toEqual([
      expect.objectContaining({ prCodeList: ['KR002000006', 'KR002000007', 'KR002000008'], layoutId: 'L02' }),
    ]);

    await families.button('family-delete').click();
    await families.errorDialog().expectMessage('No row selected. Please select one or more rows.');
    await families.errorDialog().press('OK');
    await row.getByRole('checkbox').check();
    await families.button('family-delete').click();
    const confirm = await new Dialog(page(), 'Are you sure?').waitUntilOpen();
    await confirm.expectMessage('You cannot undo this action.');
    await confirm.press('Yes');
    await expect.poll(() => families.codes()).toEqual([]);
    expect(await familiesOf(admin, 'FME2ENEW')).toEqual([]);
  });

  it('shows the viewer magnifiers and no write buttons, and the server refuses its writes (403)', async () => {
    const families = await openList(demoAccounts.viewer);
    await expect.poll(() => families.rows().count()).toBeGreaterThan(0);
    const icons = await families.page
      .getByTestId('family-open')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-icon')));
    expect(new Set(icons)).toEqual(new Set(['view']));
    expect(await families.button('family-create').count()).toBe(0);
    expect(await families.button('family-upload').count()).toBe(0);
    await families.page.getByTestId('family-open').first().click();
    const view = await families.formDialog('Family product').waitUntilOpen();
    expect(await view.button('Save').count()).toBe(0);
    await page().screenshot({ path: `${SHOTS}/viewer.png` });
    await view.press('Close');

    const viewer = await Api.login(baseUrl(), demoAccounts.viewer.email, demoAccounts.viewer.password);
    const writes: Array<[string, object]> = [
      ['/product/family', { storeCode: STORE, fmPrCode: 'FMVIEW', prCodeList: ['A'], layoutId: 'L01' }],
      ['/product/family/delete', { storeCode: STORE, fmPrCodeList: ['FMKR002001'] }],
      ['/product/family/import', { storeCode: STORE, fileName: 'v.csv', text: 'FMVIEW,A,,,,L01' }],
    ];
    for (const [path, body] of writes) {
      const refused = await viewer.call('POST', path, body).catch((error: unknown) => error);
      expect(refused, path).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status, path).toBe(403);
    }
  });
});
