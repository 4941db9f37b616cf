import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, RecordContextProvider } from 'ra-core';
import { describe, expect, it } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { PrivilegeTreeInput } from './PrivilegeTreeInput';
import { normalise } from './privilegeTree';

const SUPER: Permissions = {
  role_id: 0,
  privilege: {},
  store: [],
  systemConfig: {},
  enableWholeStore: false,
};

function renderTree(record: Record<string, unknown>, permissions: Permissions = SUPER) {
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <Form record={record}>
        <PrivilegeTreeInput source="privilege" />
      </Form>
    </RecordContextProvider>,
    { permissions },
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

  it('applies the tree rules on clicks', async () => {
    renderTree({ id: '5', role_id: 5, privilege: normalise([{ key: 'store', read: true, write: true }]) });
    await waitFor(() => expect(box('Store Read')).toBeEnabled());
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

  it('offers only the privileges the editor holds itself', async () => {
    const editor: Permissions = {
      role_id: 4,
      privilege: { role: { read: true, write: true }, store: { read: true, write: false } },
      store: ['KR001'],
      systemConfig: {},
      enableWholeStore: false,
    };
    renderTree({ id: '5', role_id: 5, privilege: normalise([]) }, editor);
    await waitFor(() => expect(box('Store Read')).toBeEnabled());
    expect(box('Role Write')).toBeEnabled();
    expect(box('Store Write')).toBeDisabled();
    expect(box('Member Read')).toBeDisabled();
    expect(box('Alias Read')).toBeDisabled();
  });
});
