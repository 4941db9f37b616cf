// The status of a product change on its tags (doc 2 §4, docs/api.md): the update history status cell, or
// 'No tag' when the change reached no tag (status null).
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { UpdateStatusCell } from '../tags/history/UpdateStatusCell';
import type { ChangeStatus } from './api';

export function ChangeStatusCell({ status }: { status: ChangeStatus | null }) {
  const translate = useTranslate();
  if (!status)
    return (
      <Chip
        size="small"
        variant="outlined"
        label={translate('app.tasks.noTag')}
        data-testid="update-status"
        data-status="none"
      />
    );
  return <UpdateStatusCell status={status.status} updatedAt={status.updatedAt} />;
}
