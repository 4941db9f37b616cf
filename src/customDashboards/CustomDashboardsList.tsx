// /dashboards: the custom dashboards this account sees (built-in first, its own, those shared with its role, each
// with the roles it is shared with by name), to open, create, rename, duplicate, delete (not the built-in ones) or
// import from a file (issue 26); the starter dashboards to copy (issue 38, StarterDashboards).
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { INVALID_FILE_FORMAT } from '../../domain/textTable';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { formatDateTime } from '../i18n/format';
import {
  createDashboard,
  deleteDashboard,
  duplicateDashboard,
  importDashboard,
  updateDashboard,
  type CustomDashboard,
} from './api';
import { dashboardListQuery, forgetDashboard, refreshSavedDashboards } from './queries';
import { StarterDashboards } from './StarterDashboards';

function NameDialog({
  title,
  initial,
  onClose,
  onSave,
}: {
  title: string;
  initial: string;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('app.customDashboards.name')}
          value={name}
          inputProps={{ maxLength: 100, 'data-testid': 'dashboard-name' }}
          onChange={(event) => setName(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!name.trim()}
          onClick={() => onSave(name.trim())}
          data-testid="name-save"
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function CustomDashboardsList() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { permissions } = useAppPermissions();
  const writer = can(permissions, 'custom_dashboard', 'write');
  const { data, error } = useQuery(dashboardListQuery);
  const [dialog, setDialog] = useState<{
    kind: 'create' | 'rename' | 'duplicate';
    dashboard?: CustomDashboard;
  }>();
  const [removing, setRemoving] = useState<CustomDashboard>();
  const fileInput = useRef<HTMLInputElement>(null);
  const failed = (failure: unknown) =>
    notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
  const refresh = () => refreshSavedDashboards(client);
  const save = useMutation({
    mutationFn: async (name: string) => {
      if (dialog?.kind === 'rename' && dialog.dashboard?.id !== undefined)
        return updateDashboard(dialog.dashboard.id, { ...stripServerFields(dialog.dashboard), name });
      if (dialog?.kind === 'duplicate' && dialog.dashboard?.id !== undefined)
        return duplicateDashboard(dialog.dashboard.id, name);
      return createDashboard({ name });
    },
    onSuccess: (saved) => {
      const created = dialog?.kind !== 'rename';
      setDialog(undefined);
      void refresh();
      if (created && saved?.id !== undefined)
        navigate(`/dashboards/${saved.id}${dialog?.kind === 'create' ? '?edit=1' : ''}`);
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (dashboard: CustomDashboard) => deleteDashboard(dashboard.id as number),
    onSuccess: (_answer, dashboard) => {
      setRemoving(undefined);
      forgetDashboard(client, dashboard.id as number);
      void refresh();
    },
    onError: failed,
  });
  const importFile = async (file: File) => {
    let exported: unknown;
    try {
      exported = JSON.parse(await file.text());
    } catch {
      // not JSON: the console's message, not the browser's parser's
      notify(translate(INVALID_FILE_FORMAT), { type: 'error' });
      return;
    }
    try {
      const saved = await importDashboard(exported);
      void refresh();
      navigate(`/dashboards/${saved.id}`);
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <Card data-testid="custom-dashboards">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.customDashboards.title')}
          </Typography>
          {writer && (
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                startIcon={<UploadIcon />}
                onClick={() => fileInput.current?.click()}
                data-testid="dashboard-import"
              >
                {translate('app.customDashboards.import')}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept="application/json,.json"
                hidden
                data-testid="dashboard-import-file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void importFile(file);
                }}
              />
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'create' })}
                data-testid="dashboard-create"
              >
                {translate('app.customDashboards.create')}
              </Button>
            </Stack>
          )}
        </Stack>
        {error && (
          <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>
        )}
        <Table size="small" aria-label={translate('app.customDashboards.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.customDashboards.name')}</TableCell>
              <TableCell>{translate('app.customDashboards.owner')}</TableCell>
              <TableCell>{translate('app.customDashboards.sharedWith')}</TableCell>
              <TableCell>{translate('app.customDashboards.updatedAt')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((dashboard) => (
              <TableRow key={dashboard.id} hover data-testid="dashboard-row">
                <TableCell>
                  <Link component={RouterLink} to={`/dashboards/${dashboard.id}`} underline="hover">
                    {dashboard.name}
                  </Link>
                  {dashboard.builtIn && (
                    <Chip size="small" sx={{ ml: 1 }} label={translate('app.customDashboards.builtIn')} />
                  )}
                </TableCell>
                <TableCell>{dashboard.owner ?? '—'}</TableCell>
                <TableCell data-testid="dashboard-shared-with">
                  {(dashboard.sharedRoleNames ?? []).length > 0
                    ? dashboard.sharedRoleNames!.map((role) => (
                        <Chip key={role} size="small" variant="outlined" sx={{ mr: 0.5 }} label={role} />
                      ))
                    : '—'}
                </TableCell>
                <TableCell>{formatDateTime(dashboard.updatedAt as string | undefined)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {writer && (
                    <Button size="small" onClick={() => setDialog({ kind: 'duplicate', dashboard })}>
                      {translate('app.customDashboards.duplicate')}
                    </Button>
                  )}
                  {dashboard.editable && !dashboard.builtIn && (
                    <>
                      <Button size="small" onClick={() => setDialog({ kind: 'rename', dashboard })}>
                        {translate('app.customDashboards.rename')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setRemoving(dashboard)}>
                        {translate('ra.action.delete')}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {writer && <StarterDashboards />}
      </CardContent>
      {dialog && (
        <NameDialog
          title={translate(`app.customDashboards.${dialog.kind}`)}
          initial={
            dialog.kind === 'rename'
              ? (dialog.dashboard?.name ?? '')
              : dialog.kind === 'duplicate'
                ? translate('app.customDashboards.copyName', { name: dialog.dashboard?.name ?? '' })
                : ''
          }
          onClose={() => setDialog(undefined)}
          onSave={(name) => save.mutate(name)}
        />
      )}
      {removing && (
        <Dialog open onClose={() => setRemoving(undefined)}>
          <DialogTitle>
            {translate('app.customDashboards.deleteConfirm', { name: removing.name })}
          </DialogTitle>
          <DialogActions>
            <Button onClick={() => setRemoving(undefined)}>{translate('ra.action.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => remove.mutate(removing)}
              data-testid="delete-confirm"
            >
              {translate('ra.action.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}

/** the fields a PUT takes (the server's own ones left out) */
export function stripServerFields(
  dashboard: CustomDashboard,
): Pick<CustomDashboard, 'name' | 'sharedRoles' | 'variables' | 'layouts' | 'panels'> {
  const { name, sharedRoles, variables, layouts, panels } = dashboard;
  return { name, sharedRoles, variables, layouts, panels };
}
