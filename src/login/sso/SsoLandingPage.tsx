// /sso (issue 36): where the server's single sign-on callback sends the browser. With ?code= the one-time
// code is exchanged (POST /auth/sso/exchange) for the session, which is kept as a login's, and the console opens
// the dashboard; with ?error= (a message key) the reason is shown, with the way back to the login page. The code
// leaves the address bar at once.
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { identityProviderCalls } from '../../generated/client';
import { adoptSession } from '../../providers/authProvider';
import type { SessionUser } from '../../providers/session';
import { seedSessionQueries } from '../../providers/sessionQueries';

/** the message keys the server may send here; anything else reads as the generic refusal */
const KNOWN_ERROR = /^app\.sso\.errors\.[a-zA-Z]+$/;

export default function SsoLandingPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [code] = useState(() => params.get('code'));
  const given = params.get('error');
  const [error, setError] = useState<string | null>(
    given && KNOWN_ERROR.test(given) ? given : code ? null : 'app.sso.errors.providerRefused',
  );
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    navigate('/sso', { replace: true });
    identityProviderCalls
      .exchange({ body: { code } })
      .then((answer) => {
        const session = adoptSession(answer as SessionUser);
        queryClient.clear();
        seedSessionQueries(queryClient, session);
        navigate('/dashboard', { replace: true });
      })
      .catch(() => setError('app.sso.errors.codeInvalid'));
  }, [code, navigate, queryClient]);

  return (
    <Stack component="main" alignItems="center" sx={{ mt: 10 }}>
      <Card sx={{ minWidth: 360, maxWidth: 520 }} data-testid="sso-landing">
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate('app.login.title')}
          </Typography>
          {error ? (
            <Stack spacing={2}>
              <Alert severity="error" data-testid="sso-error">
                {translate(error)}
              </Alert>
              <Button variant="contained" href="#/login">
                {translate('app.sso.backToLogin')}
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={2} alignItems="center">
              <CircularProgress size={24} />
              <span>{translate('app.sso.signingIn')}</span>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
