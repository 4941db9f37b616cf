// /dashboards/:id (issue 26): the dashboard's panels on a react-grid-layout grid (lg 12 columns, sm 6), the store and
// time-range variables every panel follows unless it pins its own, an edit mode (drag, resize, add, edit, remove
// panels, share with roles, save), a kiosk mode (the whole window, no sidebar; panels refresh by themselves), the
// export of the dashboard as a JSON file and of a panel's figures as CSV, and the drill-down to the entity's list.
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import NotesIcon from '@mui/icons-material/Notes';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import HistoryIcon from '@mui/icons-material/History';
import TableViewIcon from '@mui/icons-material/TableView';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Portal,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Responsive, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { runPanelFigures, updateDashboard, type CustomDashboard, type LayoutItem, type Panel } from './api';
import { stripServerFields } from './CustomDashboardsList';
import { drillDownPath, needsStoreChoice } from './drillDown';
import { DrillDownDialog, type DrillDownClick } from './DrillDownDialog';
import { duplicatePanel } from './duplicatePanel';
import { fileName, saveCsv, saveFile } from './files';
import { AlertStateBadge } from './AlertStateBadge';
import { addToLayouts, answerTable, dashboardFile, newPanelId, panelQuery, type Variables } from './model';
import { PanelEditor } from './PanelEditor';
import { PinBadge } from './PanelPins';
import { PanelContent } from './PanelContent';
import { dashboardQuery, refreshDashboardList, startingVariables } from './queries';
import { changedLayouts, NO_LAYOUTS } from './layoutChange';
import { RangePicker } from './RangePicker';
import { rangeApplies } from './rangeFollowers';
import { RolesPicker } from './RolesPicker';
import { StorePicker } from './StorePicker';
import { TextPanelEditor } from './TextPanelEditor';
import { withoutStrayAlert } from './ThresholdEditor';
import { UnsavedDialog } from './UnsavedDialog';
import { VersionsDialog } from './VersionsDialog';
import { searchWithVariables, variablesFromSearch } from './urlState';
import { changedFrom, useUnsavedGuard } from './useUnsavedGuard';
import { SPEC_TITLES, SpecPanel, SpecPanelActions } from './SpecPanel';

const ROW_HEIGHT = 60;

export default function CustomDashboardPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.customDashboards.${key}`, options);
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const { data: saved, error } = useQuery(dashboardQuery(id));
  const [draft, setDraft] = useState<CustomDashboard>();
  const editing = search.get('edit') === '1' && !!saved?.editable;
  const kiosk = search.get('kiosk') === '1';
  const [editor, setEditor] = useState<Panel>();
  const [drilling, setDrilling] = useState<DrillDownClick>();
  const [history, setHistory] = useState(false);
  // the panel an address names (an alarm's link: ?panel=<id>), outlined and scrolled to
  const linkedPanel = search.get('panel');
  const dashboard = editing ? (draft ?? saved) : saved;
  useEffect(() => {
    if (!editing) setDraft(undefined);
  }, [editing]);
  // the address's variables, else the saved ones (the same the route's prefetch used: routes.tsx, urlState.ts)
  const searchText = search.toString();
  const variables = useMemo(
    () =>
      saved ? variablesFromSearch(new URLSearchParams(searchText), startingVariables(saved)) : undefined,
    [saved, searchText],
  );
  const setVariables = (next: Variables) => setSearch(searchWithVariables(search, next), { replace: true });
  // leaving the page or edit mode with unsaved changes asks first
  const guard = useUnsavedGuard(
    editing && changedFrom(saved, draft),
    (from, to) => from.pathname !== to.pathname || new URLSearchParams(to.search).get('edit') !== '1',
  );
  const save = useMutation({
    mutationFn: (next: CustomDashboard) => updateDashboard(id, stripServerFields(next)),
    onSuccess: (answer) => {
      client.setQueryData(dashboardQuery(id).queryKey, { ...answer, editable: true });
      void refreshDashboardList(client);
      const next = new URLSearchParams(search);
      next.delete('edit');
      guard.pass();
      setSearch(next);
      notify(t('saved'), { type: 'success' });
    },
    onError: (failure) =>
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' }),
  });
  if (error)
    return <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>;
  if (!dashboard || !variables) return null;
  const panels = dashboard.panels ?? [];
  const layouts = dashboard.layouts ?? NO_LAYOUTS;
  const change = (next: Partial<CustomDashboard>) => setDraft({ ...dashboard, ...next });
  const setMode = (name: 'edit' | 'kiosk', on: boolean) => {
    const next = new URLSearchParams(search);
    if (on) next.set(name, '1');
    else next.delete(name);
    setSearch(next);
  };
  const savePanel = (panel: Panel) => {
    const exists = panels.some((item) => item.id === panel.id);
    change({
      panels: exists ? panels.map((item) => (item.id === panel.id ? panel : item)) : [...panels, panel],
      layouts: exists ? layouts : addToLayouts(layouts, panel.id),
    });
    setEditor(undefined);
  };
  const removePanel = (panelId: string) =>
    change({
      panels: panels.filter((item) => item.id !== panelId),
      layouts: {
        lg: layouts.lg.filter((item) => item.i !== panelId),
        sm: layouts.sm.filter((item) => item.i !== panelId),
      },
    });
  const exportCsv = async (panel: Panel) => {
    const query = panelQuery(panel, variables, Date.now());
    if (!query) return;
    try {
      // the viewer's part of the dashboard's stores, as the panel draws them
      const answer = await runPanelFigures(id, query);
      saveCsv(panel.title || panel.id, answerTable(answer, !!query.bucket));
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    }
  };
  const bar = (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mr: 'auto' }} data-testid="dashboard-title">
        {dashboard.name}
      </Typography>
      <StorePicker
        value={variables.stores}
        onChange={(stores) => {
          setVariables({ ...variables, stores });
          if (editing) change({ variables: { ...variables, stores } });
        }}
        label={t('stores')}
        testId="variable-stores"
      />
      {/* only where a panel follows it (while editing, to choose it before the panels) */}
      {(editing || rangeApplies(panels)) && (
        <RangePicker
          value={variables.range}
          onChange={(picked) => {
            const range = picked ?? { last: '24h' as const };
            setVariables({ ...variables, range });
            if (editing) change({ variables: { ...variables, range } });
          }}
          label={t('range')}
          testId="variable-range"
        />
      )}
      {editing ? (
        <>
          <RolesPicker
            value={dashboard.sharedRoles ?? []}
            onChange={(sharedRoles) => change({ sharedRoles })}
          />
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            data-testid="panel-add"
            onClick={() =>
              setEditor({
                id: newPanelId(panels),
                kind: 'number',
                title: '',
                options: { refreshSeconds: 60 },
              })
            }
          >
            {t('addPanel')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<NotesIcon />}
            data-testid="panel-add-text"
            onClick={() =>
              setEditor({
                id: newPanelId(panels),
                kind: 'text',
                title: '',
                options: { refreshSeconds: 3600, markdown: '' },
              })
            }
          >
            {t('addText')}
          </Button>
          <Button onClick={() => setMode('edit', false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            data-testid="dashboard-save"
            disabled={save.isPending}
            onClick={() => save.mutate(dashboard)}
          >
            {translate('ra.action.save')}
          </Button>
        </>
      ) : (
        <>
          <Tooltip title={t('export')}>
            <IconButton
              aria-label={t('export')}
              data-testid="dashboard-export"
              onClick={() =>
                saveFile(
                  fileName(dashboard.name, 'json'),
                  'application/json',
                  JSON.stringify(dashboardFile(dashboard), null, 2),
                )
              }
            >
              <DownloadIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={kiosk ? t('kioskExit') : t('kiosk')}>
            <IconButton
              aria-label={kiosk ? t('kioskExit') : t('kiosk')}
              data-testid="dashboard-kiosk"
              onClick={() => setMode('kiosk', !kiosk)}
            >
              {kiosk ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          </Tooltip>
          {saved?.editable && !saved.builtIn && !kiosk && (
            <Tooltip title={t('versions.title')}>
              <IconButton
                aria-label={t('versions.title')}
                data-testid="dashboard-versions"
                onClick={() => setHistory(true)}
              >
                <HistoryIcon />
              </IconButton>
            </Tooltip>
          )}
          {saved?.editable && !kiosk && (
            <Button
              startIcon={<EditIcon />}
              variant="outlined"
              data-testid="dashboard-edit"
              onClick={() => setMode('edit', true)}
            >
              {t('edit')}
            </Button>
          )}
          {!kiosk && <Button onClick={() => navigate('/dashboards')}>{t('back')}</Button>}
        </>
      )}
    </Stack>
  );
  const grid = (
    <MeasuredBox className={editing ? 'editing' : undefined}>
      {(width) => (
        <>
          <Responsive
            width={width}
            layouts={layouts}
            breakpoints={{ lg: 900, sm: 0 }}
            cols={{ lg: 12, sm: 6 }}
            rowHeight={ROW_HEIGHT}
            dragConfig={{ enabled: editing, handle: '.panel-handle' }}
            resizeConfig={{ enabled: editing }}
            onLayoutChange={(_layout: unknown, all: Partial<Record<string, readonly LayoutItem[]>>) => {
              if (!editing) return;
              // only a panel really moved or resized (layoutChange.ts: a report of the same positions in
              // another order set the draft again)
              const next = changedLayouts(layouts, all);
              if (next) change({ layouts: next });
            }}
          >
            {panels.map((panel) => (
              <Card
                key={panel.id}
                variant="outlined"
                data-testid="dashboard-panel"
                data-panel-id={panel.id}
                data-linked={panel.id === linkedPanel || undefined}
                ref={panel.id === linkedPanel ? scrollIntoView : undefined}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  ...(panel.id === linkedPanel && { outline: 3, outlineColor: 'warning.main' }),
                }}
              >
                <Stack
                  direction="row"
                  alignItems="center"
                  className="panel-handle"
                  sx={{ px: 1.5, pt: 1, cursor: editing ? 'move' : undefined, minHeight: 36 }}
                >
                  <Typography variant="subtitle2" component="h2" noWrap sx={{ flex: 1 }}>
                    {panel.title ||
                      (panel.kind === 'spec' && panel.spec ? translate(SPEC_TITLES[panel.spec]) : '')}
                  </Typography>
                  <PinBadge panel={panel} />
                  <AlertStateBadge dashboardId={id} panel={panel} />
                  {editing ? (
                    <>
                      <IconButton
                        size="small"
                        aria-label={t('editPanel')}
                        data-testid="panel-edit"
                        onClick={() => setEditor(panel)}
                        disabled={panel.kind === 'spec'}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('duplicatePanel')}
                        data-testid="panel-duplicate"
                        onClick={() => {
                          const copy = duplicatePanel(panels, layouts, panel.id, (title) =>
                            title ? t('copyName', { name: title }) : '',
                          );
                          if (copy) change({ panels: copy.panels, layouts: copy.layouts });
                        }}
                      >
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('removePanel')}
                        data-testid="panel-remove"
                        onClick={() => removePanel(panel.id)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </>
                  ) : panel.kind === 'spec' ? (
                    <SpecPanelActions panel={panel} variables={variables} />
                  ) : (
                    panel.query && (
                      <IconButton
                        size="small"
                        aria-label={t('csv')}
                        data-testid="panel-csv"
                        onClick={() => void exportCsv(panel)}
                      >
                        <TableViewIcon fontSize="small" />
                      </IconButton>
                    )
                  )}
                </Stack>
                <CardContent sx={{ flex: 1, minHeight: 0, pt: 0.5, '&:last-child': { pb: 1 } }}>
                  {panel.kind === 'spec' ? (
                    <SpecPanel panel={panel} variables={variables} />
                  ) : (
                    <PanelContent
                      panel={panel}
                      variables={variables}
                      onPick={
                        editing
                          ? undefined
                          : (key, query) => {
                              // over several stores: which store's list (each with the group and time)
                              if (needsStoreChoice(query, key)) return setDrilling({ query, key });
                              const path = drillDownPath(query, key);
                              if (path) navigate(path);
                            }
                      }
                    />
                  )}
                </CardContent>
              </Card>
            ))}
          </Responsive>
          {panels.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
              {t('empty')}
            </Typography>
          )}
        </>
      )}
    </MeasuredBox>
  );
  const content = (
    <Box
      data-testid={kiosk ? 'dashboard-kiosk-view' : 'custom-dashboard'}
      sx={
        kiosk
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: 'modal',
              bgcolor: 'background.default',
              overflow: 'auto',
              p: 2,
            }
          : { p: 1, minWidth: 0, width: '100%', boxSizing: 'border-box' }
      }
    >
      {bar}
      {grid}
      <UnsavedDialog guard={guard} />
      {history && <VersionsDialog id={id} onClose={() => setHistory(false)} />}
      {drilling && <DrillDownDialog click={drilling} onClose={() => setDrilling(undefined)} />}
      {editor?.kind === 'text' && (
        <TextPanelEditor initial={editor} onClose={() => setEditor(undefined)} onSave={savePanel} />
      )}
      {editor && editor.kind !== 'text' && (
        <PanelEditor
          initial={editor}
          variables={variables}
          onClose={() => setEditor(undefined)}
          onSave={(panel) => savePanel(withoutStrayAlert(panel))}
        />
      )}
    </Box>
  );
  // kiosk: the whole window above the app bar and the sidebar
  return kiosk ? <Portal>{content}</Portal> : content;
}

/** brings a panel into view once it is drawn (a stable callback ref: called as it mounts) */
const scrollIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'center' });

/** the grid's box, measured once it is in the page (useContainerWidth measures its element when it mounts) */
function MeasuredBox({
  className,
  children,
}: {
  className?: string;
  children: (width: number) => ReactNode;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  return (
    <Box
      ref={containerRef}
      data-testid="dashboard-grid"
      className={className}
      sx={{ width: '100%', minWidth: 0, contain: 'inline-size' }}
    >
      {mounted && children(width)}
    </Box>
  );
}
