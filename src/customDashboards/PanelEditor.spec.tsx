// Issue 38: the panel editor says what to do when a measure still needs its field (not the server's
// "measure.field: undefined is not a measurable field of tag."), in the console's language, and keeps the chosen
// field when the measure changes to one that takes it (Average to Maximum cleared it).
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { LocaleCode } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import type { CatalogueEntity, Panel } from './api';
import { PanelEditor } from './PanelEditor';
import { catalogueQuery } from './queries';

const TAG: CatalogueEntity = {
  entity: 'tag',
  label: 'app.dashboards.entities.tag',
  privilege: 'tag',
  time: 'updatedAt',
  timeFields: ['updatedAt'],
  fields: [
    {
      name: 'storeCode',
      type: 'string',
      groupable: true,
      measurable: false,
      filterable: false,
      label: 'resources.stores.fields.storeCode',
    },
    {
      name: 'battery',
      type: 'integer',
      groupable: false,
      measurable: true,
      filterable: false,
      label: 'resources.tags.fields.battery',
    },
    {
      name: 'rssi',
      type: 'integer',
      groupable: false,
      measurable: true,
      filterable: false,
      label: 'resources.tags.fields.rssi',
    },
  ],
};

const NEW_PANEL: Panel = {
  id: 'p1',
  kind: 'number',
  title: '',
  query: { entity: 'tag', measure: { fn: 'count' } },
  options: { refreshSeconds: 60 },
};

beforeEach(() => {
  // the preview's figures never answer here: only the editor is under test
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openEditor(locale: LocaleCode, onSave = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(catalogueQuery.queryKey, { entities: [TAG] });
  render(
    <AdminContext
      i18nProvider={createI18nProvider(locale, await loadMessages(locale))}
      store={memoryStore()}
      queryClient={queryClient}
    >
      <PanelEditor
        initial={NEW_PANEL}
        variables={{ stores: [], range: { last: '24h' } }}
        onClose={() => undefined}
        onSave={onSave}
      />
    </AdminContext>,
  );
  return onSave;
}

/** picks an option of one of the editor's selects (its display element's test id, the option's) */
function choose(select: string, option: string) {
  fireEvent.mouseDown(screen.getByTestId(select));
  fireEvent.click(within(screen.getByRole('listbox')).getByTestId(option));
}

describe('the panel editor measure', () => {
  it('asks for the field to measure in Japanese, and saves nothing until one is chosen', async () => {
    await openEditor('ja_JP');
    choose('editor-measure', 'fn-avg');
    expect(screen.getByTestId('editor-hint').textContent).toBe('集計する項目を選んでください。');
    expect(screen.getByTestId('editor-save')).toBeDisabled();
    expect(screen.queryByText(/is not a measurable field/)).toBeNull();
  });

  it('keeps the chosen field from Average to Maximum', async () => {
    const onSave = await openEditor('en_US');
    choose('editor-measure', 'fn-avg');
    choose('editor-field', 'field-battery');
    choose('editor-measure', 'fn-max');
    expect(screen.queryByTestId('editor-hint')).toBeNull();
    fireEvent.click(screen.getByTestId('editor-save'));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        query: expect.objectContaining({ measure: { fn: 'max', field: 'battery' } }),
      }),
    );
  });
});
