// Account modal (doc 1 §2.2, doc 3 §2): the user's own name, mobile and password.
// 'Update Account Error' for the account fields, 'Update Password Error' for the password. The name and mobile
// are filled once, when the account is read; the inputs and Save wait until then.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { accountValidators } from '../../domain/generated/validators';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { firstIssue } from '../schema-views/firstIssue';
import { useErrorDialog } from './ErrorDialog';
import { useStartingValues } from './useStartingValues';

interface Values {
  email: string;
  name: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

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
      <AccountForm email={email} onClose={onClose} />
    </Dialog>
  );
}

function AccountForm({ email, onClose }: { email: string; onClose: () => void }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [values, setValues] = useState<Values>({
    email,
    name: '',
    mobile: '',
    password: '',
    confirmPassword: '',
  });
  const account = useQuery({
    queryKey: ['account', email],
    queryFn: () => dataProvider.getOne('members', { id: email }).then(({ data }) => data),
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (account.error) void showError(account.error, 'app.error.updateAccount');
  }, [account.error, showError]);
  // the name and mobile are taken once, when known: the inputs wait for them, and what is typed stays
  const filled = useStartingValues(email, account.data, (data) =>
    setValues((typed) => ({ ...typed, name: String(data.name ?? ''), mobile: String(data.mobile ?? '') })),
  );

  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const save = async () => {
    const problem = firstIssue(accountValidators.form.ownAccount, values);
    if (problem) {
      const title = ['password', 'confirmPassword'].includes(problem.field)
        ? 'app.error.updatePassword'
        : 'app.error.updateAccount';
      return showError(translate(problem.message), title);
    }
    try {
      await dataProvider.updateOwnAccount({
        email,
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        ...(values.password ? { password: values.password } : {}),
      });
      notify('app.account.saved', { type: 'success' });
      onClose();
    } catch (error) {
      await showError(
        error as Error,
        values.password ? 'app.error.updatePassword' : 'app.error.updateAccount',
      );
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('resources.members.fields.email')} value={values.email} disabled />
          <TextField
            label={translate('resources.members.fields.name')}
            value={values.name}
            onChange={set('name')}
            disabled={!filled}
          />
          <TextField
            label={translate('resources.members.fields.mobile')}
            value={values.mobile}
            onChange={set('mobile')}
            disabled={!filled}
          />
          <TextField
            label={translate('resources.members.fields.password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            disabled={!filled}
          />
          <TextField
            label={translate('resources.members.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            disabled={!filled}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!filled}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </>
  );
}
