// The bar above a custom dashboard's grid: its name, the store and time-range variables every panel follows unless
// it pins its own, and its modes' actions: in edit mode share with roles, add a panel or a text, cancel, save; else
// export as a JSON file, kiosk mode, version history, edit, back to the list.
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import HistoryIcon from '@mui/icons-material/History';
import NotesIcon from '@mui/icons-material/Notes';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomDashboard, Panel } from './api';
import { fileName, saveFile } from './files';
import { dashboardFile, type Variables } from './model';
import { RangePicker } from './RangePicker';
import { rangeApplies } from './rangeFollowers';
import { RolesPicker } from './RolesPicker';
import { StorePicker } from './StorePicker';

export type DashboardMode = 'edit' | 'kiosk';

export function DashboardToolbar({
  dashboard,
  variables,
  editing,
  kiosk,
  saving,
  onVariables,
  onChange,
  onAddPanel,
  onMode,
  onSave,
  onHistory,
}: {
  /** the dashboard drawn (its draft while editing) */
  dashboard: CustomDashboard;
  variables: Variables;
  editing: boolean;
  kiosk: boolean;
  saving: boolean;
  /** the variables chosen (also the draft's saved ones while editing) */
  onVariables: (next: Variables) => void;
  onChange: (change: Partial<CustomDashboard>) => void;
  onAddPanel: (kind: Panel['kind']) => void;
  onMode: (mode: DashboardMode, on: boolean) => void;
  onSave: () => void;
  onHistory: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.${key}`);
  const navigate = useNavigate();
  const panels = dashboard.panels ?? [];
  const iconAction = (label: string, testId: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} data-testid={testId} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mr: 'auto' }} data-testid="dashboard-title">
        {dashboard.name}
      </Typography>
      <StorePicker
        value={variables.stores}
        onChange={(stores) => onVariables({ ...variables, stores })}
        label={t('stores')}
        testId="variable-stores"
      />
      {/* only where a panel follows it (while editing, to choose it before the panels) */}
      {(editing || rangeApplies(panels)) && (
        <RangePicker
          value={variables.range}
          onChange={(picked) => onVariables({ ...variables, range: picked ?? { last: '24h' } })}
          label={t('range')}
          testId="variable-range"
        />
      )}
      {editing ? (
        <>
          <RolesPicker
            value={dashboard.sharedRoles ?? []}
            onChange={(sharedRoles) => onChange({ sharedRoles })}
          />
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            data-testid="panel-add"
            onClick={() => onAddPanel('number')}
          >
            {t('addPanel')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<NotesIcon />}
            data-testid="panel-add-text"
            onClick={() => onAddPanel('text')}
          >
            {t('addText')}
          </Button>
          <Button onClick={() => onMode('edit', false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" data-testid="dashboard-save" disabled={saving} onClick={onSave}>
            {translate('ra.action.save')}
          </Button>
        </>
      ) : (
        <>
          {iconAction(t('export'), 'dashboard-export', <DownloadIcon />, () =>
            saveFile(
              fileName(dashboard.name, 'json'),
              'application/json',
              JSON.stringify(dashboardFile(dashboard), null, 2),
            ),
          )}
          {iconAction(
            kiosk ? t('kioskExit') : t('kiosk'),
            'dashboard-kiosk',
            kiosk ? <FullscreenExitIcon /> : <FullscreenIcon />,
            () => onMode('kiosk', !kiosk),
          )}
          {dashboard.editable &&
            !dashboard.builtIn &&
            !kiosk &&
            iconAction(t('versions.title'), 'dashboard-versions', <HistoryIcon />, onHistory)}
          {dashboard.editable && !kiosk && (
            <Button
              startIcon={<EditIcon />}
              variant="outlined"
              data-testid="dashboard-edit"
              onClick={() => onMode('edit', true)}
            >
              {t('edit')}
            </Button>
          )}
          {!kiosk && <Button onClick={() => navigate('/dashboards')}>{t('back')}</Button>}
        </>
      )}
    </Stack>
  );
}
