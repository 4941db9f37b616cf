// Login (doc 1 §2.3, §4, §5): email and password, 'Login Error' dialog with the server's message,
// forgot-password modal, forced password change, weak/expiring password prompts; then `next` or /dashboard.
// The form itself is index.html's, drawn before the console loads (shell/state.ts, issue 25); this page drives it.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'ra-core';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useErrorDialog } from '../layout/ErrorDialog';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { prefetchDashboard } from '../dashboard/landing';
import { preloadDashboard } from '../dashboard/prefetch';
import { authProvider, loginRequest, permissionsOf, type LoginResult } from '../providers/authProvider';
import { appDataProvider } from '../providers/appDataProvider';
import { readSession, type SessionUser } from '../providers/session';
import { seedSessionQueries } from '../providers/sessionQueries';
import { PromptDialog } from '../shared/PromptDialog';
import { validateLogin } from './loginValidation';
import { whenOpened } from '../layout/whenOpened';
import { whenIdle } from '../layout/DeferredMount';
import { useLoginShell } from './shell/useLoginShell';
import { SsoButtons } from './sso/SsoButtons';
import type { EarlyLogin } from './shell/state';

// opened by a click or a password rule after login: loaded then (they bring the account validators)
const ForgotPasswordDialog = whenOpened(() =>
  import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog),
);
const PasswordChangeDialog = whenOpened(() =>
  import('./PasswordChangeDialog').then((m) => m.PasswordChangeDialog),
);

// the two-factor steps (issue 36): loaded when a login needs one
const CodeStepDialog = whenOpened(() => import('../twoFactor/CodeStepDialog').then((m) => m.CodeStepDialog));
const EnrolDialog = whenOpened(() => import('../twoFactor/EnrolDialog').then((m) => m.EnrolDialog));

const DashboardWarmUp = lazy(() =>
  import('../dashboard/warmUp').then((m) => ({ default: m.DashboardWarmUp })),
);

type Step = 'form' | 'forced' | 'forcedDone' | 'enrol' | 'prompt' | 'promptChange';

/** `next` must be an in-app route, never another site */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login')
    ? next
    : '/dashboard';
}

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [alreadyIn] = useState(() => {
    const session = readSession();
    return !!session && !session.forceChange && !session.twoFactorEnrol;
  });
  if (alreadyIn) return <Navigate to={next} replace />;
  return <LoginScreen next={next} />;
}

function LoginScreen({ next }: { next: string }) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [session, setSession] = useState<SessionUser | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const shell = useLoginShell(
    (early) => void submit(early),
    () => setForgotOpen(true),
  );
  // the dashboard's code loads and draws once off screen while the operator types (dashboard/warmUp.tsx); the
  // form says when the console is ready (data-console-ready), warm-up done
  const [warmUp, setWarmUp] = useState<'waiting' | 'drawing' | 'done'>('waiting');
  useEffect(() => {
    if (next !== '/dashboard') {
      setWarmUp('done');
      return;
    }
    preloadDashboard();
    return whenIdle(() => setWarmUp('drawing'));
  }, [next]);
  useEffect(() => {
    if (warmUp === 'done') shell.root.dataset.consoleReady = 'true';
  }, [shell, warmUp]);
  useEffect(() => {
    shell.submit.disabled = busy;
  }, [shell, busy]);

  // the dashboard's stats start with the session answer, while the console navigates there
  const enter = (entered: SessionUser | null = session) => {
    shell.email.value = '';
    shell.password.value = '';
    queryClient.clear();
    if (entered) seedSessionQueries(queryClient, entered);
    if (entered && next === '/dashboard') prefetchDashboard(queryClient, permissionsOf(entered));
    navigate(next, { replace: true });
  };

  /** `early`: the login the form sent before this page was there (its answer is read, nothing sent again) */
  const submit = async (early?: EarlyLogin) => {
    if (busy) return;
    const email = early?.email ?? shell.email.value;
    const password = early?.password ?? shell.password.value;
    const problem = validateLogin({ email, password });
    if (problem) {
      await showError(translate(problem), 'app.login.errorTitle');
      return;
    }
    setBusy(true);
    try {
      signedIn(await loginRequest({ email: email.trim(), password }, early?.answer));
    } catch (error) {
      await showError(error as Error, 'app.login.errorTitle');
    } finally {
      setBusy(false);
    }
  };

  /** after the password (or the two-factor code): a redirect, the code step, or the session's next step */
  const signedIn = (result: LoginResult) => {
    if (result.kind === 'redirect') {
      window.location.assign(result.url);
      return;
    }
    if (result.kind === 'twoFactor') {
      setChallenge(result.challenge);
      return;
    }
    setChallenge(null);
    setSession(result.session);
    afterEnrolment(result.session);
  };

  /** the password's prompts, once two-factor is settled (a forced change first: it signs in again anyway) */
  const afterEnrolment = (current: SessionUser, enrolled = false) => {
    if (current.forceChange) setStep('forced');
    else if (current.twoFactorEnrol && !enrolled) setStep('enrol');
    else if (current.weakPwd || current.expireSoon) setStep('prompt');
    else enter(current);
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
      {createPortal(<LanguageSwitch />, shell.language)}
      <SsoButtons before={shell.language} />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      {warmUp === 'drawing' && !busy && (
        <Suspense fallback={null}>
          <DashboardWarmUp onDone={() => setWarmUp('done')} />
        </Suspense>
      )}
      <CodeStepDialog
        open={challenge !== null}
        challenge={challenge}
        onSignedIn={signedIn}
        onBack={() => setChallenge(null)}
      />
      {session && (
        <>
          <EnrolDialog
            open={step === 'enrol'}
            mandatory
            email={session.email}
            onDone={() => afterEnrolment({ ...session, twoFactorEnrol: false }, true)}
          />
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
