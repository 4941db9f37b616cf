// The one toolbar of the form dialogs: Cancel then Save (members, roles, products, families), Close only on a
// read-only detail (role 0, product view).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { MemberFormDialog } from '../members/MemberFormDialog';
import { RoleFormDialog } from '../roles/RoleFormDialog';
import { renderWithAdmin } from '../test/renderWithAdmin';
import './widgets';

const buttonsOf = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('form button')].map((b) => b.textContent?.trim());

describe('SchemaDialogToolbar', () => {
  it('gives the member create dialog Cancel then Save, and Cancel closes it', async () => {
    const onClose = vi.fn();
    renderWithAdmin(<MemberFormDialog open onClose={onClose} />, { dataProvider: {} as DataProvider });
    const dialog = await screen.findByTestId('member-form-dialog');
    expect(buttonsOf(dialog).slice(-2)).toEqual(['Cancel', 'Save']);
    fireEvent.click(screen.getByTestId('dialog-cancel'));
    expect(onClose).toHaveBeenCalled();
  });

  it('gives role 0 (read only) Close and no Save', async () => {
    const getOne = vi.fn(() =>
      Promise.resolve({ data: { id: '0', role_id: 0, name: 'Administrator', privilege: [] } }),
    );
    const onClose = vi.fn();
    renderWithAdmin(<RoleFormDialog roleId={0} open onClose={onClose} />, {
      dataProvider: { getOne } as unknown as DataProvider,
    });
    const dialog = await screen.findByTestId('role-form-dialog');
    await screen.findByRole('button', { name: 'Close' });
    expect(buttonsOf(dialog)).not.toContain('Save');
    // the form is drawn again once the role is read: click the Close of the form shown
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalled();
    });
  });
});
