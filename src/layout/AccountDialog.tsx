// Account modal (doc 1 §2.2, doc 3 §2): the user's own account on the schema form x-forms.ownAccount of
// schemas/account.schema.json (email read only, name, mobile, password with its confirmation, and any field a
// team adds there), checked by its generated validator: a refused value's message in 'Update Account Error', or
// 'Update Password Error' for the password. The account is read once per opening: the inputs and Save wait for
// it, and what is typed stays. Below, the account's two-factor authentication (src/twoFactor, issue 36).
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ResourceContextProvider, useNotify, useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { resources } from '../../domain/generated/resources';
import { accountValidators } from '../../domain/generated/validators';
import { accountCalls, accountKeys } from '../generated/client';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { useErrorDialog } from './ErrorDialog';
import { useStartingValues } from './useStartingValues';
import { TwoFactorSection } from '../twoFactor/TwoFactorSection';

const meta = resources.members;
const PASSWORD_FIELDS = ['password', 'confirmPassword'];

export function AccountDialog({
  email,
  open,
  onClose,
}: {
  email: string;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  // the form lives while the dialog is open: each opening reads the account afresh
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="account-title"
      data-testid="account-dialog"
    >
      <DialogTitle id="account-title">{translate('app.account.title')}</DialogTitle>
      <DialogContent>
        <ResourceContextProvider value={meta.name}>
          <AccountForm email={email} onClose={onClose} />
        </ResourceContextProvider>
        <TwoFactorSection email={email} />
      </DialogContent>
    </Dialog>
  );
}

function AccountForm({ email, onClose }: { email: string; onClose: () => void }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [start, setStart] = useState<FieldValues | null>(null);
  const account = useQuery({
    queryKey: accountKeys.getOne({ email }),
    queryFn: ({ signal }) => accountCalls.getOne({ email }, { signal }),
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (account.error) void showError(account.error, 'app.error.updateAccount');
  }, [account.error, showError]);
  // the form's fields of the account, taken once, when known
  const filled = useStartingValues(email, account.data, (data: object) =>
    setStart({
      ...Object.fromEntries(
        accountValidators.fields.ownAccount.map((field) => [
          field,
          (data as Record<string, unknown>)[field] ?? '',
        ]),
      ),
      email,
      password: '',
      confirmPassword: '',
    }),
  );
  const save = async (values: FieldValues) => {
    // the form's fields (x-forms.ownAccount), the password only when one is typed
    const fields = Object.fromEntries(
      accountValidators.fields.ownAccount
        .filter((field) => field !== 'password' || values.password)
        .map((field) => [field, typeof values[field] === 'string' ? values[field].trim() : values[field]]),
    );
    if (values.password) fields.password = values.password as string;
    try {
      await dataProvider.updateOwnAccount({ ...fields, email });
      notify('app.account.saved', { type: 'success' });
      onClose();
    } catch (error) {
      await showError(
        error as Error,
        values.password ? 'app.error.updatePassword' : 'app.error.updateAccount',
      );
    }
  };
  const ready = filled && start;
  return (
    <SchemaForm
      // a fresh form once the account is known: its values from the start
      key={ready ? 'account' : 'waiting'}
      meta={meta}
      operation="edit"
      form="ownAccount"
      record={ready ? start : { email }}
      disabled={!ready}
      testIdPrefix="account"
      onSubmit={save}
      onInvalid={(problem) =>
        void showError(
          translate(problem.message),
          PASSWORD_FIELDS.includes(problem.field) ? 'app.error.updatePassword' : 'app.error.updateAccount',
        )
      }
      toolbar={<SchemaDialogToolbar onClose={onClose} saveDisabled={!ready} />}
    />
  );
}
