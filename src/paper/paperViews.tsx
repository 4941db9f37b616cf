// What the paper tables (schemas/paperStore, paperUpload, paperTask, paperTaskRow) plug into the schema views by
// name: the table/map layout of the paper stores (markers and toggles by the printers' status), the upload
// history link and the Upload button (paper write), the task link of an upload, a row's derived result
// (NONE / SUCCESS / FAIL, doc 2 §4), its info entries, and the row tests that refresh a table while it prints.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useNavigate } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { DESCRIPTION_CELL_LENGTH, truncateText } from '../layout/truncate';
import { StoreMapView } from '../maps/StoreMapView';
import { GATEWAY_STATUS_VOCABULARY } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { tableMapLayout } from '../schema-views/list/tableMapLayout';
import {
  registerCell,
  registerLayout,
  registerRowTest,
  registerToolbarAction,
  type CellProps,
} from '../schema-views/registry';
import { StatusChip } from '../status/StatusChip';
import { PAPER_STORES, PAPER_UPLOAD_HISTORY, paperTaskPath, paperTasksPath } from './api';

/** what the upload history page hands its toolbar */
export interface PaperUploadPage {
  canWrite: boolean;
  openUpload: () => void;
}

export function PaperMapPanel() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data } = usePageQuery({
    queryKey: PAPER_STORES.queryKey,
    queryFn: ({ signal }) => PAPER_STORES.queryFn(signal),
    refetchInterval: resources.paperStore.list.refresh,
  });
  const f = (field: string) => translate(`app.paper.fields.${field}`);
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={GATEWAY_STATUS_VOCABULARY}
      testId="paper-map"
      renderPopup={(store) => (
        <Stack spacing={0.5} data-testid="paper-store-popup" sx={{ minWidth: 200 }}>
          <Typography variant="subtitle2">
            {store.storeName} ({store.storeCode})
          </Typography>
          <StatusChip status={store.status} />
          <Typography variant="body2">
            {f('totalTaskCount')} {store.totalTaskCount} · {f('totalCompleteCount')}{' '}
            {store.totalCompleteCount} · {f('todayTaskCount')} {store.todayTaskCount} ·{' '}
            {f('todayCompleteCount')} {store.todayCompleteCount}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => navigate(paperTasksPath(store.storeCode))}>
            {translate('app.paper.openTasks')}
          </Button>
        </Stack>
      )}
    />
  );
}

function UploadHistoryLink() {
  const translate = useTranslate();
  return (
    <Button component={Link} to={PAPER_UPLOAD_HISTORY} variant="outlined" startIcon={<ReceiptLongIcon />}>
      {translate('app.paper.uploadHistoryTitle')}
    </Button>
  );
}

function UploadButton() {
  const translate = useTranslate();
  const { canWrite, openUpload } = useSchemaPage<PaperUploadPage>();
  if (!canWrite) return null;
  return (
    <Button
      variant="contained"
      startIcon={<UploadFileIcon />}
      onClick={openUpload}
      data-testid="paper-upload-open"
    >
      {translate('app.paper.upload')}
    </Button>
  );
}

function TaskLink({ record, field }: CellProps) {
  const taskId = record[field.name];
  if (taskId === null || taskId === undefined) return <>-</>;
  return (
    <MuiLink
      component={Link}
      to={paperTaskPath(String(record.storeCode), String(taskId))}
      onClick={(event) => event.stopPropagation()}
      data-testid="paper-task-link"
    >
      {String(taskId)}
    </MuiLink>
  );
}

const RESULT_COLOR = { NONE: 'default', SUCCESS: 'success', FAIL: 'error' } as const;

function PaperResult({ record, field }: CellProps) {
  const translate = useTranslate();
  const result = String(record[field.name] ?? 'NONE') as keyof typeof RESULT_COLOR;
  return (
    <Chip
      size="small"
      color={RESULT_COLOR[result] ?? 'default'}
      label={translate(`app.paper.results.${result}`, { _: result })}
      data-result={result}
    />
  );
}

function PaperInfo({ record, field }: CellProps) {
  const value = record[field.name];
  const text = Array.isArray(value) ? value.filter((v) => v !== '').join(' | ') : '';
  return <span title={text}>{truncateText(text, DESCRIPTION_CELL_LENGTH)}</span>;
}

registerLayout('paperTableMap', tableMapLayout(PaperMapPanel));
registerToolbarAction('paperUploadHistory', UploadHistoryLink);
registerToolbarAction('paperUpload', UploadButton);
registerCell('paperTaskLink', { render: TaskLink });
registerCell('paperResult', { render: PaperResult });
registerCell('paperInfo', { render: PaperInfo });
registerRowTest('paperTaskPrinting', (row) => Number(row.complete) < Number(row.total));
registerRowTest('paperRowWaiting', (row) => row.result === 'NONE');
