// The custom dashboards' issue 38 features as an operator reaches them: the unsaved-changes question, a panel's
// duplicate, the variables in the address, the store choice of a drill-down, the version history, the starter
// dashboards, text panels and a panel's alert rule (beside CustomDashboardsPage, which builds the panels).
import type { Locator, Page } from 'playwright-core';

export class DashboardFeaturesPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  panel(id: string): Locator {
    return this.page.locator(`[data-testid="dashboard-panel"][data-panel-id="${id}"]`);
  }

  /** the grid's panels: id and place on the page, read at once */
  panelBoxes(): Promise<Array<{ id: string; left: number; top: number }>> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="dashboard-panel"]')].map((element) => ({
        id: element.dataset.panelId ?? '',
        left: Math.round(element.getBoundingClientRect().left),
        top: Math.round(element.getBoundingClientRect().top),
      })),
    );
  }

  async duplicatePanel(id: string): Promise<void> {
    await this.panel(id).getByTestId('panel-duplicate').click();
  }

  unsavedDialog(): Locator {
    return this.page.getByTestId('unsaved-dialog');
  }

  /** waits until a dialog (by test id) has faded in, for a screenshot */
  async dialogShown(testId: string): Promise<void> {
    await this.page.waitForFunction((id) => {
      const container = document.querySelector(`[data-testid="${id}"] .MuiDialog-container`);
      return !!container && getComputedStyle(container).opacity === '1';
    }, testId);
  }

  /** the cancel button of the edit mode's bar */
  async cancelEditing(cancelLabel: string): Promise<void> {
    await this.page.getByRole('button', { name: cancelLabel, exact: true }).click();
  }

  /** the stores a store picker shows as chosen (its chips) */
  chosenStores(testId: string): Promise<string[]> {
    return this.page
      .getByTestId(testId)
      .locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]')
      .locator('.MuiChip-label')
      .allTextContents();
  }

  /** the text the range picker shows */
  rangeShown(testId: string): Promise<string | null> {
    return this.page.getByTestId(testId).textContent();
  }

  async openVersions(): Promise<Locator> {
    await this.page.getByTestId('dashboard-versions').click();
    const dialog = this.page.getByTestId('versions-dialog');
    await dialog.getByTestId('version-row').first().waitFor();
    return dialog;
  }

  async restoreVersion(version: number): Promise<void> {
    const dialog = await this.openVersions();
    await dialog
      .locator(`[data-testid="version-row"][data-version="${version}"]`)
      .getByTestId('version-restore')
      .click();
    await dialog.waitFor({ state: 'detached' });
  }

  starter(key: string): Locator {
    return this.page.locator(`[data-testid="dashboard-starter"][data-starter="${key}"]`);
  }

  /** adds a text panel with its title and Markdown through its editor */
  async addTextPanel(title: string, markdown: string): Promise<void> {
    await this.page.getByTestId('panel-add-text').click();
    const editor = this.page.getByTestId('text-panel-editor');
    await editor.getByTestId('editor-title').fill(title);
    await editor.getByTestId('editor-markdown').fill(markdown);
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'detached' });
  }

  /** sets the alert rule of the open panel editor: on, above/below, threshold, minutes */
  async setAlert(rule: {
    comparison: 'above' | 'below';
    threshold: number;
    forMinutes: number;
  }): Promise<void> {
    const editor = this.page.getByTestId('panel-editor');
    const enabled = editor.getByTestId('alert-enabled');
    if (!(await enabled.isChecked())) await enabled.check();
    await editor.getByTestId('alert-comparison').click();
    await this.page.getByTestId(`alert-comparison-${rule.comparison}`).click();
    await editor.getByTestId('alert-threshold').fill(String(rule.threshold));
    await editor.getByTestId('alert-minutes').fill(String(rule.forMinutes));
  }

  /** the state a panel's alert badge shows (ok, pending, firing; unknown before the first evaluation) */
  alertState(id: string): Promise<string | null> {
    return this.panel(id)
      .getByTestId('panel-alert-state')
      .getAttribute('data-state', { timeout: 1000 })
      .catch(() => null);
  }
}
