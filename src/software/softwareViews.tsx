// What the software lists (schemas/appFile.schema.json, schemas/rolloutStore.schema.json) plug into the schema
// views by name: the active mark and highlight of the active app file, its download / make active / remove
// actions (read: download; write: the others), the upload button (write), and the failed count of a store in
// a rollout (red unless 0). The page hands its state to them as a SoftwarePage.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import StarIcon from '@mui/icons-material/Star';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Chip } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { saveBlob } from '../downloads/api';
import { useErrorDialog } from '../layout/ErrorDialog';
import { RowAction } from '../layout/tableParts';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerRowAction,
  registerRowStyle,
  registerToolbarAction,
  type CellProps,
  type Row,
} from '../schema-views/registry';
import { appFileCalls } from '../generated/client';

export interface SoftwarePage {
  canWrite: boolean;
  openAppUpload: () => void;
}

function ActiveCell({ record }: CellProps) {
  const translate = useTranslate();
  return record.active ? (
    <Chip size="small" color="success" label={translate('app.software.appFiles.fields.active')} />
  ) : null;
}

function FailedCell({ record, field }: CellProps) {
  const count = Number(record[field.name] ?? 0);
  return count > 0 ? <Chip size="small" color="error" variant="outlined" label={count} /> : <>0</>;
}

function DownloadAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  return (
    <RowAction
      label={translate('app.software.appFiles.download')}
      data-testid="app-file-download"
      onClick={async () => {
        try {
          saveBlob(await appFileCalls.download({ _id: String(record._id) }), String(record.fileName));
        } catch (error) {
          await showError(error as Error, 'app.software.appFiles.downloadFailed');
        }
      }}
    >
      <DownloadIcon fontSize="small" />
    </RowAction>
  );
}

function ActivateAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const { canWrite } = useSchemaPage<SoftwarePage>();
  if (!canWrite) return null;
  return (
    <RowAction
      label={translate('app.software.appFiles.activate')}
      data-testid="app-file-activate"
      disabled={Boolean(record.active)}
      onClick={async () => {
        try {
          await appFileCalls.activate({ _id: String(record._id) });
        } catch (error) {
          await showError(error as Error);
        }
        refresh();
      }}
    >
      <StarIcon fontSize="small" />
    </RowAction>
  );
}

function RemoveAction({ record }: { record: Row }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { canWrite } = useSchemaPage<SoftwarePage>();
  const [asking, setAsking] = useState(false);
  if (!canWrite) return null;
  return (
    <>
      <RowAction
        label={translate('app.software.appFiles.remove')}
        data-testid="app-file-remove"
        onClick={() => setAsking(true)}
      >
        <DeleteIcon fontSize="small" />
      </RowAction>
      <Confirm
        isOpen={asking}
        title="app.software.appFiles.remove"
        content="app.software.appFiles.removeConfirm"
        translateOptions={{ name: String(record.fileName) }}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          setAsking(false);
          try {
            await appFileCalls.delete({ _id: String(record._id) });
            notify('app.software.appFiles.removed', { type: 'success' });
          } catch (error) {
            await showError(error as Error, 'app.software.appFiles.removeFailed');
          }
          refresh();
        }}
      />
    </>
  );
}

function UploadButton() {
  const translate = useTranslate();
  const { canWrite, openAppUpload } = useSchemaPage<SoftwarePage>();
  if (!canWrite) return null;
  return (
    <Button
      variant="contained"
      startIcon={<UploadFileIcon />}
      onClick={openAppUpload}
      data-testid="app-file-upload"
    >
      {translate('app.software.appFiles.upload')}
    </Button>
  );
}

/** the active file's row is highlighted (doc 3 §4) */
function useActiveLook() {
  return (record: Row) =>
    record.active ? { className: 'app-file-active', sx: { backgroundColor: 'rgba(46, 125, 50, 0.12)' } } : {};
}

registerCell('appFileActive', { render: ActiveCell });
registerCell('rolloutFailed', { render: FailedCell, align: 'right' });
registerRowAction('appFileDownload', DownloadAction);
registerRowAction('appFileActivate', ActivateAction);
registerRowAction('appFileRemove', RemoveAction);
registerToolbarAction('appFileUpload', UploadButton);
registerRowStyle('appFileActive', useActiveLook);
