// The panel editor (issue 26 §4): kind, entity (from GET /stats/query/catalogue), measure, group by, time buckets,
// filters (the entity list's, PanelFilters), sort, limit, the stores and time range it pins (PanelPins), title,
// unit, colours, thresholds, refresh interval; a live preview runs the draft's query and shows the server's 400
// message as it comes.
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
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
import { catalogueQuery } from './queries';
import { entityLabel, fieldLabel as catalogueFieldLabel } from './labels';
import type { Variables } from './model';
import { fieldMissing, measureFields, switchMeasure } from './measureField';
import { PanelFilters } from './PanelFilters';
import { PanelPins } from './PanelPins';
import { GaugeOptions } from './GaugePanel';
import { PanelContent } from './PanelContent';
import { ThresholdEditor } from './ThresholdEditor';

const KINDS: Panel['kind'][] = ['number', 'doughnut', 'bar', 'line', 'table', 'map', 'gauge'];
const FNS: StatsQuery['measure']['fn'][] = [
  'count',
  'countDistinct',
  'sum',
  'avg',
  'min',
  'max',
  'percentile',
];
const SORTS = ['', 'value-desc', 'value-asc', 'key'] as const;
const UNITS = ['hour', 'day', 'week'] as const;

export function useCatalogue() {
  return useQuery(catalogueQuery);
}

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
  const { data: catalogue } = useCatalogue();
  const [panel, setPanel] = useState<Panel>(initial);
  const query: StatsQuery = panel.query ?? { entity: '', measure: { fn: 'count' } };
  const entity = catalogue?.entities.find((item) => item.entity === query.entity);
  const fields = entity?.fields ?? [];
  const setQuery = (change: Partial<StatsQuery>) => setPanel({ ...panel, query: { ...query, ...change } });
  const options = panel.options ?? { refreshSeconds: 60 };
  const setOptions = (change: Partial<NonNullable<Panel['options']>>) =>
    setPanel({ ...panel, options: { ...options, ...change } });
  const fieldLabel = (name: string) => {
    const field = fields.find((item) => item.name === name);
    return field ? catalogueFieldLabel(translate, field) : name;
  };
  const fieldsToMeasure = measureFields(query.measure.fn, fields);
  // a measure of a field without its field: the preview says what to do, the panel is not saved yet
  const noField = !!query.entity && fieldMissing(query.measure);
  const ready = !!query.entity && !noField;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" data-testid="panel-editor">
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
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
            <TextField
              select
              size="small"
              label={t('entity')}
              value={query.entity}
              onChange={(event) =>
                setPanel({ ...panel, query: { entity: event.target.value, measure: { fn: 'count' } } })
              }
              SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-entity' } as object }}
            >
              {(catalogue?.entities ?? []).map((item) => (
                <MenuItem key={item.entity} value={item.entity} data-testid={`entity-${item.entity}`}>
                  {entityLabel(translate, item)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                label={t('measure')}
                value={query.measure.fn}
                sx={{ minWidth: 160 }}
                onChange={(event) =>
                  setQuery({
                    measure: switchMeasure(
                      query.measure,
                      event.target.value as StatsQuery['measure']['fn'],
                      fields,
                    ),
                  })
                }
                SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-measure' } as object }}
              >
                {FNS.map((fn) => (
                  <MenuItem key={fn} value={fn} data-testid={`fn-${fn}`}>
                    {translate(`app.customDashboards.fns.${fn}`)}
                  </MenuItem>
                ))}
              </TextField>
              {query.measure.fn !== 'count' && (
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={t('field')}
                  value={query.measure.field ?? ''}
                  error={noField}
                  onChange={(event) => setQuery({ measure: { ...query.measure, field: event.target.value } })}
                  SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-field' } as object }}
                >
                  {fieldsToMeasure.map((field) => (
                    <MenuItem key={field.name} value={field.name} data-testid={`field-${field.name}`}>
                      {fieldLabel(field.name)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {query.measure.fn === 'percentile' && (
                <TextField
                  size="small"
                  type="number"
                  label={t('percentileP')}
                  value={query.measure.p ?? 0.5}
                  inputProps={{ min: 0, max: 1, step: 0.05 }}
                  onChange={(event) =>
                    setQuery({ measure: { ...query.measure, p: Number(event.target.value) } })
                  }
                />
              )}
            </Stack>
            <TextField
              select
              size="small"
              label={t('groupBy')}
              value={query.groupBy ?? []}
              SelectProps={{
                multiple: true,
                SelectDisplayProps: { 'data-testid': 'editor-group' } as object,
              }}
              onChange={(event) => {
                const value = event.target.value as unknown as string[];
                setQuery({ groupBy: value.slice(-2) });
              }}
            >
              {fields
                .filter((field) => field.groupable && field.type !== 'time')
                .map((field) => (
                  <MenuItem key={field.name} value={field.name} data-testid={`group-${field.name}`}>
                    {fieldLabel(field.name)}
                  </MenuItem>
                ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                fullWidth
                label={t('bucket')}
                value={query.bucket?.field ?? ''}
                SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-bucket' } as object }}
                onChange={(event) =>
                  setQuery({
                    bucket: event.target.value
                      ? { field: event.target.value, unit: query.bucket?.unit ?? 'hour' }
                      : undefined,
                  })
                }
              >
                <MenuItem value="">—</MenuItem>
                {(entity?.timeFields ?? []).map((name) => (
                  <MenuItem key={name} value={name} data-testid={`bucket-${name}`}>
                    {fieldLabel(name)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('unit')}
                value={query.bucket?.unit ?? 'hour'}
                disabled={!query.bucket}
                sx={{ minWidth: 120 }}
                SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-bucket-unit' } as object }}
                onChange={(event) =>
                  query.bucket &&
                  setQuery({
                    bucket: { ...query.bucket, unit: event.target.value as (typeof UNITS)[number] },
                  })
                }
              >
                {UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit} data-testid={`unit-${unit}`}>
                    {translate(`app.customDashboards.units.${unit}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {entity && (
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {t('filters')}
                </Typography>
                <PanelFilters
                  entity={entity}
                  filters={query.filters ?? {}}
                  onChange={(filters) => setQuery({ filters })}
                />
              </Box>
            )}
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                label={t('sort')}
                value={query.sort ?? ''}
                sx={{ minWidth: 160 }}
                onChange={(event) =>
                  setQuery({ sort: (event.target.value || undefined) as StatsQuery['sort'] })
                }
              >
                {SORTS.map((sort) => (
                  <MenuItem key={sort} value={sort}>
                    {sort ? translate(`app.customDashboards.sorts.${sort}`) : '—'}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                type="number"
                label={t('limit')}
                value={query.limit ?? ''}
                inputProps={{ min: 1, max: 1000 }}
                onChange={(event) =>
                  setQuery({ limit: event.target.value ? Number(event.target.value) : undefined })
                }
              />
              <TextField
                size="small"
                type="number"
                label={t('refresh')}
                value={options.refreshSeconds}
                inputProps={{ min: 10, max: 3600 }}
                onChange={(event) => setOptions({ refreshSeconds: Number(event.target.value) })}
              />
            </Stack>
            <PanelPins options={options} onChange={setOptions} />
            <GaugeOptions panel={panel} onChange={setPanel} />
            <ThresholdEditor panel={panel} onChange={setPanel} />
            <Stack direction="row" spacing={2} alignItems="center">
              <TextField
                size="small"
                label={t('valueUnit')}
                value={options.unit ?? ''}
                sx={{ width: 100 }}
                onChange={(event) => setOptions({ unit: event.target.value || undefined })}
              />
              <TextField
                size="small"
                fullWidth
                label={t('colors')}
                placeholder="#1976d2, #2e7d32"
                value={(options.colors ?? []).join(', ')}
                onChange={(event) =>
                  setOptions({
                    colors: event.target.value
                      .split(',')
                      .map((color) => color.trim())
                      .filter(Boolean),
                  })
                }
              />
              {panel.kind === 'bar' && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={options.stacked !== false}
                      onChange={(event) => setOptions({ stacked: event.target.checked })}
                    />
                  }
                  label={t('stacked')}
                />
              )}
            </Stack>
            {panel.kind === 'number' && (
              <TextField
                size="small"
                label={t('thresholds')}
                placeholder="10:#ed6c02, 50:#d32f2f"
                defaultValue={(options.thresholds ?? [])
                  .map((item) => `${item.value}:${item.color}`)
                  .join(', ')}
                onChange={(event) =>
                  setOptions({
                    thresholds: event.target.value
                      .split(',')
                      .map((part) => part.split(':').map((text) => text.trim()))
                      .filter(([value, color]) => value !== '' && !Number.isNaN(Number(value)) && color)
                      .map(([value, color]) => ({ value: Number(value), color })),
                  })
                }
              />
            )}
          </Stack>
          <Paper
            variant="outlined"
            // the preview stays in sight while the inputs scroll
            sx={{
              flex: 1,
              minWidth: 320,
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              alignSelf: 'flex-start',
              position: 'sticky',
              top: 0,
            }}
          >
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('preview')}
            </Typography>
            <Box sx={{ height: 300 }} data-testid="editor-preview">
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
