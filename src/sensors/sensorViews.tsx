// What the sensor tables (schemas/sensorStore, sensor, sensorAlarm) plug into the schema views by name: the
// table/map layout of the sensor status (markers and NORMAL / ALARM / OFFLINE toggles by the store's sensor status,
// popup with its counters and a link to its sensors), the sensor status chip (OK or not OK, doc 2 §4), what a
// sensor measures, and the links of a sensor to its alarm history and sensing history.
import HistoryIcon from '@mui/icons-material/ShowChart';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate, useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { RowAction } from '../layout/tableParts';
import { StoreMapView } from '../maps/StoreMapView';
import { GATEWAY_STATUS_VOCABULARY } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { dateTimeText, percentText } from '../schema-views/list/cells';
import { tableMapLayout } from '../schema-views/list/tableMapLayout';
import { storeLabel } from '../../domain/storeLabel';
import {
  registerCell,
  registerLayout,
  registerRowAction,
  type CellProps,
  type Row,
} from '../schema-views/registry';
import { StatusChip } from '../status/StatusChip';
import { SENSOR_STORES, sensorAlarmPath, sensorDetailPath, sensorHistoryPath } from './api';

export function SensorMapPanel() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data } = usePageQuery({
    queryKey: SENSOR_STORES.queryKey,
    queryFn: ({ signal }) => SENSOR_STORES.queryFn(signal),
    refetchInterval: resources.sensorStore.list.refresh,
  });
  const f = (field: string) => translate(`app.sensors.fields.${field}`);
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={GATEWAY_STATUS_VOCABULARY}
      testId="sensor-map"
      renderPopup={(store) => (
        <Stack spacing={0.5} data-testid="sensor-store-popup" sx={{ minWidth: 200 }}>
          <Typography variant="subtitle2">{storeLabel(store.storeCode, store.storeName)}</Typography>
          <StatusChip status={store.status} />
          <Typography variant="body2">
            {f('totalSensorCount')} {store.totalSensorCount} · {f('lowBatteryCount')} {store.lowBatteryCount}{' '}
            · {f('successRate')} {percentText(store.successRate)}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="sensor-store-updated">
            {f('updatedAt')} {dateTimeText(store.updatedAt) || '-'}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => navigate(sensorDetailPath(store.storeCode))}>
            {translate('app.sensors.openDetail')}
          </Button>
        </Stack>
      )}
    />
  );
}

function SensorStatus({ record, field }: CellProps) {
  const translate = useTranslate();
  const status = String(record[field.name] ?? '');
  const ok = status === 'OK';
  return (
    <Chip
      size="small"
      color={ok ? 'success' : 'error'}
      variant={ok ? 'filled' : 'outlined'}
      label={ok ? translate('app.sensors.ok') : `${translate('app.sensors.notOk')} (${status})`}
      data-status={status}
    />
  );
}

function SensorOperation({ record, field }: CellProps) {
  const translate = useTranslate();
  const operation = String(record[field.name] ?? '');
  return <>{translate(`app.sensors.operations.${operation}`, { _: operation })}</>;
}

function sensorLink(kind: 'alarm' | 'history') {
  return function SensorLink({ record }: { record: Row }) {
    const translate = useTranslate();
    const { storeCode = '' } = useParams();
    const mac = String(record.sensorMac);
    const alarm = kind === 'alarm';
    return (
      <RowAction
        label={translate(alarm ? 'app.sensors.alarms' : 'app.sensors.history')}
        to={alarm ? sensorAlarmPath(storeCode, mac) : sensorHistoryPath(storeCode, mac)}
        data-testid={alarm ? 'sensor-alarm-link' : 'sensor-history-link'}
      >
        {alarm ? <NotificationsIcon fontSize="small" /> : <HistoryIcon fontSize="small" />}
      </RowAction>
    );
  };
}

registerLayout('sensorTableMap', tableMapLayout(SensorMapPanel));
registerCell('sensorStatus', { render: SensorStatus });
registerCell('sensorOperation', { render: SensorOperation });
registerRowAction('sensorAlarmHistory', sensorLink('alarm'));
registerRowAction('sensorHistory', sensorLink('history'));
