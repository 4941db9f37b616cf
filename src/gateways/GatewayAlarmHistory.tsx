// The gateway's alarm history (POST /history/alarm/gw/{mac}/search): 10 per page, class colours of doc 1 §4
// (1 blue, 2 orange, 3 red).
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { usePageQuery } from '../monitoring/usePageQuery';
import { searchGatewayAlarms } from './api';
import { AppTablePagination } from '../layout/AppTablePagination';

export const ALARM_CLASS_COLORS: Record<number, string> = { 1: '#1565c0', 2: '#ef6c00', 3: '#c62828' };
const PAGE = 10;

export function GatewayAlarmHistory({ gwMac, refetchInterval }: { gwMac: string; refetchInterval: number }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data } = usePageQuery({
    queryKey: ['gw', gwMac, 'alarms', page],
    queryFn: ({ signal }) => searchGatewayAlarms(gwMac, page * PAGE, PAGE, signal),
    refetchInterval,
  });
  return (
    <>
      <Table size="small" data-testid="gateway-alarms">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.gateways.alarmTime')}</TableCell>
            <TableCell>{translate('app.gateways.alarmLocation')}</TableCell>
            <TableCell>{translate('app.gateways.alarmTypeName')}</TableCell>
            <TableCell>{translate('app.gateways.alarmClass')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.data ?? []).map((row) => (
            <TableRow key={row.id} data-testid="gateway-alarm-row">
              <TableCell>{new Date(row.alarmTime).toLocaleString()}</TableCell>
              <TableCell>{row.location}</TableCell>
              <TableCell>{row.type}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={row.alarmType}
                  data-class={row.class}
                  sx={{ bgcolor: ALARM_CLASS_COLORS[row.class], color: '#fff', fontWeight: 600 }}
                />
              </TableCell>
            </TableRow>
          ))}
          {data && data.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{translate('app.noData')}</TableCell>
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
    </>
  );
}
