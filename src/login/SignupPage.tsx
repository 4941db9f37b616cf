// Signup (doc 1 §2.3, §5): the seven checks in order, 'Signup Error' dialog; code 0 shows the server's message.
import { AuthCard } from './AuthCard';
import { Button, Checkbox, FormControlLabel, Link, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useErrorDialog } from '../layout/ErrorDialog';
import { translateMessage } from '../i18n/serverMessages';
import { appDataProvider } from '../providers/appDataProvider';
import { serverMessageOf } from '../providers/httpClient';
import { validateSignup, type SignupValues } from './loginValidation';

const EMPTY: SignupValues = { email: '', name: '', mobile: '', password: '', retype: '', agree: false };
const TEXT_FIELDS: Array<{ name: Exclude<keyof SignupValues, 'agree'>; type: string; autoComplete: string }> =
  [
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'name', type: 'text', autoComplete: 'name' },
    { name: 'mobile', type: 'tel', autoComplete: 'tel' },
    { name: 'password', type: 'password', autoComplete: 'new-password' },
    { name: 'retype', type: 'password', autoComplete: 'new-password' },
  ];

export function SignupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignup(values);
    if (problem) {
      await showError(translate(problem), 'app.signup.errorTitle');
      return;
    }
    setBusy(true);
    try {
      const answer = await appDataProvider.signup({
        email: values.email.trim(),
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        password: values.password,
      });
      if (answer?.code === 0) {
        await showError({ body: answer }, 'app.signup.errorTitle');
        return;
      }
      const said = serverMessageOf(answer);
      notify(said ? translateMessage(translate, said) : 'app.signup.done', { type: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      await showError(error as Error, 'app.signup.errorTitle');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      width={420}
      heading={translate('app.signup.title')}
      label={translate('app.signup.title')}
      onSubmit={submit}
    >
      {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
        <TextField
          key={name}
          label={translate(`app.signup.${name}`)}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      ))}
      <FormControlLabel
        control={
          <Checkbox
            checked={values.agree}
            onChange={(e) => setValues((v) => ({ ...v, agree: e.target.checked }))}
          />
        }
        label={translate('app.signup.agree')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {translate('app.signup.submit')}
      </Button>
      <Link component={RouterLink} to="/login" align="center">
        {translate('app.signup.backToLogin')}
      </Link>
    </AuthCard>
  );
}
