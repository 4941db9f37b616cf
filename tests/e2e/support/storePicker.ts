// The console's store picker (src/stores/picker/StoreAutocomplete) as an operator uses it: the code typed into
// its combobox (the server narrows the options), then the option of that store clicked (options read
// "CODE name" and carry data-store-code). Works for a single and a multiple picker, in a page or a dialog.
import type { Locator, Page } from 'playwright-core';

export async function pickStore(page: Page, combobox: Locator, storeCode: string): Promise<void> {
  await combobox.click();
  await combobox.fill(storeCode);
  await page.locator(`[role="option"][data-store-code="${storeCode}"]`).click();
}

/** the store codes of the open picker's options, in their order */
export async function storeOptionCodes(page: Page): Promise<string[]> {
  return page
    .locator('[role="listbox"] [role="option"][data-store-code]')
    .evaluateAll((options) => options.map((option) => option.getAttribute('data-store-code') ?? ''));
}
