// Tag detail of a store (doc 1 §2.8, route /tag/detail/{storeCode}): the schema list of `tag` (25 per page,
// filtered, sorted and paged by the server; every 3 s while a row is WIP, so WIP turns into OK or NG without a
// reload, else every 30 s; columns, filters, actions and toolbar registered in tagViews.tsx) with the preview and
// assign dialogs.
import { Card, CardContent } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../../auth/privileges';
import { useAppPermissions } from '../../auth/usePermissionsOf';
import { resources } from '../../../domain/generated/resources';
import { PageHeader } from '../../layout/PageHeader';
import { usePageQuery } from '../../monitoring/usePageQuery';
import { SchemaListView } from '../../schema-views/list/SchemaListView';
import { SchemaPage } from '../../schema-views/list/SchemaPageContext';
import { AssignDialog } from '../assign/AssignDialog';
import { TagPreviewDialog } from '../preview/TagPreviewDialog';
import type { TagRow } from './api';
import './tagViews';
import type { TagPage } from './tagPage';
import { storeLabel } from '../../../domain/storeLabel';
import { gatewayKeys, tagKeys, gatewayCalls, tagCalls } from '../../generated/client';

const meta = resources.tag;

export default function TagDetailPage() {
  const { storeCode = '' } = useParams();
  return <TagDetail key={storeCode} storeCode={storeCode} />;
}

function TagDetail({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'tag', 'write');
  const [preview, setPreview] = useState<TagRow | null>(null);
  const [assignOpen, setAssignOpen] = useState(false);
  const { data: types } = usePageQuery({
    queryKey: tagKeys.typesInUse(),
    queryFn: ({ signal }) => tagCalls.typesInUse({ signal }),
  });
  const { data: stats } = usePageQuery({
    queryKey: tagKeys.storeStats(),
    queryFn: ({ signal }) => tagCalls.storeStats({ signal }),
  });
  const { data: gateways } = usePageQuery({
    queryKey: gatewayKeys.ofStore({ storeCode }),
    queryFn: ({ signal }) => gatewayCalls.ofStore({ storeCode }, { signal }),
    enabled: can(permissions, 'store', 'read'),
  });
  const store = stats?.data.find((s) => s.storeCode === storeCode);
  const page: TagPage = {
    storeCode,
    canWrite,
    tagTypes: (types?.data ?? []).map((t) => t.tagType),
    gateways: gateways?.objList.map((g) => g.gwMac),
    preview: setPreview,
    assign: () => setAssignOpen(true),
  };
  return (
    <Card data-testid="tag-detail-page">
      <CardContent>
        <PageHeader
          back={{ to: '/tag', label: translate('app.tagStatus.title') }}
          title={storeLabel(storeCode, store?.storeName)}
          titleTestId="tag-detail-title"
        />
        <SchemaPage value={page}>
          <SchemaListView meta={meta} params={{ storeCode }} />
        </SchemaPage>
      </CardContent>
      {preview && (
        <TagPreviewDialog storeCode={storeCode} tagId={preview.tagId} open onClose={() => setPreview(null)} />
      )}
      {canWrite && (
        <AssignDialog
          storeCode={storeCode}
          open={assignOpen}
          onClose={() => setAssignOpen(false)}
          onAssigned={refresh}
        />
      )}
    </Card>
  );
}
