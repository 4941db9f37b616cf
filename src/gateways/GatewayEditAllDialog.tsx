// Edit all gateways of a store (doc 3 §5, §7): one row per gateway; only changed rows are checked and sent;
// nothing changed gives 'No changed!'; the answer's gwOK and gwNG lists are reported in the dialog.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { useStartingValues } from '../layout/useStartingValues';
import { translateMessage } from '../i18n/serverMessages';
import { updateAllGateways, type GatewayRow, type UpdateAllResult } from './api';
import { ConfigInput, useStoreOutband } from './ConfigInput';
import { CONFIG_FIELDS, isChanged, toValues, validateConfig, type ConfigValues } from './configForm';
import { NO_CHANGE } from './GatewayConfigDialog';

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
  const [rows, setRows] = useState<Array<{ gwMac: string; values: ConfigValues }>>([]);
  const outband = useStoreOutband(open ? storeCode : undefined);
  const [result, setResult] = useState<UpdateAllResult | null>(null);
  /** the row whose values failed, highlighted */
  const [invalid, setInvalid] = useState<string | null>(null);
  // the rows are taken once per opening, not on every refresh behind it
  useStartingValues(open ? storeCode : null, open ? gateways : undefined, (start) => {
    setRows(start.map((gateway) => ({ gwMac: gateway.gwMac, values: toValues(gateway) })));
    setResult(null);
    setInvalid(null);
  });
  const save = async () => {
    const changed = rows
      .map(({ gwMac, values }) => ({ values, gateway: gateways.find((g) => g.gwMac === gwMac) }))
      .filter(
        (row): row is { values: ConfigValues; gateway: GatewayRow } =>
          !!row.gateway && isChanged(toValues(row.gateway), row.values),
      );
    if (changed.length === 0) return void showError(NO_CHANGE.text, NO_CHANGE.title);
    setInvalid(null);
    const gwList: Array<Record<string, unknown>> = [];
    for (const { values, gateway } of changed) {
      const checked = validateConfig(values);
      if (!checked.ok) {
        setInvalid(gateway.gwMac);
        return void showError(checked.message);
      }
      gwList.push({ gwMac: gateway.gwMac, ...checked.config });
    }
    try {
      setResult(await updateAllGateways(storeCode, gwList));
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
                    .map((mac) => `${mac} (${translateMessage(translate, result.messages[mac] ?? '')})`)
                    .join(', ')
                : '-'}
            </div>
          </Alert>
        )}
        <Table size="small" padding="none">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.gateways.fields.gwMac')}</TableCell>
              {CONFIG_FIELDS.map((field) => (
                <TableCell key={field}>{translate(`resources.gateways.fields.${field}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ gwMac, values }, i) => (
              <TableRow
                key={gwMac}
                data-testid="edit-all-row"
                sx={gwMac === invalid ? { bgcolor: 'error.light' } : undefined}
              >
                <TableCell sx={{ pr: 1, whiteSpace: 'nowrap' }}>{gwMac}</TableCell>
                {CONFIG_FIELDS.map((field) => (
                  <TableCell key={field} sx={{ p: 0.5 }}>
                    <ConfigInput
                      field={field}
                      value={values[field]}
                      outband={outband}
                      onValue={(value) =>
                        setRows((current) =>
                          current.map((row, j) =>
                            j === i ? { ...row, values: { ...row.values, [field]: value } } : row,
                          ),
                        )
                      }
                      testId={`all-${field}-${i}`}
                      sx={{
                        minWidth:
                          field === 'ip'
                            ? 150
                            : field.endsWith('Index') || field.endsWith('Channel')
                              ? 70
                              : 120,
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.stores.close')}</Button>
        <Button variant="contained" onClick={() => void save()} data-testid="edit-all-save">
          {translate('app.stores.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
