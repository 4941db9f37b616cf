// Edit all gateways of a store (doc 3 §5, §7): the schema form x-forms.config as a table, one row per gateway
// (a column per field of the form); only changed rows are checked (the generated validator, the first refused
// value's message in the error dialog, its row highlighted) and sent; nothing changed gives 'No changed!'; the
// answer's gwOK and gwNG lists are reported in the dialog, each MAC of gwNG with its reason (translated by key).
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { resources } from '../../domain/generated/resources';
import { translateMessage, type ServerMessage } from '../i18n/serverMessages';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useStartingValues } from '../layout/useStartingValues';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import type { GatewayRow, UpdateAllResult } from './api';
import { channelOverrides, useStoreOutband } from './ConfigInput';
import { configOf, configSchema, isChanged, toValues } from './configForm';
import { NO_CHANGE } from './GatewayConfigDialog';
import { gatewayCalls } from '../generated/client';

type Row = Record<string, unknown> & { gwMac: string };

/** the rows of the form: each changed one checked by the config form's validator, the others left alone */
function rowsSchema(start: Row[]) {
  return z.object({
    gwList: z.array(z.record(z.string(), z.unknown())).superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        if (!start[index] || !isChanged(toValues(start[index]), toValues(row))) return;
        const result = configSchema.safeParse(row);
        if (!result.success)
          for (const issue of result.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
      });
    }),
  });
}

/** why a MAC of gwNG was not changed, by its key */
function ngReason(result: UpdateAllResult, mac: string): ServerMessage | string {
  return result.reasons[mac] ?? '';
}

/** a column wide enough for its value: the IP with its port, the short indexes and channels */
const cellSx = (field: string) => ({
  minWidth: field === 'ip' ? 150 : field.endsWith('Index') || field.endsWith('Channel') ? 70 : 120,
});

export function GatewayEditAllDialog({
  open,
  storeCode,
  gateways,
  onClose,
  onSaved,
}: {
  open: boolean;
  storeCode: string;
  gateways: GatewayRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  /** one row per gateway of the opening, by MAC: a refreshed list behind the dialog (a gateway added, another
   * order) neither overwrites what is typed nor pairs it with another gateway */
  const [start, setStart] = useState<Row[]>([]);
  const outband = useStoreOutband(open ? storeCode : undefined);
  const overrides = useMemo(() => channelOverrides(outband), [outband]);
  const [result, setResult] = useState<UpdateAllResult | null>(null);
  // the rows are taken once per opening, not on every refresh behind it
  const filled = useStartingValues(open ? storeCode : null, open ? gateways : undefined, (rows) => {
    setStart(rows.map((gateway) => ({ ...configOf({ ...gateway }), gwMac: gateway.gwMac })));
    setResult(null);
  });
  const record = useMemo(() => ({ gwList: start }), [start]);
  const schema = useMemo(() => rowsSchema(start), [start]);
  const save = async (values: FieldValues) => {
    const changed = (values.gwList as Row[])
      .map((row, index) => ({ row, before: start[index] }))
      .filter(
        ({ row, before }) =>
          !!before &&
          gateways.some((g) => g.gwMac === before.gwMac) &&
          isChanged(toValues(before), toValues(row)),
      );
    if (changed.length === 0) return void showError(NO_CHANGE.text, NO_CHANGE.title);
    const gwList = changed.map(({ row, before }) => {
      const checked = configSchema.parse(row) as Record<string, unknown>;
      return { gwMac: before.gwMac, ...checked };
    });
    try {
      setResult(await gatewayCalls.updateAll({ storeCode, body: { gwList } }));
      onSaved();
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xl" data-testid="gateway-edit-all-dialog">
      <DialogTitle>{translate('app.gateways.editAllTitle', { storeCode })}</DialogTitle>
      <DialogContent>
        {result && (
          <Alert
            severity={result.gwNG.length ? 'warning' : 'success'}
            sx={{ mb: 2 }}
            data-testid="edit-all-result"
          >
            <div>
              {translate('app.gateways.gwOK')}: {result.gwOK.length ? result.gwOK.join(', ') : '-'}
            </div>
            <div>
              {translate('app.gateways.gwNG')}:{' '}
              {result.gwNG.length
                ? result.gwNG
                    .map((mac) => `${mac} (${translateMessage(translate, ngReason(result, mac))})`)
                    .join(', ')
                : '-'}
            </div>
          </Alert>
        )}
        {filled && (
          <SchemaForm
            key={storeCode}
            meta={resources.gateway}
            operation="edit"
            form="config"
            schema={schema}
            record={record}
            overrides={overrides}
            testIdPrefix="all"
            rows={{
              source: 'gwList',
              rowTestId: 'edit-all-row',
              padding: 'none',
              lead: {
                header: translate('resources.gateways.fields.gwMac'),
                cell: (index) => start[index]?.gwMac,
              },
              cellSx,
            }}
            onSubmit={save}
            onInvalid={(problem) => void showError(translate(problem.message))}
            toolbar={
              <SchemaDialogToolbar
                onClose={onClose}
                closeLabel="app.stores.close"
                saveLabel="app.stores.save"
                saveTestId="edit-all-save"
              />
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
