// Edit one gateway's configuration (doc 3 §3, §5): every rule from the generated `config` form; nothing
// changed: 'No changed!' / 'Gateway configurations have not been changed.' and nothing is sent.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useStartingValues } from '../layout/useStartingValues';
import { updateGateway, type GatewayRow } from './api';
import { ConfigInput, useStoreOutband } from './ConfigInput';
import { CONFIG_FIELDS, isChanged, toValues, validateConfig, type ConfigValues } from './configForm';

export const NO_CHANGE = { title: 'app.gateways.noChangedTitle', text: 'app.gateways.noChangedText' };

export function GatewayConfigDialog({
  gateway,
  onClose,
  onSaved,
}: {
  gateway: GatewayRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [values, setValues] = useState<ConfigValues | null>(null);
  const outband = useStoreOutband(gateway?.storeCode);
  // the gateway's values are taken once per opening: its row refreshed behind the dialog (a heartbeat) never
  // overwrites what the operator typed
  const filled = useStartingValues(gateway?.gwMac ?? null, gateway ?? undefined, (start) =>
    setValues(toValues(start)),
  );
  const save = async () => {
    if (!gateway || !values || !filled) return;
    if (!isChanged(toValues(gateway), values)) return void showError(NO_CHANGE.text, NO_CHANGE.title);
    const checked = validateConfig(values);
    if (!checked.ok) return void showError(checked.message);
    try {
      await updateGateway(gateway.storeCode, gateway.gwMac, checked.config);
      notify('app.gateways.saved', { type: 'success' });
      onSaved();
      onClose();
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Dialog open={!!gateway} onClose={onClose} fullWidth maxWidth="sm" data-testid="gateway-config-dialog">
      <DialogTitle>
        {translate('app.gateways.editTitle')} · {gateway?.gwMac}
      </DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          {filled &&
            values &&
            CONFIG_FIELDS.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <ConfigInput
                  fullWidth
                  field={field}
                  label={translate(`resources.gateways.fields.${field}`)}
                  value={values[field]}
                  outband={outband}
                  onValue={(value) => setValues({ ...values, [field]: value })}
                  testId={`config-${field}`}
                />
              </Grid>
            ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.stores.close')}</Button>
        <Button variant="contained" onClick={() => void save()} data-testid="config-save">
          {translate('app.stores.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
