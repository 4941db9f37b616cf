// The dashboard's system alarm history (latest rows): location, type, class (coloured 1 blue, 2 orange,
// 3 red from the status colour module), alarm type and times.
import { BARE_CARD } from './bareCard';
import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AlarmClassChip } from '../status/AlarmClassChip';
import type { AlarmRow } from './api';
import { formatDateTime } from '../i18n/format';

/** the columns of the alarm table (app.dashboard.alarm.<column>), also a custom dashboard's CSV of it */
export const ALARM_COLUMNS = ['location', 'type', 'class', 'alarmType', 'alarmTime', 'updatedAt'] as const;

/** the table in its card; `headed` false: without its title (a custom dashboard's panel heads it already) */
export function AlarmTable({ rows, headed = true }: { rows: AlarmRow[]; headed?: boolean }) {
  const translate = useTranslate();
  const f = (name: string) => translate(`app.dashboard.alarm.${name}`);
  return (
    <Card
      data-testid="panel-alarms"
      variant={headed ? 'elevation' : 'outlined'}
      sx={headed ? undefined : BARE_CARD}
    >
      {headed && (
        <CardHeader
          title={translate('app.dashboard.alarms')}
          titleTypographyProps={{ component: 'h2', variant: 'subtitle1', fontWeight: 600 }}
        />
      )}
      <Table size="small" aria-label={translate('app.dashboard.alarms')}>
        <TableHead>
          <TableRow>
            {ALARM_COLUMNS.map((c) => (
              <TableCell key={c}>{f(c)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{translate('app.exceptions.noData')}</TableCell>
            </TableRow>
          )}
          {rows.map((row, i) => (
            <TableRow key={i} data-testid="alarm-row">
              <TableCell>{row.location}</TableCell>
              <TableCell>{row.type}</TableCell>
              <TableCell>
                <AlarmClassChip value={row.class} />
              </TableCell>
              <TableCell>{row.alarmType}</TableCell>
              <TableCell>{formatDateTime(row.alarmTime)}</TableCell>
              <TableCell>{formatDateTime(row.updatedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
