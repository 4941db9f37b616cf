// Paper upload history (doc 2 §2 /paper/upload/history, §9 received descending): the schema list of
// `paperUpload` (25 per page, filters file name, store and received range); a row opens its detail, its task ID
// its task; 'Upload' (paper write) opens the upload dialog.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { paperUploadDetailPath } from './api';
import { PaperUploadDialog } from './PaperUploadDialog';
import type { PaperUploadPage } from './paperViews';
import './paperViews';
import '../productFiles/productFileViews';

export default function PaperUploadHistoryPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const { permissions } = useAppPermissions();
  const [open, setOpen] = useState(false);
  const page: PaperUploadPage = {
    canWrite: can(permissions, 'paper', 'write'),
    openUpload: () => setOpen(true),
  };
  return (
    <Card data-testid="paper-upload-history-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to="/paper" startIcon={<ArrowBackIcon />}>
            {translate('app.paper.back')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.paper.uploadHistoryTitle')}
          </Typography>
        </Stack>
        <SchemaPage value={page}>
          <SchemaListView
            meta={resources.paperUpload}
            onRowClick={(row) => navigate(paperUploadDetailPath(String(row._id)))}
          />
        </SchemaPage>
      </CardContent>
      <PaperUploadDialog
        open={open}
        stores={permissions?.store ?? []}
        onClose={() => setOpen(false)}
        onUploaded={refresh}
      />
    </Card>
  );
}
