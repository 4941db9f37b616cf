// The paper file upload dialog (doc 2 §2, §5 Other, §8): a store of the session, an optional task description,
// a .csv or .txt file ('Invalid file format' before anything is sent), 'File upload in progress.' while the
// server reads it, then the answer: the task made (with a link) and the rows refused, or 'No data to save.' when
// no row could be printed, or 'Complete!'.
import { Alert, AlertTitle, Link as MuiLink, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { translateRowError } from '../../domain/rowErrors';
import { StoreFileUploadDialog } from '../files/StoreFileUploadDialog';
import { lineLabel, SHOWN_ERRORS } from '../shared/UploadOutcome';
import { paperTaskPath, type PaperUploadAnswer } from './api';
import { paperUploadCalls } from '../generated/client';

const TEXTS = {
  title: 'app.paper.uploadTitle',
  help: 'app.paper.formatHelp',
  store: 'app.paper.store',
  chooseFile: 'app.paper.chooseFile',
  noFile: 'app.paper.noFile',
  upload: 'app.paper.upload',
};

export function PaperUploadDialog({
  open,
  stores,
  onClose,
  onUploaded,
}: {
  open: boolean;
  stores: string[];
  onClose: () => void;
  onUploaded: () => void;
}) {
  const translate = useTranslate();
  const [taskDes, setTaskDes] = useState('');
  return (
    <StoreFileUploadDialog
      open={open}
      stores={stores}
      texts={TEXTS}
      testIdPrefix="paper-"
      fields={(busy) => (
        <TextField
          size="small"
          label={translate('app.paper.taskDes')}
          value={taskDes}
          onChange={(event) => setTaskDes(event.target.value)}
          disabled={busy}
          sx={{ width: 260 }}
          slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'paper-upload-task-des' } }}
        />
      )}
      send={(storeCode, file) =>
        paperUploadCalls.upload({ form: { storeCode, taskDes: taskDes.trim() || undefined, file } })
      }
      onClose={() => {
        setTaskDes('');
        onClose();
      }}
      onUploaded={onUploaded}
      outcome={(upload, close) => <Outcome upload={upload} onOpenTask={close} />}
    />
  );
}

function Outcome({ upload, onOpenTask }: { upload: PaperUploadAnswer; onOpenTask: () => void }) {
  const translate = useTranslate();
  const errors = upload.error ?? [];
  const task = upload.taskId ? (
    <MuiLink
      component={Link}
      to={paperTaskPath(upload.storeCode, upload.taskId)}
      onClick={onOpenTask}
      data-testid="paper-upload-task"
    >
      {translate('app.paper.summary', { taskId: upload.taskId, smart_count: upload.count - errors.length })}
    </MuiLink>
  ) : null;
  const title = upload.taskId
    ? errors.length
      ? translate('app.paper.errors')
      : translate('app.productFiles.complete')
    : translate('app.noDataToSave');
  return (
    <Alert
      severity={upload.taskId ? (errors.length ? 'warning' : 'success') : 'error'}
      sx={{ mt: 2 }}
      data-testid="paper-upload-outcome"
    >
      <AlertTitle>{title}</AlertTitle>
      {task}
      {errors.slice(0, SHOWN_ERRORS).map((e, i) => (
        <div key={`${e.line}-${i}`} data-testid="paper-upload-error">
          {lineLabel(translate, e.line)}: {translateRowError(translate, e.message)}
        </div>
      ))}
    </Alert>
  );
}
