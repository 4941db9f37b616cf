// Store detail (doc 1 §2.7, route /store/detail/{storeCode}?viewType): the store's gateways with edit, edit
// all, delete, log downloads and detail links. Edit shows for role 0 or store.write, delete for store.write.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { can, canAccessStore, isSuper } from '../auth/privileges';
import { NoAccess } from '../auth/NoAccess';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../login/PromptDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import { deleteGateway, getStoreGateways, type GatewayRow } from './api';
import { GatewayConfigDialog } from './GatewayConfigDialog';
import { GatewayEditAllDialog } from './GatewayEditAllDialog';
import { GatewayTable } from './GatewayTable';
import { useGatewayLogDownload } from './useGatewayActions';

export const STORE_DETAIL_REFRESH_MS = 60_000;

export default function StoreDetailPage() {
  const { storeCode = '' } = useParams();
  const [params] = useSearchParams();
  const { permissions } = useAppPermissions();
  if (permissions && !canAccessStore(permissions, storeCode)) return <NoAccess />;
  return <StoreDetail storeCode={storeCode} viewType={params.get('viewType') ?? 'table'} />;
}

function StoreDetail({ storeCode, viewType }: { storeCode: string; viewType: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'store', 'write');
  const { gatewayLog, storeLog } = useGatewayLogDownload();
  const [editing, setEditing] = useState<GatewayRow | null>(null);
  const [editAll, setEditAll] = useState(false);
  const [deleting, setDeleting] = useState<GatewayRow | null>(null);
  const { data, refetch } = usePageQuery({
    queryKey: ['store', storeCode, 'gateways'],
    queryFn: ({ signal }) => getStoreGateways(storeCode, signal),
    refetchInterval: STORE_DETAIL_REFRESH_MS,
  });
  const gateways = data?.objList ?? [];
  const remove = async (gateway: GatewayRow) => {
    setDeleting(null);
    try {
      await deleteGateway(storeCode, gateway.gwMac);
      notify('app.gateways.deleted', { type: 'success' });
      await refetch();
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Card data-testid="store-detail-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          <Button
            component={Link}
            to={`/store?viewType=${viewType === 'map' ? 'map' : 'table'}`}
            startIcon={<ArrowBackIcon />}
          >
            {translate('app.stores.title')}
          </Button>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {data ? `${data.storeName} (${data.storeCode})` : storeCode}
          </Typography>
          {data && <StatusChip status={data.status} />}
          {(canWrite || isSuper(permissions)) && (
            <Button variant="outlined" onClick={() => setEditAll(true)} data-testid="edit-all">
              {translate('app.gateways.editAll')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => storeLog(storeCode)} data-testid="store-log">
            {translate('app.gateways.storeLogDownload')}
          </Button>
        </Stack>
        <GatewayTable
          gateways={gateways}
          actions={{
            canEdit: canWrite || isSuper(permissions),
            canDelete: canWrite,
            onEdit: setEditing,
            onDelete: setDeleting,
            onLog: gatewayLog,
          }}
        />
      </CardContent>
      <GatewayConfigDialog
        gateway={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
      />
      <GatewayEditAllDialog
        open={editAll}
        storeCode={storeCode}
        gateways={gateways}
        onClose={() => setEditAll(false)}
        onSaved={() => void refetch()}
      />
      <PromptDialog
        open={!!deleting}
        title="app.gateways.delete"
        message={translate('app.gateways.deleteConfirm', { gwMac: deleting?.gwMac ?? '' })}
        onYes={() => deleting && void remove(deleting)}
        onNo={() => setDeleting(null)}
      />
    </Card>
  );
}
