// Store summary (GET /status/store, store.read): name, code, status chip, gateways normal/offline/alarm;
// narrowed to the dashboard's store filter when one is set.
import {
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { usePageQuery } from '../monitoring/usePageQuery';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { StatusChip } from '../status/StatusChip';

export function StoreSummaryTable({ selected = [] }: { selected?: string[] }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data, error, isPending } = usePageQuery({
    queryKey: ['status', 'store'],
    queryFn: () => dataProvider.storeSummary(),
  });
  const f = (name: string) => translate(`resources.stores.fields.${name}`);
  return (
    <Card data-testid="store-summary">
      <CardHeader
        title={translate('app.dashboard.stores')}
        titleTypographyProps={{ component: 'h2', variant: 'h6' }}
      />
      <CardContent>
        {error ? (
          <span role="alert">{(error as Error).message}</span>
        ) : (
          <Table size="small" aria-label={translate('app.dashboard.stores')}>
            <TableHead>
              <TableRow>
                <TableCell>{f('storeName')}</TableCell>
                <TableCell>{f('storeCode')}</TableCell>
                <TableCell>{f('status')}</TableCell>
                <TableCell align="right">{f('gwCount')}</TableCell>
                <TableCell align="right">{f('normal')}</TableCell>
                <TableCell align="right">{f('offline')}</TableCell>
                <TableCell align="right">{f('alarm')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? [])
                .filter((store) => selected.length === 0 || selected.includes(String(store.storeCode)))
                .map((store) => (
                  <TableRow
                    key={String(store.storeCode)}
                    data-testid="store-row"
                    data-store-code={String(store.storeCode)}
                  >
                    <TableCell>{String(store.storeName ?? '')}</TableCell>
                    <TableCell>{String(store.storeCode ?? '')}</TableCell>
                    <TableCell>
                      <StatusChip status={store.status} />
                    </TableCell>
                    <TableCell align="right">{Number(store.gwCount ?? 0)}</TableCell>
                    <TableCell align="right">{Number(store.normal ?? 0)}</TableCell>
                    <TableCell align="right">{Number(store.offline ?? 0)}</TableCell>
                    <TableCell align="right">{Number(store.alarm ?? 0)}</TableCell>
                  </TableRow>
                ))}
              {!isPending && (data ?? []).length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center">
                    {translate('app.noData')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
