// Member create and update modals (doc 3 §2): the schema form of `members` in a dialog;
// Save and Cancel; success toasts 'Complete!' / 'Success'; server failures show 'Create Member Error' /
// 'Update Member Error'. Only what the account may give is offered (src/auth/grants.ts): its own role, stores and
// whole-store flag are shown disabled, the whole-store flag only to an account that sees every store.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { ReactElement } from 'react';
import { BooleanInput, CreateBase, EditBase, TextInput, useTranslate } from 'react-admin';
import { useGrants } from '../auth/grants';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useSavedNotice } from '../layout/formDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { RoleSelectInput } from '../schema-views/inputs/RoleSelectInput';
import { StoreListInput } from '../schema-views/inputs/StoreListInput';
import { SchemaForm } from '../schema-views/SchemaForm';

const meta = resources.members;

/** the role, stores and whole-store inputs: disabled on the own account, whole-store only when it can be given */
function accessInputs(own: boolean, wholeStore: boolean): Record<string, ReactElement> {
  return {
    role_id: <RoleSelectInput key="role_id" source="role_id" disabled={own} />,
    store: <StoreListInput key="store" source="store" disabled={own} />,
    enableWholeStore: (
      <BooleanInput key="enableWholeStore" source="enableWholeStore" disabled={own || !wholeStore} />
    ),
  };
}

export function MemberFormDialog({
  email,
  open,
  onClose,
}: {
  email?: string;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const grants = useGrants();
  const editing = email !== undefined;
  const own = editing && email === grants.ownEmail;
  const saved = useSavedNotice(editing, onClose);
  const toolbar = <SchemaDialogToolbar onClose={onClose} />;
  const mutationOptions = {
    onSuccess: saved,
    onError: (error: unknown) => {
      void showError(error as Error, editing ? 'app.error.updateMember' : 'app.error.createMember');
    },
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="member-form-title"
      data-testid="member-form-dialog"
    >
      <DialogTitle id="member-form-title">
        {translate(editing ? 'app.members.edit' : 'app.members.create')}
      </DialogTitle>
      <DialogContent>
        {open &&
          (editing ? (
            <EditBase
              resource="members"
              id={email}
              mutationMode="pessimistic"
              mutationOptions={mutationOptions}
              redirect={false}
            >
              <SchemaForm
                meta={meta}
                operation="edit"
                toolbar={toolbar}
                overrides={{
                  email: <TextInput key="email" source="email" disabled />,
                  ...accessInputs(own, grants.canGiveWholeStore),
                }}
              />
            </EditBase>
          ) : (
            <CreateBase resource="members" mutationOptions={mutationOptions} redirect={false}>
              <SchemaForm
                meta={meta}
                operation="create"
                toolbar={toolbar}
                overrides={accessInputs(false, grants.canGiveWholeStore)}
              />
            </CreateBase>
          ))}
      </DialogContent>
    </Dialog>
  );
}
