// Product file upload history (doc 2 §2 /product/file/upload/history, §9): uploads received descending, 25 per
// page, paged and filtered by the server; a row opens its detail; 'Upload' (product write) opens the dialog.
// While an upload of the page is still running the table refreshes every few seconds.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { ServerPager, usePaging } from '../layout/ServerPager';
import { usePageQuery } from '../monitoring/usePageQuery';
import { searchUploads } from './api';
import { RUNNING_REFRESH_MS, TABLE_PAGE, UPLOADS_REFRESH_MS } from './constants';
import {
  EMPTY_UPLOAD_FILTERS,
  UploadFilters,
  uploadFilterBody,
  type UploadFilterState,
} from './UploadFilters';
import { UploadDialog } from './UploadDialog';
import { UploadTable } from './UploadTable';

export default function UploadHistoryPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const paging = usePaging(TABLE_PAGE.perPage);
  const [filters, setFilters] = useState<UploadFilterState>(EMPTY_UPLOAD_FILTERS);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const body = { start: paging.start, length: paging.length, ...uploadFilterBody(filters) };
  const { data, refetch } = usePageQuery({
    queryKey: ['productUploads', body],
    queryFn: async ({ signal }) => {
      const page = await searchUploads(body, signal);
      setRunning(page.data.some((row) => !row.finished));
      return page;
    },
    refetchInterval: running ? RUNNING_REFRESH_MS : UPLOADS_REFRESH_MS,
  });
  const stores = permissions?.store ?? [];
  return (
    <Card data-testid="product-upload-history-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('app.productFiles.title')}
          </Typography>
          {can(permissions, 'product', 'write') && (
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploadOpen(true)}>
              {translate('app.productFiles.upload')}
            </Button>
          )}
        </Stack>
        <UploadFilters
          value={filters}
          stores={stores}
          onChange={(next) => {
            setFilters(next);
            paging.setPage(0);
          }}
        />
        <UploadTable rows={data?.data} />
        <ServerPager paging={paging} count={data?.recordsFiltered ?? 0} options={TABLE_PAGE.perPageOptions} />
      </CardContent>
      <UploadDialog
        open={uploadOpen}
        stores={stores}
        onClose={() => setUploadOpen(false)}
        onUploaded={() => void refetch()}
      />
    </Card>
  );
}
