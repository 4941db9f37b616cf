// What a panel shows, by its kind: a text panel its Markdown (no query), a gauge its figure on a dial, every other
// kind its chart (PanelChart). Used by the dashboard's grid and the panel editor's preview. A panel with a query
// draws its figures (POST /dashboards/{id}/figures, refreshed at its own interval) once they are in, a spinner
// before, the server's message when refused: one wrapper for every kind that asks figures.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Panel, StatsAnswer, StatsQuery } from './api';
import { GaugePanel } from './GaugePanel';
import type { Variables } from './model';
import { PanelChart } from './PanelChart';
import { panelDataQuery } from './queries';
import { TextPanel } from './TextPanel';

type RowKey = StatsAnswer['rows'][number]['key'];

/**
 * a panel's figures under the dashboard's variables, refreshed at its interval: those of the dashboard the page
 * shows (its route's id), over the viewer's part of its stores
 */
export function usePanelData(panel: Panel, variables: Variables) {
  const { id } = useParams();
  return useQuery(panelDataQuery(panel, variables, id));
}

/** the panel's figures drawn by `draw` once they are in; a spinner before, the server's message when refused */
function PanelFigures({
  panel,
  variables,
  draw,
}: {
  panel: Panel;
  variables: Variables;
  draw: (answer: StatsAnswer, query?: StatsQuery) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, error } = usePanelData(panel, variables);
  if (error)
    return (
      <Typography color="error" role="alert" variant="body2">
        {error instanceof Error ? error.message : String(error)}
      </Typography>
    );
  if (!data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  return (
    <Box sx={{ height: '100%' }} data-testid="panel-drawn">
      {draw(data.answer, data.query)}
    </Box>
  );
}

export function PanelContent({
  panel,
  variables,
  onPick,
}: {
  panel: Panel;
  variables: Variables;
  /** a click on a group: its key and the query drawn (the stores and range it covered) */
  onPick?: (key: RowKey, query: StatsQuery) => void;
}) {
  if (panel.kind === 'text') return <TextPanel panel={panel} />;
  if (panel.kind === 'gauge')
    return (
      <PanelFigures
        panel={panel}
        variables={variables}
        draw={(answer) => <GaugePanel panel={panel} answer={answer} />}
      />
    );
  return (
    <PanelFigures
      panel={panel}
      variables={variables}
      draw={(answer, query) => (
        <PanelChart
          panel={panel}
          answer={answer}
          onPick={onPick && query ? (key) => onPick(key, query) : undefined}
        />
      )}
    />
  );
}
