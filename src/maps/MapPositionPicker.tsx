// The position picker of the store create and edit dialogs (doc 3 §9: zoom 16 after a place is chosen), on the
// console's base map, so it works offline. A place is chosen by clicking the map, dragging the pin, or typing
// latitude and longitude (taken when the focus leaves the two fields, or on Enter); the map then shows it at
// zoom 16. Controlled:
//
//   <MapPositionPicker value={store.position} onChange={(position) => save({ position })} />
//
// `value` is `{ latitude, longitude }` or null/undefined (no position yet: the map shows the world);
// `onChange` receives the chosen position rounded to 6 decimals, or null when both fields are cleared.
// For a react-admin form, wrap it with `useInput({ source: 'position' })` (field.value, field.onChange).
import { Stack, TextField, Typography } from '@mui/material';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useTranslate } from 'ra-core';
import { useEffect, useState, type FocusEvent } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from './BaseMap';
import { MAP_ZOOM } from './mapConstants';
import {
  formatCoordinate,
  parsePosition,
  roundPosition,
  type MapPosition,
  type PositionError,
} from './position';

export type { MapPosition };

export interface MapPositionPickerProps {
  value: MapPosition | null | undefined;
  onChange: (position: MapPosition | null) => void;
  /** map height in pixels */
  height?: number;
  disabled?: boolean;
  /** test id of the picker; its map is `${testId}-map`, its fields `${testId}-latitude` and `-longitude` */
  testId?: string;
}

const PIN = divIcon({
  className: 'map-position-pin',
  html:
    '<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">' +
    '<path d="M14 1C7 1 1 6.6 1 13.6 1 23 14 39 14 39s13-16 13-25.4C27 6.6 21 1 14 1z" fill="#1565c0" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 39],
});

/** Shows each chosen place at zoom 16. */
function ShowChosen({ chosen }: { chosen?: { position: MapPosition } }) {
  const map = useMap();
  useEffect(() => {
    if (chosen) map.setView([chosen.position.latitude, chosen.position.longitude], MAP_ZOOM.placeChosen);
  }, [chosen, map]);
  return null;
}

function ChooseOnClick({ onChoose }: { onChoose: (position: MapPosition) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => {
      const { lat, lng } = event.latlng.wrap();
      onChoose({ latitude: lat, longitude: lng });
    },
  });
  return null;
}

export function MapPositionPicker({
  value,
  onChange,
  height = 320,
  disabled = false,
  testId = 'map-position-picker',
}: MapPositionPickerProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<{ position: MapPosition }>();
  const [text, setText] = useState({ latitude: '', longitude: '' });
  const [errors, setErrors] = useState<{ latitude?: PositionError; longitude?: PositionError }>({});
  useEffect(() => {
    setText({ latitude: formatCoordinate(value?.latitude), longitude: formatCoordinate(value?.longitude) });
    setErrors({});
  }, [value?.latitude, value?.longitude]);

  const choose = (position: MapPosition) => {
    const rounded = roundPosition(position);
    setChosen({ position: rounded });
    onChange(rounded);
  };
  const takeTyped = () => {
    const parsed = parsePosition(text.latitude, text.longitude);
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    const { position } = parsed;
    if (!position) {
      if (value) onChange(null);
    } else if (position.latitude !== value?.latitude || position.longitude !== value?.longitude)
      choose(position);
  };
  const leaveFields = (event: FocusEvent<HTMLElement>) => {
    // moving between the two fields is not leaving them
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) takeTyped();
  };
  const field = (name: 'latitude' | 'longitude') => (
    <TextField
      size="small"
      label={translate(`app.maps.position.${name}`)}
      value={text[name]}
      disabled={disabled}
      onChange={(event) => setText((current) => ({ ...current, [name]: event.target.value }))}
      onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), takeTyped())}
      error={!!errors[name]}
      helperText={errors[name] ? translate(`app.maps.position.errors.${errors[name]}`) : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${testId}-${name}` } }}
      sx={{ flex: 1 }}
    />
  );

  const center: [number, number] = value ? [value.latitude, value.longitude] : [20, 0];
  return (
    <Stack spacing={1} data-testid={testId}>
      <BaseMap
        testId={`${testId}-map`}
        center={center}
        zoom={value ? MAP_ZOOM.placeChosen : MAP_ZOOM.world}
        height={height}
      >
        {!disabled && <ChooseOnClick onChoose={choose} />}
        <ShowChosen chosen={chosen} />
        {value && (
          <Marker
            position={[value.latitude, value.longitude]}
            icon={PIN}
            draggable={!disabled}
            title={translate('app.maps.position.pin')}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as LeafletMarker).getLatLng().wrap();
                choose({ latitude: lat, longitude: lng });
              },
            }}
          />
        )}
      </BaseMap>
      <Stack direction="row" spacing={1} onBlur={leaveFields}>
        {field('latitude')}
        {field('longitude')}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('app.maps.position.hint')}
      </Typography>
    </Stack>
  );
}
