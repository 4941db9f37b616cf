// Alarm history of a tag: the store's alarms raised by or naming the tag (update failures, time-outs, the
// low-battery list), with the class colours of doc 1 §4 (src/status/statusColors.ts).
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { alarmClassColor } from '../../status/statusColors';
import { searchTagAlarms, type AlarmRow, type HistoryQuery } from './api';
import { formatTime, HistoryTable, type HistoryColumn } from './HistoryTable';
import { useHistoryPage } from './useHistoryPage';

export function AlarmHistoryPanel({
  storeCode,
  tagMac,
  range,
}: {
  storeCode: string;
  tagMac: string;
  range: Pick<HistoryQuery, 'filter_startDate' | 'filter_endDate'>;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tagHistory.${key}`);
  const { page, setPage, data } = useHistoryPage(
    ['tagHistory', 'alarm', storeCode, tagMac],
    range,
    (q, signal) => searchTagAlarms(storeCode, tagMac, q, signal),
  );
  const columns: Array<HistoryColumn<AlarmRow>> = [
    { key: 'alarmTime', header: t('alarmTime'), render: (row) => formatTime(row.alarmTime) },
    { key: 'location', header: t('location'), render: (row) => row.location },
    { key: 'type', header: t('alarmName'), render: (row) => row.type },
    {
      key: 'class',
      header: t('alarmClass'),
      render: (row) => {
        const colour = alarmClassColor(row.class);
        return (
          <Chip
            size="small"
            label={row.alarmType}
            data-class={row.class}
            sx={{ bgcolor: colour?.background, color: colour?.text, fontWeight: 600 }}
          />
        );
      },
    },
  ];
  return (
    <HistoryTable
      rows={data?.data}
      columns={columns}
      total={data?.recordsFiltered ?? 0}
      page={page}
      onPage={setPage}
      rowKey={(row) => String(row.id)}
      testId="alarm-history"
    />
  );
}
