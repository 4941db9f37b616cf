// The status toggles of the store maps (doc 1 §2.7, §2.8): which markers and list rows show, with a count each.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'ra-core';
import { STATUS_COLORS } from '../status/statusColors';
import type { MapStatusVocabulary } from './types';

export function StatusToggles<T extends string, S>({
  vocabulary,
  value,
  onChange,
  counts,
}: {
  vocabulary: MapStatusVocabulary<T, S>;
  value: T[];
  onChange: (value: T[]) => void;
  counts: Record<T, number>;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      value={value}
      onChange={(_, next: T[]) => onChange(next)}
      aria-label={translate(vocabulary.filterKey)}
    >
      {vocabulary.statuses.map((status) => (
        <ToggleButton
          key={status}
          value={status}
          data-testid={`${vocabulary.toggleTestId}-${status}`}
          sx={{ gap: 1, textTransform: 'none' }}
        >
          <span
            aria-hidden
            style={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              background: STATUS_COLORS[vocabulary.color[status]].background,
              display: 'inline-block',
            }}
          />
          {translate(vocabulary.labelKey(status))} ({counts[status]})
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
