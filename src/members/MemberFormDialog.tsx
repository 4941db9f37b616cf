// Member create and update modals (doc 3 §2): the schema form of `members` in a dialog;
// Save and Cancel; success toasts 'Complete!' / 'Success'; server failures show 'Create Member Error' /
// 'Update Member Error'.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, TextInput, useTranslate } from 'react-admin';
import { resources } from '../generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useSavedNotice } from '../layout/formDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';

const meta = resources.members;

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
  const editing = email !== undefined;
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
                overrides={{ email: <TextInput key="email" source="email" disabled /> }}
              />
            </EditBase>
          ) : (
            <CreateBase resource="members" mutationOptions={mutationOptions} redirect={false}>
              <SchemaForm meta={meta} operation="create" toolbar={toolbar} />
            </CreateBase>
          ))}
      </DialogContent>
    </Dialog>
  );
}
