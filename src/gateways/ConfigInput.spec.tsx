// The gateway configuration inputs are named by their visible label for screen readers (the field's own label
// in the configuration dialog, the column's heading in the edit-all table), never by the internal key.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishAppMessages } from '../i18n/messages';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { ConfigInput } from './ConfigInput';
import { CONFIG_FIELDS } from './configForm';

const fieldNames = (englishAppMessages.resources as { gateways: { fields: Record<string, string> } }).gateways
  .fields;
const roleOf = (field: string) => (field.endsWith('Channel') ? 'combobox' : 'textbox');

describe('ConfigInput accessible name', () => {
  it.each(CONFIG_FIELDS)(
    '%s without a visible label (edit-all table) is named by the column heading',
    (field) => {
      renderWithAdmin(
        <ConfigInput field={field} value="11" outband={false} onValue={() => undefined} testId="x" />,
      );
      expect(screen.getByRole(roleOf(field), { name: fieldNames[field] })).toBeTruthy();
    },
  );

  it.each(CONFIG_FIELDS)('%s with its label (configuration dialog) is named by that label only', (field) => {
    renderWithAdmin(
      <ConfigInput
        field={field}
        label={fieldNames[field]}
        value="11"
        outband={false}
        onValue={() => undefined}
        testId="x"
      />,
    );
    expect(screen.getByRole(roleOf(field), { name: fieldNames[field] })).toBeTruthy();
  });
});
