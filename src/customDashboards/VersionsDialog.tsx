// A dashboard's version history (issue 38): every save kept by the server (GET /dashboards/{id}/versions, newest
// first: who saved it, when, under which name), and the restore of one (POST .../versions/{version}/restore: the
// dashboard as it was, saved as a new version). Opened from the dashboard's bar by those who may edit it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { dashboardCalls, dashboardKeys } from '../generated/client';
import { formatDateTime } from '../i18n/format';
import type { CustomDashboard } from './api';
import { dashboardQuery, refreshDashboardList } from './queries';

/** the versions a dialog lists: the newest 50 (all the server keeps) */
const PAGE = { start: 0, length: 50 };

export function VersionsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.customDashboards.versions.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const args = { id, query: PAGE };
  const { data, error } = useQuery({
    queryKey: dashboardKeys.versions(args),
    queryFn: ({ signal }) => dashboardCalls.versions(args, { signal }),
  });
  const restore = useMutation({
    mutationFn: (version: number) => dashboardCalls.restore({ id, version }),
    onSuccess: (answer, version) => {
      client.setQueryData(dashboardQuery(id).queryKey, {
        ...(answer as CustomDashboard),
        editable: true,
      });
      void refreshDashboardList(client);
      void client.invalidateQueries({ queryKey: dashboardKeys.versions(args) });
      notify(t('restored', { version }), { type: 'success' });
      onClose();
    },
    onError: (failure) =>
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' }),
  });
  const rows = data?.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="versions-dialog">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Typography color="error" role="alert">
            {error instanceof Error ? error.message : String(error)}
          </Typography>
        )}
        {data && rows.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
        {rows.length > 0 && (
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('version')}</TableCell>
                <TableCell>{t('savedAt')}</TableCell>
                <TableCell>{t('savedBy')}</TableCell>
                <TableCell>{t('name')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.version} data-testid="version-row" data-version={row.version}>
                  <TableCell>{row.version}</TableCell>
                  <TableCell>{formatDateTime(row.savedAt)}</TableCell>
                  <TableCell data-testid="version-saved-by">
                    {row.savedByName || row.savedBy || t('deletedAccount')}
                  </TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">
                    {index === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('current')}
                      </Typography>
                    ) : (
                      <Button
                        size="small"
                        disabled={restore.isPending}
                        data-testid="version-restore"
                        onClick={() => restore.mutate(row.version)}
                      >
                        {t('restore')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
