// What the signage media and template lists (schemas/plusMedia, plusMediaStore x-lists) plug into the schema
// views by name: the overviews' table/map layout (the stores' map, markers by status; the device overview's
// popups add the online and offline devices), the media row
// actions (view and download with plus read, replace and delete with plus write; a dash without plus read) and
// the upload button (plus write). The pages hand their state to them as a PlusMediaPage.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import FindReplaceIcon from '@mui/icons-material/FindReplace';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveBlob } from '../downloads/api';
import type { MediaType } from '../../domain/signageTemplate';
import { useErrorDialog } from '../layout/ErrorDialog';
import { RowAction } from '../layout/tableParts';
import { StoreMapView } from '../maps/StoreMapView';
import { GATEWAY_STATUS_VOCABULARY } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { plusMediaStoreCalls, plusMediaStoreKeys, plusMediaCalls } from '../generated/client';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { tableMapLayout } from '../schema-views/list/tableMapLayout';
import { registerLayout, registerRowAction, registerToolbarAction, type Row } from '../schema-views/registry';
import type { MediaRow } from './api';
import { inUseMessage } from './inUseMessage';

export interface PlusMediaPage {
  storeCode: string;
  type: MediaType;
  canRead: boolean;
  canWrite: boolean;
  view: (row: MediaRow) => void;
  upload: (replaceId?: number) => void;
  changed: () => void;
}

/** the kind of overview from the path: /plus/{kind} */
function useKind(): string {
  return useLocation().pathname.split('/')[2] ?? 'image';
}

function PlusMediaMap() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const kind = useKind();
  const { data } = usePageQuery({
    queryKey: plusMediaStoreKeys.overview({ kind }),
    queryFn: ({ signal }) => plusMediaStoreCalls.overview({ kind }, { signal }),
  });
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={GATEWAY_STATUS_VOCABULARY}
      testId="plus-media-map"
      renderPopup={(store) => (
        <Stack spacing={0.5} sx={{ minWidth: 160 }}>
          <Typography variant="subtitle2">
            {store.storeName} ({store.storeCode})
          </Typography>
          <Typography variant="body2">
            {translate('app.plus.mediaOverview.fields.total')} {store.total}
          </Typography>
          {store.online !== undefined && (
            <Typography variant="body2" data-testid="plus-device-map-counts">
              {translate('app.plus.device.overviewFields.online')} {store.online} ·{' '}
              {translate('app.plus.device.overviewFields.offline')} {store.offline}
            </Typography>
          )}
          <Button
            size="small"
            variant="outlined"
            onClick={() => navigate(`/plus/${kind}/list/${encodeURIComponent(store.storeCode)}`)}
          >
            {translate('app.stores.openDetail')}
          </Button>
        </Stack>
      )}
    />
  );
}

const asMedia = (record: Row) => record as unknown as MediaRow;

function MediaActions({ record }: { record: Row }) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const page = useSchemaPage<PlusMediaPage>();
  const [confirm, setConfirm] = useState(false);
  if (!page.canRead) return <span data-testid="plus-media-no-actions">-</span>;
  const row = asMedia(record);
  const remove = async () => {
    setConfirm(false);
    try {
      await plusMediaCalls.remove({ storeCode: page.storeCode, type: page.type, id: row.id });
      page.changed();
    } catch (error) {
      await showError(inUseMessage(error, translate));
    }
  };
  return (
    <Stack direction="row">
      <RowAction
        label={translate('app.plus.media.view')}
        data-testid="plus-media-view"
        onClick={() => page.view(row)}
      >
        <VisibilityIcon fontSize="small" />
      </RowAction>
      <RowAction
        label={translate('app.plus.media.download')}
        data-testid="plus-media-download"
        onClick={async () => {
          try {
            saveBlob(
              await plusMediaCalls.file({
                storeCode: page.storeCode,
                type: page.type,
                id: row.id,
                query: { inline: '1' },
              }),
              row.name,
            );
          } catch (error) {
            await showError(error as Error);
          }
        }}
      >
        <DownloadIcon fontSize="small" />
      </RowAction>
      {page.canWrite && (
        <>
          <RowAction
            label={translate('app.plus.media.replace')}
            data-testid="plus-media-replace"
            onClick={() => page.upload(row.id)}
          >
            <FindReplaceIcon fontSize="small" />
          </RowAction>
          <RowAction
            label={translate('ra.action.delete')}
            data-testid="plus-media-delete"
            onClick={() => setConfirm(true)}
          >
            <DeleteIcon fontSize="small" />
          </RowAction>
          <Confirm
            isOpen={confirm}
            title="app.plus.media.deleteTitle"
            content="app.plus.media.deleteConfirm"
            onConfirm={remove}
            onClose={() => setConfirm(false)}
          />
        </>
      )}
    </Stack>
  );
}

function UploadButton() {
  const translate = useTranslate();
  const page = useSchemaPage<PlusMediaPage>();
  if (!page.canWrite) return null;
  return (
    <Button
      variant="contained"
      startIcon={<UploadFileIcon />}
      data-testid="plus-media-upload"
      onClick={() => page.upload()}
    >
      {translate('app.plus.media.upload')}
    </Button>
  );
}

registerLayout('plusMediaTableMap', tableMapLayout(PlusMediaMap));
registerRowAction('plusMediaActions', MediaActions);
registerToolbarAction('plusMediaUpload', UploadButton);
