// The device info modal (doc 3 §2, §3 Plus device, §4, §9): what the device reports (model, version, status, last
// report, network with its signal, screen, template, fixed show index, products) and its settings: name,
// timezone from the IANA list, volume 0..maxVolume and brightness 0..255, saved 500 ms after the last change
// (POST /plus/device/config) with plus write; read only without it.
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Slider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useState, type ReactNode } from 'react';
import { BRIGHTNESS_MAX, ianaZones, modelLabel } from '../domain/plusDevice';
import { errorText } from '../layout/ErrorDialog';
import { dateTimeText } from '../schema-views/list/cells';
import { getDevice, saveDeviceConfig, type DeviceConfig, type DeviceRow } from './deviceApi';
import { useAutoSave } from './useAutoSave';

interface Props {
  storeCode: string;
  mac: string | null;
  canWrite: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function DeviceInfoDialog({ storeCode, mac, canWrite, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['plus', 'device', storeCode, mac],
    queryFn: ({ signal }) => getDevice(storeCode, mac ?? '', signal),
    enabled: mac !== null,
    gcTime: 0,
  });
  return (
    <Dialog
      open={mac !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      data-testid="plus-device-info-dialog"
    >
      <DialogTitle>
        {translate('app.plus.device.info')} · {mac}
      </DialogTitle>
      <DialogContent dividers>
        {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
        {!data && !error && <LinearProgress />}
        {data && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <DeviceFacts device={data} />
            <DeviceSettings key={data.mac} device={data} canWrite={canWrite} onSaved={onSaved} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="plus-device-info-close">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.25 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function DeviceFacts({ device }: { device: DeviceRow }) {
  const translate = useTranslate();
  const f = (name: string) => translate(`app.plus.device.fields.${name}`);
  const products = (device.products ?? []).map((p) => `${p.index}: ${p.prCode}`).join(', ');
  return (
    <Box sx={{ flex: 1, minWidth: 0 }} data-testid="plus-device-facts">
      <Fact label={f('mac')}>{device.mac}</Fact>
      <Fact label={f('model')}>
        {modelLabel(device.model)} ({device.model})
      </Fact>
      <Fact label={f('ver')}>{device.ver ?? ''}</Fact>
      <Fact label={f('status')} testId="plus-device-info-status">
        {device.status}
      </Fact>
      <Fact label={f('recvTime')}>{dateTimeText(device.recvTime)}</Fact>
      <Fact label={f('template')}>{device.template || translate('app.plus.device.custom')}</Fact>
      <Fact label={f('showIdx')}>{device.showIdx ?? '-'}</Fact>
      <Fact label={translate('app.plus.device.screen')}>
        {device.screenWidth && device.screenHeight ? `${device.screenWidth} x ${device.screenHeight}` : ''}
      </Fact>
      {(device.networks ?? []).map((n, i) => (
        <Fact key={i} label={translate('app.plus.device.network')}>
          {[n.type, n.ssid, n.ip].filter(Boolean).join(' · ')}
          {n.rssi !== undefined ? ` · ${translate('app.plus.device.rssi')} ${n.rssi} dBm` : ''}
        </Fact>
      ))}
      <Fact label={translate('app.plus.device.products')} testId="plus-device-info-products">
        {products || '-'}
      </Fact>
    </Box>
  );
}

type Settings = Omit<DeviceConfig, 'storeCode' | 'mac'>;

function DeviceSettings({
  device,
  canWrite,
  onSaved,
}: {
  device: DeviceRow;
  canWrite: boolean;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState<Settings>({
    name: device.name ?? '',
    tz: device.tz ?? 'UTC',
    volume: device.volume ?? 0,
    brightness: device.brightness ?? 0,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { change, state } = useAutoSave<Settings>(async (next) => {
    try {
      await saveDeviceConfig({ storeCode: device.storeCode, mac: device.mac, ...next });
      setFailure(null);
      onSaved();
    } catch (error) {
      setFailure(errorText(error as Error));
      throw error;
    }
  }, canWrite);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    change(next);
  };
  const [zones] = useState(() => [...ianaZones()].sort());
  const maxVolume = device.maxVolume ?? 100;
  useEffect(() => setFailure(null), [device.mac]);
  const f = (name: string) => translate(`app.plus.device.fields.${name}`);
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 260 }} data-testid="plus-device-settings">
      <Typography variant="subtitle1">{translate('app.plus.device.settings')}</Typography>
      {!canWrite && <Alert severity="info">{translate('app.plus.device.readOnly')}</Alert>}
      <TextField
        label={f('name')}
        value={values.name}
        disabled={!canWrite}
        onChange={(e) => set('name', e.target.value.slice(0, 64))}
        slotProps={{ htmlInput: { 'data-testid': 'plus-device-name' } }}
        size="small"
      />
      <Autocomplete
        options={zones}
        value={values.tz}
        disabled={!canWrite}
        disableClearable
        onChange={(_, tz) => set('tz', tz)}
        renderInput={(params) => (
          <TextField {...params} label={f('tz')} size="small" data-testid="plus-device-tz" />
        )}
      />
      <Box>
        <Typography variant="body2" id="plus-volume-label">
          {f('volume')}: <span data-testid="plus-device-volume-value">{values.volume}</span> / {maxVolume}
        </Typography>
        <Slider
          value={Math.min(values.volume, maxVolume)}
          min={0}
          max={maxVolume}
          disabled={!canWrite}
          onChange={(_, v) => set('volume', v as number)}
          slotProps={{ input: { 'aria-labelledby': 'plus-volume-label' } }}
          data-testid="plus-device-volume"
        />
      </Box>
      <Box>
        <Typography variant="body2" id="plus-brightness-label">
          {f('brightness')}: <span data-testid="plus-device-brightness-value">{values.brightness}</span> /{' '}
          {BRIGHTNESS_MAX}
        </Typography>
        <Slider
          value={values.brightness}
          min={0}
          max={BRIGHTNESS_MAX}
          disabled={!canWrite}
          onChange={(_, v) => set('brightness', v as number)}
          slotProps={{ input: { 'aria-labelledby': 'plus-brightness-label' } }}
          data-testid="plus-device-brightness"
        />
      </Box>
      <Typography
        variant="caption"
        color={failure ? 'error' : 'text.secondary'}
        data-testid="plus-device-save-state"
        data-state={state}
      >
        {failure ?? (state === 'idle' ? '' : translate(`app.plus.device.save.${state}`))}
      </Typography>
    </Stack>
  );
}
