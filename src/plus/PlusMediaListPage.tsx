// /plus/image|video|widget/list/{storeCode} (doc 3 §2): the store's files (schemas/plusMedia x-lists), upload up
// to 10 at once or replace one, view (image with rotate, video with its thumbnail, widget), download, delete
// (refused while templates or devices use the file).
import { Card, CardContent, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import type { MediaType } from '../../domain/signageTemplate';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import type { MediaRow } from './api';
import { MediaUploadDialog } from './MediaUploadDialog';
import { MediaViewDialog } from './MediaViewDialog';
import type { PlusMediaPage } from './plusMediaViews';
import './plusMediaViews';

const META = {
  image: resources.plusImage,
  video: resources.plusVideo,
  widget: resources.plusWidget,
} as const;

export function PlusMediaListPage({ type }: { type: MediaType }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const storeCode = useParams().storeCode ?? '';
  const { permissions } = useAppPermissions();
  const [viewing, setViewing] = useState<MediaRow | null>(null);
  const [upload, setUpload] = useState<{ replaceId?: number } | null>(null);
  const page: PlusMediaPage = {
    storeCode,
    type,
    canRead: can(permissions, 'plus', 'read'),
    canWrite: can(permissions, 'plus', 'write'),
    view: setViewing,
    upload: (replaceId) => setUpload({ replaceId }),
    changed: refresh,
  };
  return (
    <Card data-testid={`plus-${type}-list`}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`app.plus.${type}.title`)} · {storeCode}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView key={type} meta={META[type]} params={{ storeCode }} />
        </SchemaPage>
        <MediaUploadDialog
          storeCode={storeCode}
          type={type}
          replaceId={upload?.replaceId}
          open={upload !== null}
          onClose={() => setUpload(null)}
          onUploaded={refresh}
        />
        <MediaViewDialog storeCode={storeCode} row={viewing} onClose={() => setViewing(null)} />
      </CardContent>
    </Card>
  );
}
export default PlusMediaListPage;
