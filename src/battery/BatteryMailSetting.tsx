// The weekly battery swap-list mail's opt-in (issue 27 §2), shown on the notification settings page: a switch for
// the session's own mail, each member has its own (issue 33 §4; alarm write to change it), and when it goes out.
import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { batteryStoreCalls, batteryStoreKeys } from '../generated/client';
import { usePageQuery } from '../monitoring/usePageQuery';

export function BatteryMailSetting({ canWrite }: { canWrite: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { data } = usePageQuery({
    queryKey: batteryStoreKeys.mailSetting(),
    queryFn: ({ signal }) => batteryStoreCalls.mailSetting({ signal }),
  });
  if (!data) return null;
  const save = (enabled: boolean) =>
    batteryStoreCalls
      .saveMailSetting({ body: { enabled } })
      .then((saved) => client.setQueryData(batteryStoreKeys.mailSetting(), saved))
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="battery-mail-setting">
      <FormControlLabel
        control={
          <Switch
            checked={data.enabled}
            disabled={!canWrite}
            onChange={(event) => void save(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'battery-mail-enabled' } as object }}
          />
        }
        label={translate('app.battery.weeklyMail')}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.battery.weeklyMailHint')}
      </Typography>
    </Paper>
  );
}
