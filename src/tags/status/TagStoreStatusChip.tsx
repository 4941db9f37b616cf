// The tag status of a store as a chip (map list and popup): its label and the marker colour of the status.
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { STATUS_COLORS } from '../../status/statusColors';
import { TAG_STORE_STATUS_COLOR, type TagStoreStatus } from '../../../domain/tagStoreStatus';

export function TagStoreStatusChip({ status }: { status: TagStoreStatus }) {
  const translate = useTranslate();
  const colors = STATUS_COLORS[TAG_STORE_STATUS_COLOR[status]];
  return (
    <Chip
      size="small"
      label={translate(`app.tagStatus.markers.${status}`)}
      data-tag-store-status={status}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
