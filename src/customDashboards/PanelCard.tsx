// One panel's cell on a custom dashboard's grid: its header (title, the pin of what it pins, its alert rule's
// state, and its actions: edit, duplicate, remove while editing; else its figures as CSV, or a spec panel's own)
// above what it shows (PanelContent, or a spec panel of the built-in dashboard). The header is the drag handle.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import TableViewIcon from '@mui/icons-material/TableView';
import { Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { useTranslate } from 'ra-core';
import { forwardRef, type ReactNode } from 'react';
import type { Panel, StatsAnswer, StatsQuery } from './api';
import { AlertStateBadge } from './AlertStateBadge';
import type { Variables } from './model';
import { PanelContent } from './PanelContent';
import { PinBadge } from './PanelPins';
import { SPEC_TITLES, SpecPanel, SpecPanelActions } from './SpecPanel';

/** what a panel's actions do (edit mode: the first three; else the CSV and the drill-down) */
export interface PanelActions {
  onEdit: (panel: Panel) => void;
  onDuplicate: (panelId: string) => void;
  onRemove: (panelId: string) => void;
  onCsv: (panel: Panel) => void;
  onPick: (key: StatsAnswer['rows'][number]['key'], query: StatsQuery) => void;
}

type Props = {
  dashboardId: string;
  panel: Panel;
  variables: Variables;
  editing: boolean;
  /** the panel an address names (an alarm's link), outlined and scrolled to */
  linked: boolean;
  actions: PanelActions;
  /** react-grid-layout's resize handle, passed to its cells as a child */
  children?: ReactNode;
} & React.HTMLAttributes<HTMLDivElement>;

/** brings a panel into view once it is drawn (a stable callback ref: called as it mounts) */
const scrollIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'center' });

/**
 * a grid cell: react-grid-layout gives it its ref, style, class and mouse handlers, passed on to the card (its ref
 * replaces any ref the grid's child was given: the linked panel's scroll joins it here)
 */
export const PanelCard = forwardRef<HTMLDivElement, Props>(function PanelCard(
  { dashboardId, panel, variables, editing, linked, actions, children, ...cell },
  ref,
) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.${key}`);
  const cardRef = useForkRef(ref, linked ? scrollIntoView : null);
  const action = (label: string, testId: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <IconButton size="small" aria-label={label} data-testid={testId} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  return (
    <Card
      {...cell}
      ref={cardRef}
      variant="outlined"
      data-testid="dashboard-panel"
      data-panel-id={panel.id}
      data-linked={linked || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(linked && { outline: 3, outlineColor: 'warning.main' }),
      }}
    >
      <Stack
        direction="row"
        alignItems="center"
        className="panel-handle"
        sx={{ px: 1.5, pt: 1, cursor: editing ? 'move' : undefined, minHeight: 36 }}
      >
        <Typography variant="subtitle2" component="h2" noWrap sx={{ flex: 1 }}>
          {panel.title || (panel.kind === 'spec' && panel.spec ? translate(SPEC_TITLES[panel.spec]) : '')}
        </Typography>
        <PinBadge panel={panel} />
        <AlertStateBadge dashboardId={dashboardId} panel={panel} />
        {editing ? (
          <>
            {action(
              t('editPanel'),
              'panel-edit',
              <EditIcon fontSize="small" />,
              () => actions.onEdit(panel),
              panel.kind === 'spec',
            )}
            {action(t('duplicatePanel'), 'panel-duplicate', <ContentCopyIcon fontSize="small" />, () =>
              actions.onDuplicate(panel.id),
            )}
            {action(t('removePanel'), 'panel-remove', <DeleteIcon fontSize="small" />, () =>
              actions.onRemove(panel.id),
            )}
          </>
        ) : panel.kind === 'spec' ? (
          <SpecPanelActions panel={panel} variables={variables} />
        ) : (
          panel.query &&
          action(t('csv'), 'panel-csv', <TableViewIcon fontSize="small" />, () => actions.onCsv(panel))
        )}
      </Stack>
      <CardContent sx={{ flex: 1, minHeight: 0, pt: 0.5, '&:last-child': { pb: 1 } }}>
        {panel.kind === 'spec' ? (
          <SpecPanel panel={panel} variables={variables} />
        ) : (
          <PanelContent panel={panel} variables={variables} onPick={editing ? undefined : actions.onPick} />
        )}
      </CardContent>
      {children}
    </Card>
  );
});
