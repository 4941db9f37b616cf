// Product file upload history (doc 2 §2 /product/file/upload/history, §9): the schema list of `productUpload`
// (received descending, 25 per page, paged and filtered by the server, state in the URL; its parts in
// productFileViews.tsx); a row opens its detail; 'Upload' (product write) opens the dialog. While an upload of
// the page is still running the table refreshes every few seconds (else every 30 s, x-list.refresh).
import { Card, CardContent, Typography } from '@mui/material';
import { useListContext, useRefresh, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { RUNNING_REFRESH_MS } from './constants';
import { UploadDialog } from './UploadDialog';
import './productFileViews';
import type { UploadPage } from './productFileViews';

const meta = resources.productUpload;

export const uploadDetailPath = (id: number | string) => `/product/file/upload/history/detail/${id}`;

export default function UploadHistoryPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const { permissions } = useAppPermissions();
  const [uploadOpen, setUploadOpen] = useState(false);
  const page: UploadPage = {
    canWrite: can(permissions, 'product', 'write'),
    openUpload: () => setUploadOpen(true),
  };
  return (
    <Card data-testid="product-upload-history-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.productFiles.title')}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={meta} onRowClick={(row) => navigate(uploadDetailPath(String(row._id)))}>
            <RefreshWhileRunning />
          </SchemaListView>
        </SchemaPage>
      </CardContent>
      <UploadDialog
        open={uploadOpen}
        stores={permissions?.store ?? []}
        onClose={() => setUploadOpen(false)}
        onUploaded={refresh}
      />
    </Card>
  );
}

/** refetches every RUNNING_REFRESH_MS while an upload of the page has not finished */
function RefreshWhileRunning() {
  const { data, refetch } = useListContext();
  const running = (data ?? []).some((row) => !row.finished);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void refetch(), RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  return null;
}
