// The panel editor (issue 26 §4): kind and title, the query (QueryFields: entity from GET /stats/query/catalogue,
// measure, group by, time buckets, filters, sort, limit), refresh interval, the stores and time range it pins
// (PanelPins), a gauge's dial, an alert rule, how it draws (PanelLooks: unit, colours, thresholds); a live preview
// runs the draft's query and shows the server's 400 message as it comes.
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Panel, StatsQuery } from './api';
import { GaugeOptions } from './GaugePanel';
import { fieldMissing } from './measureField';
import type { Variables } from './model';
import { PanelContent } from './PanelContent';
import { PanelLooks } from './PanelLooks';
import { PanelPins } from './PanelPins';
import { catalogueQuery } from './queries';
import { EMPTY_QUERY, QueryMeasure, QueryShape } from './QueryFields';
import { ThresholdEditor } from './ThresholdEditor';

const KINDS: Panel['kind'][] = ['number', 'doughnut', 'bar', 'line', 'table', 'map', 'gauge'];

export function PanelEditor({
  initial,
  variables,
  onClose,
  onSave,
}: {
  initial: Panel;
  variables: Variables;
  onClose: () => void;
  onSave: (panel: Panel) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.editor.${key}`);
  const { data: catalogue } = useQuery(catalogueQuery);
  const [panel, setPanel] = useState<Panel>(initial);
  const query: StatsQuery = panel.query ?? EMPTY_QUERY;
  const entity = catalogue?.entities.find((item) => item.entity === query.entity);
  const setQuery = (change: Partial<StatsQuery>) => setPanel({ ...panel, query: { ...query, ...change } });
  const options = panel.options ?? { refreshSeconds: 60 };
  const setOptions = (change: Partial<NonNullable<Panel['options']>>) =>
    setPanel({ ...panel, options: { ...options, ...change } });
  // a measure of a field without its field: the preview says what to do, the panel is not saved yet
  const noField = !!query.entity && fieldMissing(query.measure);
  const ready = !!query.entity && !noField;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" data-testid="panel-editor">
      <DialogTitle>{t('title')}</DialogTitle>
      {/* the preview's tooltips reach past its right edge: a horizontal scrollbar they raised took the height of a
          vertical one, whose width narrowed the preview under the pointer, which left the bar, hid the tooltip, and
          so on at every frame (issue 38 defect 9). Nothing scrolls sideways, and the vertical scrollbar's room is
          kept whether it shows or not. */}
      <DialogContent sx={{ overflowX: 'hidden', scrollbarGutter: 'stable' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 320 }}>
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                label={t('kind')}
                value={panel.kind}
                sx={{ minWidth: 140 }}
                onChange={(event) => setPanel({ ...panel, kind: event.target.value as Panel['kind'] })}
                SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-kind' } as object }}
              >
                {KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind} data-testid={`kind-${kind}`}>
                    {translate(`app.customDashboards.kinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                fullWidth
                label={t('panelTitle')}
                value={panel.title}
                inputProps={{ maxLength: 200, 'data-testid': 'editor-title' }}
                onChange={(event) => setPanel({ ...panel, title: event.target.value })}
              />
            </Stack>
            <QueryMeasure
              entities={catalogue?.entities ?? []}
              query={query}
              noField={noField}
              onChange={(next) => setPanel({ ...panel, query: next })}
            />
            <QueryShape entity={entity} query={query} onChange={setQuery}>
              <TextField
                size="small"
                type="number"
                label={t('refresh')}
                value={options.refreshSeconds}
                inputProps={{ min: 10, max: 3600 }}
                onChange={(event) => setOptions({ refreshSeconds: Number(event.target.value) })}
              />
            </QueryShape>
            <PanelPins options={options} onChange={setOptions} />
            <GaugeOptions panel={panel} onChange={setPanel} />
            <ThresholdEditor panel={panel} onChange={setPanel} />
            <PanelLooks kind={panel.kind} options={options} onChange={setOptions} />
          </Stack>
          <Paper
            variant="outlined"
            // the preview stays in sight while the inputs scroll; its width is the column's or the row's share, never
            // its chart's (a box as wide as what it holds kept the width of the widest chart it had drawn)
            sx={{
              flex: 1,
              minWidth: 320,
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              alignSelf: { xs: 'stretch', md: 'flex-start' },
              position: 'sticky',
              top: 0,
            }}
          >
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('preview')}
            </Typography>
            <Box sx={{ height: 300, minWidth: 0, contain: 'inline-size' }} data-testid="editor-preview">
              {ready ? (
                <PanelContent panel={panel} variables={variables} />
              ) : (
                <Typography color="text.secondary" data-testid="editor-hint">
                  {t(noField ? 'chooseField' : 'pickEntity')}
                </Typography>
              )}
            </Box>
          </Paper>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={() => onSave(panel)} data-testid="editor-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
