// Update history of a tag (doc 1 §2.8): task, type, product, layout, NFC, one column per alias
// (prInfo_{index} headed by the alias name, GET /config/alias), status (doc 2 §4) and times.
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useAliases } from '../../providers/sharedQueries';
import { searchUpdateHistory, type HistoryQuery, type UpdateHistoryRow } from './api';
import { prInfoColumns } from './historyColumns';
import { formatTime, HistoryTable, type HistoryColumn } from './HistoryTable';
import { UpdateStatusCell } from './UpdateStatusCell';
import { useHistoryPage } from './useHistoryPage';

export function UpdateHistoryPanel({
  storeCode,
  tagId,
  range,
}: {
  storeCode: string;
  tagId: string;
  range: Pick<HistoryQuery, 'filter_startDate' | 'filter_endDate'>;
}) {
  const translate = useTranslate();
  const aliases = useAliases();
  const { page, setPage, data } = useHistoryPage(
    ['tagHistory', 'update', storeCode, tagId],
    range,
    (q, signal) => searchUpdateHistory(storeCode, tagId, q, signal),
  );
  const columns = useMemo<Array<HistoryColumn<UpdateHistoryRow>>>(() => {
    const t = (key: string) => translate(`app.tagHistory.${key}`);
    const info = prInfoColumns(aliases ?? [], data?.data ?? []).map<HistoryColumn<UpdateHistoryRow>>((c) => ({
      key: c.field,
      header: c.header,
      render: (row) => row[c.field] ?? '',
    }));
    return [
      { key: 'taskId', header: t('taskId'), render: (row) => row.taskId },
      { key: 'taskType', header: t('taskType'), render: (row) => row.taskType ?? '' },
      { key: 'prCode', header: t('prCode'), render: (row) => row.prCode ?? '' },
      { key: 'layoutId', header: t('layoutId'), render: (row) => row.layoutId ?? '' },
      { key: 'nfc', header: t('nfc'), render: (row) => row.nfc ?? '' },
      ...info,
      {
        key: 'status',
        header: t('status'),
        render: (row) => <UpdateStatusCell status={row.status} updatedAt={row.updatedAt} />,
      },
      { key: 'createdAt', header: t('requestedAt'), render: (row) => formatTime(row.createdAt) },
      { key: 'updatedAt', header: t('updatedAt'), render: (row) => formatTime(row.updatedAt) },
    ];
  }, [aliases, data, translate]);
  return (
    <HistoryTable
      rows={data?.data}
      columns={columns}
      total={data?.recordsFiltered ?? 0}
      page={page}
      onPage={setPage}
      rowKey={(row) => String(row.taskId)}
      testId="update-history"
    />
  );
}
