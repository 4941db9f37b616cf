// What the delivery tables (schemas/deliveryStore, deliveryAttempt) plug into the schema views by name: the
// table/map layout of the stores (markers coloured by the target: met green, missed red, no updates grey), the
// cells (durations, target, met or missed, trend arrow, failure cause) and the filters of status and cause.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { storeLabel } from '../../domain/storeLabel';
import { resources } from '../../domain/generated/resources';
import { StoreMapView } from '../maps/StoreMapView';
import type { MapStatusVocabulary, MapStore } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { percentText } from '../schema-views/list/cells';
import { tableMapLayout } from '../schema-views/list/tableMapLayout';
import { registerCell, registerFilterInput, registerLayout, type CellProps } from '../schema-views/registry';
import { enumFilter } from '../shared/EnumFilterSelect';
import { STATUS_COLORS } from '../status/statusColors';
import { DELIVERY_CAUSES, DELIVERY_STORES, deliveryDetailPath, type DeliveryStoreSummary } from './api';
import { useDurations } from './durations';

export type DeliveryStatus = 'MET' | 'MISSED' | 'NONE';
const STATUSES: DeliveryStatus[] = ['MET', 'MISSED', 'NONE'];
const CHIP_COLORS: Record<DeliveryStatus, { background: string; text: string }> = {
  MET: STATUS_COLORS.NORMAL,
  MISSED: STATUS_COLORS.OFFLINE,
  NONE: { background: '#757575', text: '#ffffff' },
};

export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const translate = useTranslate();
  const colors = CHIP_COLORS[status];
  return (
    <Chip
      size="small"
      label={translate(`app.delivery.status.${status}`)}
      data-status={status}
      className={`delivery-${status.toLowerCase()}`}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}

const statusOf = (store: { met?: boolean | null }): DeliveryStatus =>
  store.met === true ? 'MET' : store.met === false ? 'MISSED' : 'NONE';

const MARKER_COLORS = { MET: 'NORMAL', MISSED: 'OFFLINE', NONE: 'ALARM' } as const;

/** a store on the map: its marker status is the colour of its delivery status */
type DeliveryMapStore = Omit<DeliveryStoreSummary, 'status'> & MapStore & { delivery: DeliveryStatus };

/** the stores' map speaks the target: met, missed, no updates today */
export const DELIVERY_VOCABULARY: MapStatusVocabulary<DeliveryStatus, DeliveryMapStore> = {
  statuses: STATUSES,
  statusOf: (store) => store.delivery,
  color: MARKER_COLORS,
  labelKey: (status) => `app.delivery.status.${status}`,
  filterKey: 'app.delivery.statusFilter',
  toggleTestId: 'delivery-toggle',
  Chip: DeliveryStatusChip,
};

export function DeliveryMapPanel() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data } = usePageQuery({
    queryKey: DELIVERY_STORES.queryKey,
    queryFn: ({ signal }) => DELIVERY_STORES.queryFn(signal),
    refetchInterval: resources.deliveryStore.list.refresh,
  });
  const f = (field: string) => translate(`app.delivery.fields.${field}`);
  const { duration, target } = useDurations();
  const stores = useMemo<DeliveryMapStore[]>(
    () =>
      (data?.data ?? []).map((store) => {
        const delivery = statusOf(store);
        return { ...store, storeName: store.storeName ?? '', delivery, status: MARKER_COLORS[delivery] };
      }),
    [data],
  );
  return (
    <StoreMapView
      stores={stores}
      vocabulary={DELIVERY_VOCABULARY}
      testId="delivery-map"
      renderPopup={(store) => (
        <Stack spacing={0.5} data-testid="delivery-store-popup" sx={{ minWidth: 220 }}>
          <Typography variant="subtitle2">{storeLabel(store.storeCode, store.storeName)}</Typography>
          <DeliveryStatusChip status={store.delivery} />
          <Typography variant="body2">
            {f('p95')} {duration(store.p95) || '-'} · {f('successRate')}{' '}
            {percentText(store.successRate) || '-'}
          </Typography>
          <Typography variant="body2">
            {f('targetPercent')} {target(store.targetPercent, store.targetMinutes)}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => navigate(deliveryDetailPath(store.storeCode))}
          >
            {translate('app.delivery.openDetail')}
          </Button>
        </Stack>
      )}
    />
  );
}

function DeliveryMet({ record }: CellProps) {
  return <DeliveryStatusChip status={statusOf(record as { met?: boolean | null })} />;
}

function DeliveryTrend({ record, field }: CellProps) {
  const translate = useTranslate();
  const trend = record[field.name];
  if (trend !== 'up' && trend !== 'down' && trend !== 'flat') return null;
  const label = translate(`app.delivery.trend.${trend}`);
  const Icon = trend === 'up' ? ArrowUpwardIcon : trend === 'down' ? ArrowDownwardIcon : ArrowForwardIcon;
  const color = trend === 'up' ? 'error.main' : trend === 'down' ? 'success.main' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" data-trend={trend} title={label}>
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

function DeliveryCauseCell({ record, field }: CellProps) {
  const translate = useTranslate();
  const cause = record[field.name];
  if (typeof cause !== 'string' || !cause) {
    return (
      <>
        {record.confirmedAt
          ? translate('app.delivery.late')
          : record.failedAt
            ? ''
            : translate('app.delivery.open')}
      </>
    );
  }
  return <>{translate(`app.delivery.causes.${cause}`, { _: cause })}</>;
}

registerLayout('deliveryTableMap', tableMapLayout(DeliveryMapPanel));
registerCell('deliverySeconds', {
  render: function DeliverySeconds({ record, field }) {
    return <>{useDurations().duration(record[field.name])}</>;
  },
  align: 'right',
});
registerCell('deliveryTarget', {
  render: function DeliveryTarget({ record }) {
    return <>{useDurations().target(record.targetPercent, record.targetMinutes)}</>;
  },
});
registerCell('deliveryMet', { render: DeliveryMet });
registerCell('deliveryTrend', { render: DeliveryTrend });
registerCell('deliveryCause', { render: DeliveryCauseCell });
registerFilterInput('deliveryStatus', enumFilter(STATUSES, 'app.delivery.status', 180));
registerFilterInput('deliveryCause', enumFilter(DELIVERY_CAUSES, 'app.delivery.causes', 200));
