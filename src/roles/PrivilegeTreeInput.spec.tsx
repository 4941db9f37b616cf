import { fireEvent, screen } from '@testing-library/react';
import { Form, RecordContextProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { PrivilegeTreeInput } from './PrivilegeTreeInput';
import { normalise } from './privilegeTree';

function renderTree(record: Record<string, unknown>) {
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <Form record={record}>
        <PrivilegeTreeInput source="privilege" />
      </Form>
    </RecordContextProvider>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('privilege tree input', () => {
  it('role 0 shows every box ticked and read-only', () => {
    renderTree({ id: '0', role_id: 0, privilege: [] });
    expect(box('Member Write').checked).toBe(true);
    expect(box('Alias Read').checked).toBe(true);
    expect(box('Member Write')).toBeDisabled();
  });

  it('applies the tree rules on clicks', () => {
    renderTree({ id: '5', role_id: 5, privilege: normalise([{ key: 'store', read: true, write: true }]) });
    fireEvent.click(box('Store Read'));
    expect(box('Store Write').checked).toBe(false);
    fireEvent.click(box('Tag Write'));
    expect(box('Tag Read').checked).toBe(true);
    expect(box('Settings Read').checked).toBe(false);
    fireEvent.click(box('Alias Read'));
    expect(box('Settings Read').checked).toBe(true);
    fireEvent.click(box('Settings Write'));
    expect(box('Server Config Write').checked).toBe(true);
    expect(box('Store Config Write').checked).toBe(true);
  });
});
