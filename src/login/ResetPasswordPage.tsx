// The page of the forgotten-password mail's link (/#/reset-password?email=..&token=..): a new password, checked
// by the password change rules, sent with the link's email and token; then back to the login page. A link
// without email or token is refused before anything is sent.
import { Button, Link, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { translateMessage } from '../i18n/serverMessages';
import { serverMessageOf } from '../providers/httpClient';
import { useErrorDialog } from '../layout/ErrorDialog';
import { validateNewPassword } from './newPasswordValidation';
import { appDataProvider } from '../providers/appDataProvider';
import { AuthCard } from './AuthCard';

const LINK_INVALID = 'app.serverMessages.resetLinkInvalid';

export function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email || !token) {
      await showError(translate(LINK_INVALID), 'app.reset.title');
      return;
    }
    const problem = validateNewPassword(password, confirmation);
    if (problem) {
      await showError(translate(problem), 'app.reset.title');
      return;
    }
    setBusy(true);
    try {
      const answer = await appDataProvider.resetPassword({ email, token, password });
      const said = serverMessageOf(answer);
      notify(said ? translateMessage(translate, said) : 'app.password.changed', {
        type: 'success',
      });
      navigate('/login', { replace: true });
    } catch (error) {
      await showError(error as Error, 'app.reset.title');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      width={420}
      heading={translate('app.reset.title')}
      label={translate('app.reset.title')}
      onSubmit={submit}
    >
      <TextField label={translate('app.login.email')} value={email} disabled />
      <TextField
        label={translate('app.password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoFocus
      />
      <TextField
        label={translate('app.password.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {translate('app.reset.submit')}
      </Button>
      <Link component={RouterLink} to="/login" align="center">
        {translate('app.reset.backToLogin')}
      </Link>
    </AuthCard>
  );
}
