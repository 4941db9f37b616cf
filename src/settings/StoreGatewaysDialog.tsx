// The gateway configuration modal of a store (doc 3 §2, §5, §7): the store's gateways (GET
// /config/store/{store}/gw) with 'Edit' for one gateway and 'Edit all' for every gateway; both are the gateway
// area's dialogs (src/gateways: the §5 rules, 'No changed!' / 'Gateway configurations have not been changed.',
// the gwOK / gwNG lists of edit all).
import {
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
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { getStoreGatewayConfigs, type GatewayRow } from '../gateways/api';
import { GatewayConfigDialog } from '../gateways/GatewayConfigDialog';
import { GatewayEditAllDialog } from '../gateways/GatewayEditAllDialog';
import { gatewayKeys } from '../generated/client';
import { StatusChip } from '../status/StatusChip';

export function StoreGatewaysDialog({ storeCode, onClose }: { storeCode: string; onClose: () => void }) {
  const translate = useTranslate();
  const [one, setOne] = useState<GatewayRow | null>(null);
  const [all, setAll] = useState(false);
  const { data = [], refetch } = useQuery({
    queryKey: [...gatewayKeys.storeConfig({ storeCode }), 'rows'],
    queryFn: ({ signal }) => getStoreGatewayConfigs(storeCode, signal),
    retry: false,
  });
  const f = (field: string) => translate(`resources.gateways.fields.${field}`, { _: field });
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="store-gateways-dialog">
        <DialogTitle>{translate('app.gateways.editAllTitle', { storeCode })}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{f('status')}</TableCell>
                <TableCell>{f('gwMac')}</TableCell>
                <TableCell>{f('ip')}</TableCell>
                <TableCell>{f('dataChannel')}</TableCell>
                <TableCell>{f('eventChannel')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((gateway) => (
                <TableRow key={gateway.gwMac} data-testid="store-gateway-row" data-gw-mac={gateway.gwMac}>
                  <TableCell>
                    <StatusChip status={gateway.status} />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{gateway.gwMac}</TableCell>
                  <TableCell>{gateway.ip ?? ''}</TableCell>
                  <TableCell>{gateway.dataChannel ?? ''}</TableCell>
                  <TableCell>{gateway.eventChannel ?? ''}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setOne(gateway)} data-testid="store-gateway-edit">
                      {translate('app.gateways.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          <Button
            variant="contained"
            disabled={data.length === 0}
            onClick={() => setAll(true)}
            data-testid="store-gateways-edit-all"
          >
            {translate('app.gateways.editAll')}
          </Button>
        </DialogActions>
      </Dialog>
      <GatewayConfigDialog gateway={one} onClose={() => setOne(null)} onSaved={() => void refetch()} />
      <GatewayEditAllDialog
        open={all}
        storeCode={storeCode}
        gateways={data}
        onClose={() => setAll(false)}
        onSaved={() => void refetch()}
      />
    </>
  );
}
