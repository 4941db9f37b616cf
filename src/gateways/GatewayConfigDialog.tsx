// Edit one gateway's configuration (doc 3 §3, §5): the schema form x-forms.config of schemas/gateway.schema.json
// (its fields in order, two columns; the channels a choice of the store's range, any other field the schema
// form's input) checked by its generated validator, a refused value's message in the error dialog; nothing
// changed: 'No changed!' / 'Gateway configurations have not been changed.' and nothing is sent.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useStartingValues } from '../layout/useStartingValues';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import type { GatewayRow } from './api';
import { channelOverrides, useStoreOutband } from './ConfigInput';
import { configOf, configSchema, isChanged, toValues } from './configForm';
import { gatewayCalls } from '../generated/client';

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
  // the gateway's values are taken once per opening: its row refreshed behind the dialog (a heartbeat) never
  // overwrites what the operator typed
  const [start, setStart] = useState<Record<string, unknown> | null>(null);
  const filled = useStartingValues(gateway?.gwMac ?? null, gateway ?? undefined, (row) =>
    setStart(configOf({ ...row })),
  );
  const outband = useStoreOutband(gateway?.storeCode);
  const overrides = useMemo(() => channelOverrides(outband), [outband]);
  const unchanged = (values: FieldValues) => !!start && !isChanged(toValues(start), toValues(values));
  const save = async (values: FieldValues) => {
    if (!gateway || !start) return;
    if (unchanged(values)) return void showError(NO_CHANGE.text, NO_CHANGE.title);
    try {
      await gatewayCalls.update({ storeCode: gateway.storeCode, gwMac: gateway.gwMac, body: values });
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
        {filled && start && (
          <SchemaForm
            key={gateway?.gwMac}
            meta={resources.gateway}
            operation="edit"
            form="config"
            schema={configSchema}
            record={start}
            overrides={overrides}
            columns={2}
            testIdPrefix="config"
            onSubmit={save}
            // nothing changed says so first, as the spec's dialog does; else the first refused value's message
            onInvalid={(problem, values) =>
              void (unchanged(values)
                ? showError(NO_CHANGE.text, NO_CHANGE.title)
                : showError(translate(problem.message)))
            }
            toolbar={
              <SchemaDialogToolbar
                onClose={onClose}
                closeLabel="app.stores.close"
                saveLabel="app.stores.save"
                saveTestId="config-save"
              />
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
