// Store summary (GET /status/store, store.read): name, code, status chip, gateways normal/offline/alarm;
// narrowed to the dashboard's store filter when one is set.
import { BARE_CARD } from './bareCard';
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
import { storeCalls, storeKeys } from '../generated/client';
import { StatusChip } from '../status/StatusChip';

/** the columns of the summary (resources.stores.fields.<column>), also a custom dashboard's CSV of it */
export const STORE_SUMMARY_COLUMNS = [
  'storeName',
  'storeCode',
  'status',
  'gwCount',
  'normal',
  'offline',
  'alarm',
] as const;

/** GET /status/store: the stores of the session with their gateway counts, under the generated call's key */
export const storeSummaryQuery = {
  queryKey: storeKeys.summaries(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => storeCalls.summaries({ signal }),
};

/** the stores of the session with their gateway counts (when `enabled`) */
export function useStoreSummary(enabled = true) {
  const query = usePageQuery({ ...storeSummaryQuery, enabled });
  return { ...query, data: query.data?.data };
}

/** the stores of the store filter (every store when none is chosen) */
export const selectedStores = <T extends { storeCode?: unknown }>(rows: T[], selected: string[]) =>
  rows.filter((store) => selected.length === 0 || selected.includes(String(store.storeCode)));

/** the summary in its card; `headed` false: without its title (a custom dashboard's panel heads it already) */
export function StoreSummaryTable({
  selected = [],
  headed = true,
}: {
  selected?: string[];
  headed?: boolean;
}) {
  const translate = useTranslate();
  const { data, error, isPending } = useStoreSummary();
  const f = (name: string) => translate(`resources.stores.fields.${name}`);
  return (
    <Card
      data-testid="store-summary"
      variant={headed ? 'elevation' : 'outlined'}
      sx={headed ? undefined : BARE_CARD}
    >
      {headed && (
        <CardHeader
          title={translate('app.dashboard.stores')}
          titleTypographyProps={{ component: 'h2', variant: 'h6' }}
        />
      )}
      <CardContent sx={headed ? undefined : { p: 0, '&:last-child': { pb: 0 } }}>
        {error ? (
          <span role="alert">{(error as Error).message}</span>
        ) : (
          <Table size="small" aria-label={translate('app.dashboard.stores')}>
            <TableHead>
              <TableRow>
                {STORE_SUMMARY_COLUMNS.map((column, i) => (
                  <TableCell key={column} align={i < 3 ? 'left' : 'right'}>
                    {f(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {selectedStores(data ?? [], selected).map((store) => (
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
