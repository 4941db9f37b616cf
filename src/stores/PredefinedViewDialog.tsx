// The predefined gateway configurations (GET /gw/predefined/search), 25 per page.
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
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { usePageQuery } from '../monitoring/usePageQuery';
import { searchPredefined } from './api';
import { AppTablePagination } from '../layout/AppTablePagination';

/** doc 1 §9: 25 per page (predefined config) */
const PAGE = 25;
const COLUMNS = [
  'gwMac',
  'storeCode',
  'gwIndex',
  'channelGroupIndex',
  'ip',
  'netmask',
  'defaultGateway',
  'dns',
  'eslServerPort',
  'dataChannel',
  'eventChannel',
];

export function PredefinedViewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data } = usePageQuery({
    queryKey: ['gw', 'predefined', page],
    queryFn: ({ signal }) => searchPredefined(page * PAGE, PAGE, signal),
    enabled: open,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" data-testid="predefined-view-dialog">
      <DialogTitle>{translate('app.stores.predefinedView')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(`resources.gateways.fields.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((row) => (
              <TableRow key={row.gwMac} data-testid="predefined-row">
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{String(row[c] ?? '')}</TableCell>
                ))}
              </TableRow>
            ))}
            {data && data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{translate('app.noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <AppTablePagination
          component="div"
          count={data?.recordsFiltered ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.stores.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
