// Role create and update modals with the privilege tree (doc 3 §2, §4). Role 0 is shown all ticked
// and read-only, and so is a role holding privileges the editor does not (`readOnly`); the tree offers only the
// editor's own privileges (src/auth/grants.ts). Failures: 'Create Role Error'; 'Update Role Error' shown after the
// dialog closes.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useSavedNotice } from '../layout/formDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { normalise } from './privilegeTree';

const meta = resources.roles;

export function RoleFormDialog({
  roleId,
  open,
  onClose,
  readOnly: viewOnly = false,
}: {
  roleId?: number;
  open: boolean;
  onClose: () => void;
  /** shown, not saved */
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const editing = roleId !== undefined;
  const saved = useSavedNotice(editing, onClose);
  const readOnly = roleId === 0 || viewOnly;
  const mutationOptions = {
    onSuccess: saved,
    onError: (error: unknown) => {
      if (editing) onClose();
      void showError(error as Error, editing ? 'app.error.updateRole' : 'app.error.createRole');
    },
  };
  const toolbar = <SchemaDialogToolbar readOnly={readOnly} onClose={onClose} />;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="role-form-title"
      data-testid="role-form-dialog"
    >
      <DialogTitle id="role-form-title">
        {translate(editing ? 'app.roles.edit' : 'app.roles.create')}
      </DialogTitle>
      <DialogContent>
        {open &&
          (editing ? (
            <EditBase
              resource="roles"
              id={String(roleId)}
              mutationMode="pessimistic"
              mutationOptions={mutationOptions}
              redirect={false}
              queryOptions={{
                select: (role) => ({ ...role, privilege: normalise(role.privilege, role.role_id) }),
              }}
            >
              <SchemaForm meta={meta} operation="edit" toolbar={toolbar} />
            </EditBase>
          ) : (
            <CreateBase
              resource="roles"
              mutationOptions={mutationOptions}
              redirect={false}
              record={{ privilege: normalise([]) }}
            >
              <SchemaForm meta={meta} operation="create" toolbar={toolbar} />
            </CreateBase>
          ))}
      </DialogContent>
    </Dialog>
  );
}
