// The store's signage software packages (doc 3 §2, §3 'Software package (signage)', §7, §8): the table
// (schemas/plusSoftware x-lists.plusSoftware: os, model, ver, updatedAt) with upload (os, model, ver and the file;
// progress while sending) and delete ('S/W is removed.'; a failure titled 'Remove S/W failed'), both plus write.
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { DEVICE_MODELS } from '../../domain/plusDevice';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { RowAction } from '../layout/tableParts';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage, useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerRowAction, registerToolbarAction, type Row } from '../schema-views/registry';
import { deleteSoftware, uploadSoftware } from './deviceApi';

interface SoftwarePage {
  storeCode: string;
  canWrite: boolean;
  upload: () => void;
}

interface Props {
  storeCode: string;
  open: boolean;
  canWrite: boolean;
  onClose: () => void;
}

export function SoftwareDialog({ storeCode, open, canWrite, onClose }: Props) {
  const translate = useTranslate();
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="plus-sw-dialog">
      <DialogTitle>{translate('app.plus.device.tools.software')}</DialogTitle>
      <DialogContent>
        {open && (
          <SchemaPage value={{ storeCode, canWrite, upload: () => setUploading(true) }}>
            <SchemaListView meta={resources.plusSoftware} params={{ storeCode }} sync="store" />
          </SchemaPage>
        )}
        <UploadSoftwareDialog storeCode={storeCode} open={uploading} onClose={() => setUploading(false)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const EMPTY = { os: 'Android', model: DEVICE_MODELS[0].model as string, ver: '' };

function UploadSoftwareDialog({
  storeCode,
  open,
  onClose,
}: {
  storeCode: string;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const close = () => {
    setFields(EMPTY);
    setFile(null);
    setProgress(null);
    onClose();
  };
  const send = async () => {
    if (!file || !fields.os.trim() || !fields.ver.trim()) return;
    setProgress(0);
    try {
      await uploadSoftware(storeCode, file, fields, setProgress);
      notify('app.notice.created', { type: 'success' });
      refresh();
      close();
    } catch (error) {
      setProgress(null);
      await showError(error as Error);
    }
  };
  const text = (name: 'os' | 'ver') => (
    <TextField
      label={translate(`app.plus.sw.fields.${name}`)}
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': `plus-sw-${name}` } }}
      size="small"
      required
    />
  );
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth data-testid="plus-sw-upload-dialog">
      <DialogTitle>{translate('app.plus.sw.upload')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {text('os')}
          <TextField
            select
            label={translate('app.plus.sw.fields.model')}
            value={fields.model}
            onChange={(e) => setFields({ ...fields, model: e.target.value })}
            size="small"
          >
            {DEVICE_MODELS.map((m) => (
              <MenuItem key={m.model} value={m.model}>
                {m.model} ({m.label})
              </MenuItem>
            ))}
          </TextField>
          {text('ver')}
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {file ? file.name : translate('app.plus.sw.chooseFile')}
            <input
              hidden
              type="file"
              data-testid="plus-sw-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          {progress !== null && <LinearProgress variant="determinate" value={progress} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!file || !fields.os.trim() || !fields.ver.trim() || progress !== null}
          onClick={() => void send()}
          data-testid="plus-sw-send"
        >
          {translate('app.plus.media.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SoftwareActions({ record }: { record: Row }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const page = useSchemaPage<SoftwarePage>();
  const [confirm, setConfirm] = useState(false);
  if (!page.canWrite) return <span>-</span>;
  const remove = async () => {
    setConfirm(false);
    try {
      await deleteSoftware(page.storeCode, String(record._id));
      notify('app.plus.sw.removed', { type: 'success' });
      refresh();
    } catch (error) {
      await showError(error as Error, 'app.plus.sw.removeFailed');
    }
  };
  return (
    <>
      <RowAction
        label={translate('ra.action.delete')}
        data-testid="plus-sw-delete"
        onClick={() => setConfirm(true)}
      >
        <DeleteIcon fontSize="small" />
      </RowAction>
      <Confirm
        isOpen={confirm}
        title="app.plus.sw.deleteTitle"
        content="app.plus.media.deleteConfirm"
        onConfirm={remove}
        onClose={() => setConfirm(false)}
      />
    </>
  );
}

function UploadButton() {
  const translate = useTranslate();
  const page = useSchemaPage<SoftwarePage>();
  if (!page.canWrite) return null;
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<UploadFileIcon />}
      onClick={page.upload}
      data-testid="plus-sw-upload"
    >
      {translate('app.plus.sw.upload')}
    </Button>
  );
}

registerRowAction('plusSoftwareActions', SoftwareActions);
registerToolbarAction('plusSoftwareUpload', UploadButton);
