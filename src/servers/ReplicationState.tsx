import { Chip } from '@mui/material';
import { TONE_COLORS, toneOf } from './replicationStates';

/** A server's replication state (doc 1 §4) as a label coloured by its role. */
export function ReplicationState({ state }: { state: string | null | undefined }) {
  const label = state || 'UNKNOWN';
  const tone = toneOf(state);
  const colors = TONE_COLORS[tone];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-testid="replication-state"
      data-tone={tone}
      sx={{
        borderColor: colors.border,
        color: colors.text,
        bgcolor: colors.background,
        fontWeight: 600,
        letterSpacing: 0.3,
      }}
    />
  );
}
