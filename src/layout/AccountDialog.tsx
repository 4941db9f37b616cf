// Account modal (doc 1 §2.2, doc 3 §2): the user's own name, mobile and password.
// 'Update Account Error' for the account fields, 'Update Password Error' for the password.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { accountValidators } from '../generated/validators';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { firstIssue } from '../schema-views/firstIssue';
import { useErrorDialog } from './ErrorDialog';

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

  useEffect(() => {
    if (!open) return;
    dataProvider
      .getOne('members', { id: email })
      .then(({ data }) =>
        setValues({
          email,
          name: String(data.name ?? ''),
          mobile: String(data.mobile ?? ''),
          password: '',
          confirmPassword: '',
        }),
      )
      .catch((error: Error) => showError(error, 'app.error.updateAccount'));
  }, [open, email, showError, dataProvider]);

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
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('resources.members.fields.email')} value={values.email} disabled />
          <TextField
            label={translate('resources.members.fields.name')}
            value={values.name}
            onChange={set('name')}
          />
          <TextField
            label={translate('resources.members.fields.mobile')}
            value={values.mobile}
            onChange={set('mobile')}
          />
          <TextField
            label={translate('resources.members.fields.password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
          />
          <TextField
            label={translate('resources.members.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
