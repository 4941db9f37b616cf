// "Two-factor authentication" on the account's own dialog (issue 36): whether it is on and how many recovery codes
// are left; set up (EnrolDialog), new recovery codes for a code, turn off with the password and a code (not when
// the policy requires it).
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { twoFactorCalls, twoFactorKeys } from '../generated/client';
import { formatDate } from '../i18n/format';
import { EnrolDialog } from './EnrolDialog';
import { CodeActionDialog } from './CodeActionDialog';

type Open = 'enrol' | 'regenerate' | 'disable' | null;

export function TwoFactorSection({ email }: { email: string }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const status = useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => twoFactorCalls.status({ signal }),
    gcTime: 0,
  });
  const close = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
  };
  const state = status.data;
  if (!state?.available) return null;
  return (
    <Box data-testid="two-factor-section" sx={{ mt: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle1" component="h3">
        {translate('app.twoFactor.title')}
      </Typography>
      <Typography variant="body2" data-testid="two-factor-state" data-enabled={state.enabled}>
        {state.enabled && state.enabledAt
          ? translate('app.twoFactor.statusOn', { date: formatDate(state.enabledAt) })
          : translate('app.twoFactor.statusOff')}
      </Typography>
      {state.enabled && (
        <Typography variant="body2">
          {translate('app.twoFactor.recoveryLeft', { count: state.recoveryLeft })}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {state.enabled ? (
          <>
            <Button size="small" onClick={() => setOpen('regenerate')} data-testid="two-factor-regenerate">
              {translate('app.twoFactor.regenerate')}
            </Button>
            {!state.required && (
              <Button
                size="small"
                color="error"
                onClick={() => setOpen('disable')}
                data-testid="two-factor-disable"
              >
                {translate('app.twoFactor.disable')}
              </Button>
            )}
          </>
        ) : (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setOpen('enrol')}
            data-testid="two-factor-enrol-start"
          >
            {translate('app.twoFactor.enrol')}
          </Button>
        )}
      </Stack>
      <EnrolDialog open={open === 'enrol'} email={email} onDone={close} onCancel={close} />
      <CodeActionDialog
        open={open === 'regenerate'}
        email={email}
        title="app.twoFactor.regenerate"
        help="app.twoFactor.regenerateHelp"
        run={async ({ code }) => (await twoFactorCalls.recoveryRegenerate({ body: { code } })).recoveryCodes}
        onClose={close}
      />
      <CodeActionDialog
        open={open === 'disable'}
        email={email}
        title="app.twoFactor.disable"
        help="app.twoFactor.disableHelp"
        withPassword
        run={async (body) => {
          await twoFactorCalls.disable({ body: { code: body.code, password: body.password ?? '' } });
          return null;
        }}
        onClose={close}
      />
    </Box>
  );
}
