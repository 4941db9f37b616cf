// The device info modal (doc 3 §2, §3 Plus device, §4, §9): what the device reports (model, version, status, last
// report, network with its signal, screen, template, fixed show index, products) and its settings: name,
// the fields of schemas/plusDevice.schema.json x-forms.config (name, timezone from the IANA list, volume
// 0..maxVolume, brightness 0..255, and any field a team adds there), checked by the generated validator (its
// message shown) and saved 500 ms after the last change (POST /plus/device/config) with plus write; read only
// without it.
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
import { BRIGHTNESS_MAX, ianaZones, modelLabel } from '../../domain/plusDevice';
import { errorText } from '../layout/ErrorDialog';
import { dateTimeText } from '../schema-views/list/cells';
import { resources } from '../../domain/generated/resources';
import { plusDeviceValidators } from '../../domain/generated/validators';
import { plusDeviceKeys } from '../generated/client';
import { getDevice, saveDeviceConfig, type DeviceRow } from './deviceApi';
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
    queryKey: plusDeviceKeys.get({ storeCode, mac: mac ?? '' }),
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
        {modelLabel(device.model ?? '')} ({device.model ?? ''})
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

/** the settings form (schemas/plusDevice.schema.json x-forms.config): its fields in order, checked by its validator */
const SETTINGS = plusDeviceValidators.form.config;
const SETTING_FIELDS = plusDeviceValidators.fields.config;
const FIELD_META = new Map(resources.plusDevice.fields.map((f) => [f.name, f]));

type Settings = Record<string, unknown>;

/** the form's values from the device: its stored values, the schema's default when it has none */
function settingsOf(device: DeviceRow): Settings {
  const stored = device as unknown as Record<string, unknown>;
  return Object.fromEntries(
    SETTING_FIELDS.map((name) => [name, stored[name] ?? FIELD_META.get(name)?.default ?? '']),
  );
}

interface ControlProps {
  name: string;
  label: string;
  value: unknown;
  disabled: boolean;
  set: (value: unknown) => void;
  maxVolume: number;
}

function SliderControl({ name, label, value, disabled, set, max }: ControlProps & { max: number }) {
  const n = typeof value === 'number' ? value : Number(value) || 0;
  return (
    <Box>
      <Typography variant="body2" id={`plus-${name}-label`}>
        {label}: <span data-testid={`plus-device-${name}-value`}>{n}</span> / {max}
      </Typography>
      <Slider
        value={Math.min(n, max)}
        min={0}
        max={max}
        disabled={disabled}
        onChange={(_, v) => set(v as number)}
        slotProps={{ input: { 'aria-labelledby': `plus-${name}-label` } }}
        data-testid={`plus-device-${name}`}
      />
    </Box>
  );
}

function ZoneControl({ label, value, disabled, set }: ControlProps) {
  const [zones] = useState(() => [...ianaZones()].sort());
  return (
    <Autocomplete
      options={zones}
      value={String(value ?? 'UTC')}
      disabled={disabled}
      disableClearable
      onChange={(_, tz) => set(tz)}
      renderInput={(params) => (
        <TextField {...params} label={label} size="small" data-testid="plus-device-tz" />
      )}
    />
  );
}

/** any other field of the form: a text input (a number input for numbers) */
function FieldControl({ name, label, value, disabled, set }: ControlProps) {
  const numeric = ['integer', 'number'].includes(FIELD_META.get(name)?.type ?? '');
  return (
    <TextField
      label={label}
      value={value ?? ''}
      type={numeric ? 'number' : 'text'}
      disabled={disabled}
      onChange={(e) => set(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `plus-device-${name}` } }}
      size="small"
    />
  );
}

/** the fields with a control of their own (doc 3 §4: the timezone list, volume and brightness sliders) */
const CONTROLS: Record<string, (props: ControlProps) => ReactNode> = {
  tz: ZoneControl,
  volume: (props) => <SliderControl {...props} max={props.maxVolume} />,
  brightness: (props) => <SliderControl {...props} max={BRIGHTNESS_MAX} />,
};

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
  const [values, setValues] = useState<Settings>(() => settingsOf(device));
  const [failure, setFailure] = useState<string | null>(null);
  const maxVolume = device.maxVolume ?? 100;
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
  const set = (key: string, value: unknown) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // the schema's rule first: a value it refuses shows its message and is not sent
    const checked = SETTINGS.safeParse(next);
    if (!checked.success) {
      setFailure(
        translate(checked.error.issues[0]?.message ?? 'validation.invalidValue', { max: maxVolume }),
      );
      return;
    }
    setFailure(null);
    change(next);
  };
  useEffect(() => setFailure(null), [device.mac]);
  const f = (name: string) => translate(`app.plus.device.fields.${name}`);
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 260 }} data-testid="plus-device-settings">
      <Typography variant="subtitle1">{translate('app.plus.device.settings')}</Typography>
      {!canWrite && <Alert severity="info">{translate('app.plus.device.readOnly')}</Alert>}
      {SETTING_FIELDS.map((name) => {
        const Control = CONTROLS[name] ?? FieldControl;
        return (
          <Control
            key={name}
            name={name}
            label={f(name)}
            value={values[name]}
            disabled={!canWrite}
            set={(value) => set(name, value)}
            maxVolume={maxVolume}
          />
        );
      })}
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
