// The custom dashboards (issue 26): the /dashboards list, a dashboard's grid, its edit mode and the panel editor.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pickStore } from '../storePicker';

export class CustomDashboardsPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async openList(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/dashboards`);
    await this.page.getByTestId('custom-dashboards').waitFor();
  }

  async create(name: string): Promise<string> {
    await this.page.getByTestId('dashboard-create').click();
    await this.page.getByTestId('dashboard-name').fill(name);
    await this.page.getByTestId('name-save').click();
    // the new dashboard opens in edit mode: its page's chunk loads first (seen past 15 s on a loaded machine)
    await this.page.getByTestId('panel-add').waitFor({ timeout: 60_000 });
    return /\/dashboards\/(\d+)/.exec(this.page.url())![1];
  }

  async open(id: string, mode = ''): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/dashboards/${id}${mode}`);
    await this.page.getByTestId('dashboard-title').waitFor();
  }

  panel(id: string): Locator {
    return this.page.locator(`[data-testid="dashboard-panel"][data-panel-id="${id}"]`);
  }

  /** picks an option of a MUI select opened from its display element */
  private async choose(display: string, option: string): Promise<void> {
    await this.page.getByTestId(display).click();
    await this.page.getByTestId(option).click();
  }

  /** picks a filter's choice in the panel editor (a select of the schema list's filter pieces) */
  async chooseFilter(field: string, value: string): Promise<void> {
    await this.page.getByTestId(`editor-filter-${field}`).locator('[role="combobox"]').click();
    await this.page.getByRole('option', { name: value, exact: true }).click();
  }

  /** picks stores in a store picker (`testId` of its input) and closes its list */
  async pickStores(testId: string, stores: string[]): Promise<void> {
    for (const store of stores) await pickStore(this.page, this.page.getByTestId(testId), store);
    await this.page.getByTestId(testId).press('Escape');
  }

  /**
   * adds a panel through the editor: kind, title, entity, optional group, time bucket, filter choices, and the
   * stores and time range it pins
   */
  async addPanel(panel: {
    kind: string;
    title: string;
    entity: string;
    groupBy?: string;
    bucket?: { field: string; unit: string };
    filters?: Record<string, string>;
    pinStores?: string[];
    pinRange?: string;
  }): Promise<void> {
    await this.page.getByTestId('panel-add').click();
    const editor = this.page.getByTestId('panel-editor');
    await editor.waitFor();
    await this.choose('editor-kind', `kind-${panel.kind}`);
    await this.page.getByTestId('editor-title').fill(panel.title);
    await this.choose('editor-entity', `entity-${panel.entity}`);
    if (panel.groupBy) {
      await this.choose('editor-group', `group-${panel.groupBy}`);
      await this.page.keyboard.press('Escape');
    }
    if (panel.bucket) {
      await this.choose('editor-bucket', `bucket-${panel.bucket.field}`);
      await this.choose('editor-bucket-unit', `unit-${panel.bucket.unit}`);
    }
    for (const [field, value] of Object.entries(panel.filters ?? {})) await this.chooseFilter(field, value);
    if (panel.pinStores) {
      await this.page.getByTestId('editor-pin-stores-on').check();
      await this.pickStores('editor-pin-stores', panel.pinStores);
    }
    if (panel.pinRange) await this.choose('editor-pin-range', `editor-pin-range-${panel.pinRange}`);
    // the preview asks the stats query first: on a busy 2-core machine that can take longer than the default wait
    await editor.getByTestId('editor-preview').getByTestId('panel-drawn').waitFor({ timeout: 60_000 });
    await this.page.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'detached' });
  }

  /** waits until the panel editor has faded in (for a screenshot) */
  async editorShown(): Promise<void> {
    await this.page.getByTestId('panel-editor').getByTestId('panel-drawn').waitFor();
    await this.page.waitForFunction(() => {
      const faded = document.querySelector('[data-testid="panel-editor"] .MuiDialog-container');
      return !!faded && getComputedStyle(faded).opacity === '1';
    });
  }

  async save(): Promise<void> {
    await this.page.getByTestId('dashboard-save').click();
    await this.page.getByTestId('dashboard-edit').waitFor();
  }

  /** drags a locator's element by an offset with the mouse, in steps (react-grid-layout follows mouse moves) */
  /** Waits until `read` answers the same twice in a row (the grid's transitions and the charts' drawing are over). */
  private async settled<T>(read: () => Promise<T>): Promise<T> {
    let last = JSON.stringify(await read());
    await expect
      .poll(async () => {
        const now = JSON.stringify(await read());
        const same = now === last;
        last = now;
        return same;
      })
      .toBe(true);
    return JSON.parse(last) as T;
  }

  /** Drags the handle by (dx, dy) from where it rests (the page may still be laying the grid out as it opens). */
  async dragBy(handle: Locator, dx: number, dy: number): Promise<void> {
    await handle.waitFor();
    const box = await this.settled(async () => (await handle.boundingBox())!);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 5 });
    await this.page.mouse.up();
  }

  async dragPanel(id: string, dx: number, dy: number): Promise<void> {
    await this.dragBy(this.panel(id).locator('.panel-handle'), dx, dy);
  }

  async resizePanel(id: string, dx: number, dy: number): Promise<void> {
    await this.dragBy(this.panel(id).locator('.react-resizable-handle-se'), dx, dy);
  }

  /** the figures of a drawn chart, from its text alternative: [group, value] per row */
  async figures(id: string): Promise<Array<[string, number]>> {
    const table = this.panel(id).getByTestId('panel-figures');
    await table.waitFor({ state: 'attached' });
    return table.evaluate((element) =>
      [...element.querySelectorAll('tbody tr')].map((row) => {
        const [group, value] = [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
        return [group, Number(value.replace(/[^\d.-]/g, ''))] as [string, number];
      }),
    );
  }

  /** the figure of one group of a drawn chart */
  async figure(id: string, group: string): Promise<number | undefined> {
    return (await this.figures(id)).find(([name]) => name === group)?.[1];
  }

  /** the figure of a chart's last group (a line's last bucket) */
  async lastFigure(id: string): Promise<number | undefined> {
    return (await this.figures(id)).at(-1)?.[1];
  }

  /**
   * Clicks a line chart's last point where an operator would: on nivo's mesh (it lies over the points and picks
   * the nearest), once the point has settled (the grid's transitions and the chart's animation are over).
   */
  async clickLastPoint(id: string): Promise<void> {
    const panel = this.panel(id);
    const mesh = panel.locator('rect[data-ref="mesh-interceptor"]');
    await panel.locator('svg circle').last().waitFor();
    const offset = () =>
      panel.evaluate((element) => {
        const point = [...element.querySelectorAll('svg circle')].at(-1)!.getBoundingClientRect();
        const area = element.querySelector('rect[data-ref="mesh-interceptor"]')!.getBoundingClientRect();
        return {
          x: Math.round(point.x + point.width / 2 - area.x),
          y: Math.round(point.y + point.height / 2 - area.y),
          left: Math.round(area.x),
          top: Math.round(area.y),
        };
      });
    const last = await this.settled(offset);
    // a real click: Playwright waits until the mesh is stable and is what receives it
    await mesh.click({ position: { x: last.x, y: last.y } });
  }

  /** the names a store picker shows as chosen (its chips), `testId` of its input */
  async chosenStores(testId: string): Promise<string[]> {
    const picker = this.page.locator('.MuiAutocomplete-root', { has: this.page.getByTestId(testId) });
    return picker.locator('.MuiChip-label').allTextContents();
  }

  /** the names a chart's legend lists, in order */
  async legend(id: string): Promise<string[]> {
    return this.panel(id).getByTestId('panel-legend').locator('li').allTextContents();
  }

  /**
   * a map panel's markers and clusters, read at once: how many stores they draw (a cluster its count), how many
   * of them lie outside the map's box, how many under its zoom buttons
   */
  async mapMarkers(id: string): Promise<{ markers: number; outside: number; underZoom: number }> {
    return this.panel(id).evaluate((panel) => {
      const map = panel.querySelector('.leaflet-container')!.getBoundingClientRect();
      const zoom = panel.querySelector('.leaflet-control-zoom')?.getBoundingClientRect();
      // a cluster stands for the stores it counts (data-count)
      const drawn = [...panel.querySelectorAll('path.leaflet-interactive, .store-cluster')].map(
        (element) => ({
          box: element.getBoundingClientRect(),
          stores: Number(element.querySelector('[data-count]')?.getAttribute('data-count') ?? 1),
        }),
      );
      const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      const inside = (box: DOMRect, x: number, y: number) =>
        x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      return {
        markers: drawn.reduce((sum, { stores }) => sum + stores, 0),
        outside: drawn.filter(({ box }) => !inside(map, centre(box).x, centre(box).y)).length,
        // any part of a marker or a cluster over the zoom buttons
        underZoom: zoom
          ? drawn.filter(
              ({ box }) =>
                box.left < zoom.right &&
                box.right > zoom.left &&
                box.top < zoom.bottom &&
                box.bottom > zoom.top,
            ).length
          : 0,
      };
    });
  }

  /** the row count a schema list's pager tells ('1–25 of 1,234'), undefined until it tells one */
  async listTotal(): Promise<number | undefined> {
    const text = await this.page
      .getByTestId('pager')
      .locator('.MuiTablePagination-displayedRows')
      .textContent({ timeout: 1000 })
      .catch(() => null);
    const total = /of\s+([\d,]+)/.exec(text ?? '')?.[1];
    return total === undefined ? undefined : Number(total.replace(/,/g, ''));
  }
}
