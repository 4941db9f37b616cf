// The normal / offline / alarm toggles of the store maps (doc 1 §2.7): which markers and list rows show.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { STATUS_COLORS, type DeviceStatus } from '../status/statusColors';
import { MAP_STATUSES } from './types';

export function StatusToggles({
  value,
  onChange,
  counts,
}: {
  value: DeviceStatus[];
  onChange: (value: DeviceStatus[]) => void;
  counts: Record<DeviceStatus, number>;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      value={value}
      onChange={(_, next: DeviceStatus[]) => onChange(next)}
      aria-label={translate('app.maps.statusFilter')}
    >
      {MAP_STATUSES.map((status) => (
        <ToggleButton
          key={status}
          value={status}
          data-testid={`map-toggle-${status}`}
          sx={{ gap: 1, textTransform: 'none' }}
        >
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              background: STATUS_COLORS[status].background,
              display: 'inline-block',
            }}
          />
          {translate(`app.maps.status.${status}`)} ({counts[status]})
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
