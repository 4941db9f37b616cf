// Store detail (doc 1 §2.7, route /store/detail/{storeCode}?viewType): the store's gateway table, the schema list
// of `gateway` (50 per page, refreshed every 60 s: x-list) with client-side filters: the store's gateways are
// loaded once (GET /status/store/{code}) and filtered, sorted and paged in the page, each with the status it
// shows; its row actions are registered in gatewayViews.tsx: detail link, edit (role 0 or store.write), log
// download, delete (store.write); edit all and the store log download above it. An OpenEPaperLink access point
// (issue 27 §3) is registered here by its address (store.write or role 0) and unregistered by its delete action.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../shared/PromptDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { StatusChip } from '../status/StatusChip';
import type { GatewayRow } from '../gateways/api';
import { GatewayConfigDialog } from '../gateways/GatewayConfigDialog';
import { GatewayEditAllDialog } from '../gateways/GatewayEditAllDialog';
import { OeplRegisterDialog } from '../gateways/OeplRegisterDialog';
import { useGatewayLogDownload } from '../gateways/useGatewayActions';
import type { GatewayPage } from '../gateways/gatewayViews';
import '../gateways/gatewayViews';
import { gatewayStatus } from '../../domain/gatewayStatus';
import { storeLabel } from '../../domain/storeLabel';
import { gatewayKeys, gatewayCalls } from '../generated/client';

const meta = resources.gateway;

export default function StoreDetailPage() {
  const { storeCode = '' } = useParams();
  const [params] = useSearchParams();
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
  const [registering, setRegistering] = useState(false);
  const refresh = useRefresh();
  // the heading (store name and status), the table's rows and the rows of edit all
  const { data } = usePageQuery({
    queryKey: gatewayKeys.ofStore({ storeCode }),
    queryFn: ({ signal }) => gatewayCalls.ofStore({ storeCode }, { signal }),
    refetchInterval: meta.list.refresh,
  });
  // each gateway as the store's lists read it (every field of the row)
  const gateways: GatewayRow[] = (data?.objList ?? []).map((gateway) => ({ ...gateway }));
  const rows = useMemo(
    () => data && { data: data.objList.map((g) => ({ ...g, status: gatewayStatus(g) ?? g.status })) },
    [data],
  );
  const remove = async (gateway: GatewayRow) => {
    setDeleting(null);
    try {
      if (gateway.kind === 'oepl') {
        await gatewayCalls.unregisterOepl({ storeCode, gwMac: gateway.gwMac });
        notify('app.gateways.unregistered', { type: 'success' });
      } else {
        await gatewayCalls.remove({ storeCode, gwMac: gateway.gwMac });
        notify('app.gateways.deleted', { type: 'success' });
      }
      refresh();
    } catch (error) {
      await showError(error as Error);
    }
  };
  const page: GatewayPage = {
    canEdit: canWrite || isSuper(permissions),
    canDelete: canWrite,
    edit: setEditing,
    remove: setDeleting,
    log: gatewayLog,
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
            {storeLabel(storeCode, data?.storeName)}
          </Typography>
          {data && <StatusChip status={data.status} />}
          {page.canEdit && (
            <Button variant="outlined" onClick={() => setRegistering(true)} data-testid="register-oepl">
              {translate('app.gateways.registerOepl')}
            </Button>
          )}
          {page.canEdit && (
            <Button variant="outlined" onClick={() => setEditAll(true)} data-testid="edit-all">
              {translate('app.gateways.editAll')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => storeLog(storeCode)} data-testid="store-log">
            {translate('app.gateways.storeLogDownload')}
          </Button>
        </Stack>
        <SchemaPage value={page}>
          <SchemaListView meta={meta} params={{ storeCode }} rows={rows ?? {}} />
        </SchemaPage>
      </CardContent>
      <GatewayConfigDialog gateway={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <GatewayEditAllDialog
        open={editAll}
        storeCode={storeCode}
        gateways={gateways.filter((g) => g.kind !== 'oepl')}
        onClose={() => setEditAll(false)}
        onSaved={refresh}
      />
      <OeplRegisterDialog
        storeCode={storeCode}
        open={registering}
        onClose={() => setRegistering(false)}
        onSaved={refresh}
      />
      <PromptDialog
        open={!!deleting}
        title={deleting?.kind === 'oepl' ? 'app.gateways.unregister' : 'app.gateways.delete'}
        message={translate(
          deleting?.kind === 'oepl' ? 'app.gateways.unregisterConfirm' : 'app.gateways.deleteConfirm',
          { gwMac: deleting?.gwMac ?? '' },
        )}
        onYes={() => deleting && void remove(deleting)}
        onNo={() => setDeleting(null)}
      />
    </Card>
  );
}
