// Login (doc 1 §2.3, §4, §5): email and password, 'Login Error' dialog with the server's message,
// forgot-password modal, forced password change, weak/expiring password prompts; then `next` or /dashboard.
import { AuthCard } from './AuthCard';
import { Button, Link, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useErrorDialog } from '../layout/ErrorDialog';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { prefetchDashboard, preloadDashboard } from '../dashboard/prefetch';
import { authProvider, loginRequest, permissionsOf } from '../providers/authProvider';
import { appDataProvider } from '../providers/appDataProvider';
import { readSession, type SessionUser } from '../providers/session';
import { seedSessionQueries } from '../providers/sessionQueries';
import { PromptDialog } from './PromptDialog';
import { validateLogin } from './loginValidation';
import { whenOpened } from '../layout/whenOpened';

// opened by a click or a password rule after login: loaded then (they bring the account validators)
const ForgotPasswordDialog = whenOpened(() =>
  import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog),
);
const PasswordChangeDialog = whenOpened(() =>
  import('./PasswordChangeDialog').then((m) => m.PasswordChangeDialog),
);

type Step = 'form' | 'forced' | 'forcedDone' | 'prompt' | 'promptChange';

/** `next` must be an in-app route, never another site */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login')
    ? next
    : '/dashboard';
}

export function LoginPage() {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [alreadyIn] = useState(() => {
    const session = readSession();
    return !!session && !session.forceChange;
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [session, setSession] = useState<SessionUser | null>(null);
  useEffect(() => {
    if (!alreadyIn && next === '/dashboard') preloadDashboard();
  }, [alreadyIn, next]);

  if (alreadyIn) return <Navigate to={next} replace />;

  // the dashboard's stats start with the session answer, while the console navigates there
  const enter = (entered: SessionUser | null = session) => {
    queryClient.clear();
    if (entered) seedSessionQueries(queryClient, entered);
    if (entered && next === '/dashboard') prefetchDashboard(queryClient, permissionsOf(entered));
    navigate(next, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    if (problem) {
      await showError(translate(problem), 'app.login.errorTitle');
      return;
    }
    setBusy(true);
    try {
      const result = await loginRequest({ email: email.trim(), password });
      if (result.kind === 'redirect') {
        window.location.assign(result.url);
        return;
      }
      setSession(result.session);
      if (result.session.forceChange) setStep('forced');
      else if (result.session.weakPwd || result.session.expireSoon) setStep('prompt');
      else enter(result.session);
    } catch (error) {
      await showError(error as Error, 'app.login.errorTitle');
    } finally {
      setBusy(false);
    }
  };

  const savePassword = (newPassword: string) =>
    appDataProvider.changePassword({ email: session?.email ?? '', password: newPassword });

  const logoutAndReload = async () => {
    await authProvider.logout({});
    window.location.hash = '#/login';
    window.location.reload();
  };

  return (
    <>
      <AuthCard
        width={380}
        heading={translate('app.title')}
        label={translate('app.login.title')}
        onSubmit={submit}
      >
        <TextField
          label={translate('app.login.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="username"
          type="email"
          autoFocus
        />
        <TextField
          label={translate('app.login.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          type="password"
        />
        <Button type="submit" variant="contained" disabled={busy} size="large">
          {translate('app.login.submit')}
        </Button>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
            {translate('app.login.forgot')}
          </Link>
          <Link component={RouterLink} to="/signup">
            {translate('app.login.signup')}
          </Link>
        </Stack>
        <LanguageSwitch />
      </AuthCard>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      {session && (
        <>
          <PasswordChangeDialog
            open={step === 'forced'}
            mandatory
            email={session.email}
            save={savePassword}
            onDone={() => setStep('forcedDone')}
            title="app.password.forcedTitle"
          />
          <PromptDialog
            open={step === 'forcedDone'}
            title="app.password.changedTitle"
            message="app.password.changedRelogin"
            onYes={logoutAndReload}
          />
          <PromptDialog
            open={step === 'prompt'}
            title={session.weakPwd ? 'app.password.weak' : 'app.password.expireSoon'}
            message="app.password.changeNow"
            onYes={() => setStep('promptChange')}
            onNo={() => enter()}
          />
          <PasswordChangeDialog
            open={step === 'promptChange'}
            email={session.email}
            save={savePassword}
            onDone={() => enter()}
            onCancel={() => enter()}
          />
        </>
      )}
    </>
  );
}
