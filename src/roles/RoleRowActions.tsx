// The row actions of the role table (doc 3 §2): edit (view for role 0, without role.write, or for a role holding
// privileges the editor does not: src/auth/grants.ts) and delete with its confirmation; role 0 cannot be deleted.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useGrants } from '../auth/grants';
import { can } from '../auth/privileges';
import type { Privileges } from '../../domain/grantRules';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../shared/PromptDialog';
import { RoleFormDialog } from './RoleFormDialog';

export function RoleRowActions() {
  const record = useRecordContext<{ id: string; role_id: number; name: string; privilege?: Privileges }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const dataProvider = useDataProvider();
  const { permissions } = useAppPermissions();
  const grants = useGrants();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  if (!record) return null;
  const write = can(permissions, 'role', 'write');
  const isSuper = record.role_id === 0;
  const editable = write && !isSuper && grants.canChangeRole(record.privilege);
  const editLabel = translate(editable ? 'app.roles.edit' : 'app.roles.view');
  return (
    <Stack
      direction="row"
      spacing={0.5}
      justifyContent="flex-end"
      data-testid={`role-actions-${record.role_id}`}
    >
      <Tooltip title={editLabel}>
        <IconButton
          size="small"
          aria-label={editLabel}
          data-testid="role-edit"
          onClick={() => setOpen('edit')}
        >
          {editable ? <EditIcon /> : <VisibilityIcon />}
        </IconButton>
      </Tooltip>
      {write && !isSuper && (
        <Tooltip title={translate('ra.action.delete')}>
          <IconButton
            size="small"
            aria-label={translate('ra.action.delete')}
            data-testid="role-delete"
            onClick={() => setOpen('delete')}
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      )}
      {open === 'edit' && (
        <RoleFormDialog roleId={record.role_id} open readOnly={!editable} onClose={() => setOpen(null)} />
      )}
      <PromptDialog
        open={open === 'delete'}
        title="ra.action.delete"
        message="app.roles.deleteConfirm"
        onNo={() => setOpen(null)}
        onYes={async () => {
          setOpen(null);
          try {
            await dataProvider.delete('roles', { id: record.id, previousData: record });
            notify('app.roles.deleted', { type: 'success' });
            refresh();
          } catch (error) {
            await showError(error as Error);
          }
        }}
      />
    </Stack>
  );
}
