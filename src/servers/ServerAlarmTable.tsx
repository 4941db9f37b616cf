// The alarm history of server detail (POST /history/alarm/server/{id}/search): 10 per page, newest
// first, the class coloured 1 blue, 2 orange, 3 red (doc 1 §4).
import {
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../providers/filterBuilder';
import { alarmClassColor } from '../status/statusColors';
import { ALARMS_PER_PAGE, type AlarmPage } from './api';

const COLUMNS = ['location', 'type', 'class', 'alarmType', 'alarmTime', 'updatedAt'] as const;
const time = (iso: string) => (iso ? formatDateTime(Date.parse(iso) / 1000) : '');

export function AlarmClassLabel({ value }: { value: number }) {
  const colors = alarmClassColor(value);
  return (
    <Chip
      size="small"
      label={value}
      data-alarm-class={value}
      sx={{ bgcolor: colors?.background, color: colors?.text, fontWeight: 600, minWidth: 32 }}
    />
  );
}

export function ServerAlarmTable({
  page,
  onPageChange,
  alarms,
}: {
  page: number;
  onPageChange: (page: number) => void;
  alarms?: AlarmPage;
}) {
  const translate = useTranslate();
  const rows = alarms?.data ?? [];
  const title = translate('app.servers.alarms');
  return (
    <Card data-testid="server-alarms">
      <CardContent>
        <Typography component="h2" variant="subtitle1" fontWeight={600}>
          {title}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{translate(`app.servers.alarm.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {alarms && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  {translate('app.noData')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="server-alarm-row">
                <TableCell>{row.location}</TableCell>
                <TableCell>{row.type}</TableCell>
                <TableCell>
                  <AlarmClassLabel value={row.class} />
                </TableCell>
                <TableCell>{row.alarmType}</TableCell>
                <TableCell>{time(row.alarmTime)}</TableCell>
                <TableCell>{time(row.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={alarms?.recordsFiltered ?? 0}
          page={page}
          onPageChange={(_e, p) => onPageChange(p)}
          rowsPerPage={ALARMS_PER_PAGE}
          rowsPerPageOptions={[ALARMS_PER_PAGE]}
        />
      </CardContent>
    </Card>
  );
}
