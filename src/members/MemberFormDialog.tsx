// Member create and update modals (doc 3 §2): the schema form of `members` in a dialog;
// server failures show 'Create Member Error' / 'Update Member Error'.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { resources } from '../generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
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
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const editing = email !== undefined;
  const mutationOptions = {
    onSuccess: () => {
      notify(editing ? 'ra.notification.updated' : 'ra.notification.created', {
        type: 'success',
        messageArgs: { smart_count: 1 },
      });
      refresh();
      onClose();
    },
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
                overrides={{ email: <TextInput key="email" source="email" disabled /> }}
              />
            </EditBase>
          ) : (
            <CreateBase resource="members" mutationOptions={mutationOptions} redirect={false}>
              <SchemaForm meta={meta} operation="create" />
            </CreateBase>
          ))}
      </DialogContent>
    </Dialog>
  );
}
