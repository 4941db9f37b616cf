// /dashboards/:id (issue 26): the dashboard's bar (DashboardToolbar: name, store and time-range variables, the modes'
// actions) above its panels' grid (DashboardGrid), an edit mode (drag, resize, add, edit, duplicate, remove panels,
// share with roles, save; leaving with unsaved changes asks first), a kiosk mode (the whole window, no sidebar;
// panels refresh by themselves), the export of a panel's figures as CSV and the drill-down to the entity's list.
import { Box, Portal, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { runPanelFigures, updateDashboard, type CustomDashboard, type Panel } from './api';
import { stripServerFields } from './CustomDashboardsList';
import { DashboardGrid } from './DashboardGrid';
import { DashboardToolbar, type DashboardMode } from './DashboardToolbar';
import { drillDownPath, needsStoreChoice } from './drillDown';
import { DrillDownDialog, type DrillDownClick } from './DrillDownDialog';
import { duplicatePanel } from './duplicatePanel';
import { saveCsv } from './files';
import { NO_LAYOUTS } from './layoutChange';
import { addToLayouts, answerTable, newPanelId, panelQuery, type Variables } from './model';
import type { PanelActions } from './PanelCard';
import { PanelEditor } from './PanelEditor';
import { dashboardQuery, refreshDashboardList, startingVariables } from './queries';
import { TextPanelEditor } from './TextPanelEditor';
import { withoutStrayAlert } from './ThresholdEditor';
import { UnsavedDialog } from './UnsavedDialog';
import { searchWithVariables, variablesFromSearch } from './urlState';
import { changedFrom, useUnsavedGuard } from './useUnsavedGuard';
import { VersionsDialog } from './VersionsDialog';

/** a new panel of a kind: a text panel's Markdown refreshes rarely, a query panel every minute */
const newPanel = (panels: Panel[], kind: Panel['kind']): Panel =>
  kind === 'text'
    ? { id: newPanelId(panels), kind, title: '', options: { refreshSeconds: 3600, markdown: '' } }
    : { id: newPanelId(panels), kind, title: '', options: { refreshSeconds: 60 } };

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
  const setMode = (name: DashboardMode, on: boolean) => {
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
  const actions: PanelActions = {
    onEdit: setEditor,
    onDuplicate: (panelId) => {
      const copy = duplicatePanel(panels, layouts, panelId, (title) =>
        title ? t('copyName', { name: title }) : '',
      );
      if (copy) change({ panels: copy.panels, layouts: copy.layouts });
    },
    onRemove: (panelId) =>
      change({
        panels: panels.filter((item) => item.id !== panelId),
        layouts: {
          lg: layouts.lg.filter((item) => item.i !== panelId),
          sm: layouts.sm.filter((item) => item.i !== panelId),
        },
      }),
    onCsv: (panel) => void exportCsv(panel),
    onPick: (key, query) => {
      // over several stores: which store's list (each with the group and time)
      if (needsStoreChoice(query, key)) return setDrilling({ query, key });
      const path = drillDownPath(query, key);
      if (path) navigate(path);
    },
  };
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
      <DashboardToolbar
        dashboard={dashboard}
        variables={variables}
        editing={editing}
        kiosk={kiosk}
        saving={save.isPending}
        onVariables={(next) => {
          setVariables(next);
          if (editing) change({ variables: next });
        }}
        onChange={change}
        onAddPanel={(kind) => setEditor(newPanel(panels, kind))}
        onMode={setMode}
        onSave={() => save.mutate(dashboard)}
        onHistory={() => setHistory(true)}
      />
      <DashboardGrid
        dashboardId={id}
        panels={panels}
        layouts={layouts}
        variables={variables}
        editing={editing}
        linkedPanel={linkedPanel}
        onLayouts={(next) => change({ layouts: next })}
        actions={actions}
      />
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
