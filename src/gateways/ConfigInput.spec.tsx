// The gateway configuration inputs are named by their visible label for screen readers (the field's own label
// in the configuration dialog, the column's heading in the edit-all table), never by the internal key.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resources } from '../../domain/generated/resources';
import { englishAppMessages } from '../i18n/messages';
import { SchemaForm } from '../schema-views/SchemaForm';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { channelOverrides } from './ConfigInput';
import { CONFIG_FIELDS } from './configForm';

const fieldNames = (englishAppMessages.resources as { gateways: { fields: Record<string, string> } }).gateways
  .fields;
const roleOf = (field: string) => (field.endsWith('Channel') ? 'combobox' : 'textbox');
const values = Object.fromEntries(CONFIG_FIELDS.map((field) => [field, 11]));

describe('gateway configuration inputs, accessible name', () => {
  it('in the edit-all table (no visible label) each is named by its column heading', async () => {
    renderWithAdmin(
      <SchemaForm
        meta={resources.gateway}
        operation="edit"
        form="config"
        record={{ gwList: [values] }}
        overrides={channelOverrides(false)}
        rows={{ source: 'gwList' }}
      />,
    );
    await screen.findAllByRole('textbox');
    for (const field of CONFIG_FIELDS) {
      expect(screen.getByRole('columnheader', { name: fieldNames[field] })).toBeTruthy();
      expect(screen.getByRole(roleOf(field), { name: fieldNames[field] })).toBeTruthy();
    }
  });

  it('in the configuration dialog each is named by its label only', async () => {
    renderWithAdmin(
      <SchemaForm
        meta={resources.gateway}
        operation="edit"
        form="config"
        record={values}
        overrides={channelOverrides(false)}
        columns={2}
      />,
    );
    await screen.findAllByRole('textbox');
    for (const field of CONFIG_FIELDS)
      expect(screen.getByRole(roleOf(field), { name: fieldNames[field] })).toBeTruthy();
  });
});
