// Gateway detail (doc 1 §2.7, route /store/{storeCode}/gw/{gwMac}): gauges, 24 hour chart, link check,
// reboot, edit, log download and alarm history; refreshed every 240 seconds.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../shared/PromptDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import { getGatewaySystemStatus } from '../gateways/api';
import { GatewayConfigDialog } from '../gateways/GatewayConfigDialog';
import { GatewayGauges } from '../gateways/GatewayGauges';
import { GatewayUsageChart } from '../gateways/GatewayUsageChart';
import { gatewayStatus } from '../../domain/gatewayStatus';
import { displayIp } from '../gateways/gatewayDisplay';
import { useGatewayLogDownload } from '../gateways/useGatewayActions';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { listRefresh } from '../schema-views/list/useSchemaList';
import { formatDateTime } from '../i18n/format';
import { gatewayKeys, gatewayCalls } from '../generated/client';

/** doc 1 §9: the gateway detail refreshes every 240 s, with its alarm history (schemas/gatewayAlarm.schema.json) */
const refetchInterval = listRefresh(resources.gatewayAlarm);

export default function GatewayDetailPage() {
  const { storeCode = '', gwMac = '' } = useParams();
  return <GatewayDetail storeCode={storeCode} gwMac={gwMac} />;
}

function GatewayDetail({ storeCode, gwMac }: { storeCode: string; gwMac: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'store', 'write');
  const { gatewayLog } = useGatewayLogDownload();
  const [editing, setEditing] = useState(false);
  const [confirmReboot, setConfirmReboot] = useState(false);
  const gateway = usePageQuery({
    queryKey: gatewayKeys.getOne({ storeCode, gwMac }),
    queryFn: ({ signal }) => gatewayCalls.getOne({ storeCode, gwMac }, { signal }),
    refetchInterval,
  });
  const system = usePageQuery({
    queryKey: gatewayKeys.systemStatus({ gwMac }),
    queryFn: ({ signal }) => getGatewaySystemStatus(gwMac, signal),
    refetchInterval,
  });
  const gw = gateway.data;
  const check = async () => {
    try {
      const { success } = await gatewayCalls.linkCheck({ gwMac });
      if (success) notify('app.gateways.linkSuccess', { type: 'success' });
      else await showError(translate('app.gateways.linkFailText'), 'app.gateways.linkFail');
    } catch (error) {
      await showError(error as Error);
    }
  };
  const reboot = async () => {
    setConfirmReboot(false);
    try {
      const { success } = await gatewayCalls.reboot({ gwMac });
      if (success) notify('app.gateways.rebootDone', { type: 'success' });
      else await showError(translate('app.gateways.rebootFailed'));
      void gateway.refetch();
    } catch (error) {
      await showError(error as Error);
    }
  };
  const oepl = gw?.kind === 'oepl';
  const info: Array<[string, string]> = gw
    ? [
        ['kind', translate(oepl ? 'app.gateways.kindOepl' : 'app.gateways.kindSim')],
        oepl ? ['address', gw.address ?? ''] : ['ip', displayIp(gw.ip)],
        ['gwIndex', String(gw.gwIndex ?? '')],
        ['tagCount', String(gw.tagCount ?? '')],
        ['dataChannel', String(gw.dataChannel ?? '')],
        ['eventChannel', String(gw.eventChannel ?? '')],
        ['gmpVersion', gw.gmpVersion ?? ''],
        ['grmVersion', gw.grmVersion ?? ''],
        ['upLink', gw.upLink ?? ''],
        ['downLink', gw.downLink ?? ''],
        ['timeSync', gw.timeSync === false ? 'NG' : 'OK'],
        ['lastStatusTime', formatDateTime(gw.lastStatusTime)],
      ]
    : [];
  return (
    <Stack spacing={2} data-testid="gateway-detail-page">
      <Card>
        <CardContent>
          <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
            <Button
              component={Link}
              to={`/store/detail/${encodeURIComponent(storeCode)}?viewType=table`}
              startIcon={<ArrowBackIcon />}
            >
              {storeCode}
            </Button>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {translate('app.gateways.detailTitle')} {gwMac}
            </Typography>
            {gw && <StatusChip status={gatewayStatus(gw)} />}
            <Button variant="outlined" onClick={() => void check()} data-testid="link-check">
              {translate('app.gateways.linkCheck')}
            </Button>
            {canWrite && !oepl && (
              <Button
                variant="outlined"
                color="warning"
                onClick={() => setConfirmReboot(true)}
                data-testid="reboot"
              >
                {translate('app.gateways.reboot')}
              </Button>
            )}
            {(canWrite || isSuper(permissions)) && !oepl && (
              <Button
                variant="outlined"
                onClick={() => setEditing(true)}
                disabled={!gw}
                data-testid="detail-edit"
              >
                {translate('app.gateways.edit')}
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() => gw && gatewayLog(gw)}
              disabled={!gw}
              data-testid="detail-log"
            >
              {translate('app.gateways.logDownload')}
            </Button>
          </Stack>
          <Grid container spacing={1} sx={{ mt: 1 }}>
            {info.map(([field, value]) => (
              <Grid key={field} size={{ xs: 6, sm: 4, md: 2 }}>
                <Typography variant="caption" color="text.secondary">
                  {translate(`resources.gateways.fields.${field}`)}
                </Typography>
                <Typography variant="body2">{value || '-'}</Typography>
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title={translate('app.gateways.usage')}
              titleTypographyProps={{ variant: 'h6', component: 'h2' }}
            />
            <CardContent>
              <GatewayGauges
                memory={system.data?.memory ?? null}
                ramdisk={system.data?.ramdisk ?? null}
                logDisk={system.data?.logDisk ?? null}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title={translate('app.gateways.history24h')}
              titleTypographyProps={{ variant: 'h6', component: 'h2' }}
            />
            <CardContent>
              <GatewayUsageChart samples={system.data?.data ?? []} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Card>
        <CardHeader
          title={translate('app.gateways.alarmHistory')}
          titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        />
        <CardContent>
          {/* the schema list of gatewayAlarm: 10 per page, newest first, refreshed every 240 s */}
          <SchemaListView
            meta={resources.gatewayAlarm}
            params={{ gwMac }}
            sync="store"
            title={translate('app.gateways.alarmHistory')}
          />
        </CardContent>
      </Card>
      <GatewayConfigDialog
        gateway={editing && gw ? gw : null}
        onClose={() => setEditing(false)}
        onSaved={() => void gateway.refetch()}
      />
      <PromptDialog
        open={confirmReboot}
        title="app.gateways.reboot"
        message="app.gateways.rebootConfirm"
        onYes={() => void reboot()}
        onNo={() => setConfirmReboot(false)}
      />
    </Stack>
  );
}
