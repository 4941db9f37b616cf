import { Chip } from '@mui/material';
import { STATUS_COLORS, isDeviceStatus } from './statusColors';

export function StatusChip({ status }: { status: unknown }) {
  if (!isDeviceStatus(status)) return <Chip size="small" label={String(status ?? '')} />;
  const colors = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      label={status}
      className={colors.className}
      data-status={status}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
