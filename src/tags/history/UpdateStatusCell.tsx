// The status of an update history row (doc 2 §4): spinner in progress, OK green, CANCEL grey, other red.
import { Chip, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TAG_GROUP_COLORS } from '../../status/statusColors';
import { updateStatusDisplay } from './updateStatus';

const COLORS = { success: TAG_GROUP_COLORS.success, danger: TAG_GROUP_COLORS.error, cancel: '#757575' };

export function UpdateStatusCell({ status, updatedAt }: { status: string | null; updatedAt: string | null }) {
  const translate = useTranslate();
  const display = updateStatusDisplay(status, updatedAt);
  if (display.kind === 'progress') {
    return (
      <CircularProgress
        size={16}
        aria-label={translate('app.tagHistory.inProgress')}
        data-testid="update-status"
        data-status="progress"
      />
    );
  }
  return (
    <Chip
      size="small"
      label={display.label}
      data-testid="update-status"
      data-status={display.kind}
      sx={{ bgcolor: COLORS[display.kind], color: '#fff', fontWeight: 600 }}
    />
  );
}
