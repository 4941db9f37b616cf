// What a panel shows, by its kind: a text panel its Markdown (no query), a gauge its figure on a dial, every other
// kind its chart (PanelBody). Used by the dashboard's grid and the panel editor's preview.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Panel, StatsAnswer, StatsQuery } from './api';
import { GaugePanel } from './GaugePanel';
import type { Variables } from './model';
import { PanelBody, usePanelData } from './PanelView';
import { TextPanel } from './TextPanel';

function GaugeBody({ panel, variables }: { panel: Panel; variables: Variables }) {
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
      <GaugePanel panel={panel} answer={data.answer} />
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
  onPick?: (key: StatsAnswer['rows'][number]['key'], query: StatsQuery) => void;
}) {
  if (panel.kind === 'text') return <TextPanel panel={panel} />;
  if (panel.kind === 'gauge') return <GaugeBody panel={panel} variables={variables} />;
  return <PanelBody panel={panel} variables={variables} onPick={onPick} />;
}
