// The panel editor's query (issue 26 §4): entity (from GET /stats/query/catalogue), measure and the field it
// measures, group by, time buckets, filters (the entity list's, PanelFilters), sort and limit. A new entity starts a
// new query (its fields are not the last one's); a measure changed keeps its field when the new one takes it.
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { CatalogueEntity, StatsQuery } from './api';
import { entityLabel, fieldLabel as catalogueFieldLabel } from './labels';
import { measureFields, switchMeasure } from './measureField';
import { PanelFilters } from './PanelFilters';

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

/** a new panel's query before its entity is chosen */
export const EMPTY_QUERY: StatsQuery = { entity: '', measure: { fn: 'count' } };

/** the query's entity, measure and the field it measures (`noField`: the measure still needs one) */
export function QueryMeasure({
  entities,
  query,
  noField,
  onChange,
}: {
  entities: CatalogueEntity[];
  query: StatsQuery;
  noField: boolean;
  onChange: (query: StatsQuery) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.editor.${key}`);
  const fields = entities.find((item) => item.entity === query.entity)?.fields ?? [];
  const setMeasure = (measure: StatsQuery['measure']) => onChange({ ...query, measure });
  return (
    <>
      <TextField
        select
        size="small"
        label={t('entity')}
        value={query.entity}
        onChange={(event) => onChange({ entity: event.target.value, measure: { fn: 'count' } })}
        SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-entity' } as object }}
      >
        {entities.map((item) => (
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
            setMeasure(
              switchMeasure(query.measure, event.target.value as StatsQuery['measure']['fn'], fields),
            )
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
            onChange={(event) => setMeasure({ ...query.measure, field: event.target.value })}
            SelectProps={{ SelectDisplayProps: { 'data-testid': 'editor-field' } as object }}
          >
            {measureFields(query.measure.fn, fields).map((field) => (
              <MenuItem key={field.name} value={field.name} data-testid={`field-${field.name}`}>
                {catalogueFieldLabel(translate, field)}
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
            onChange={(event) => setMeasure({ ...query.measure, p: Number(event.target.value) })}
          />
        )}
      </Stack>
    </>
  );
}

/** the query's groups, time buckets, filters, sort and limit over the entity's fields (`children` beside them) */
export function QueryShape({
  entity,
  query,
  onChange,
  children,
}: {
  entity: CatalogueEntity | undefined;
  query: StatsQuery;
  onChange: (change: Partial<StatsQuery>) => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.customDashboards.editor.${key}`);
  const fields = entity?.fields ?? [];
  const fieldLabel = (name: string) => {
    const field = fields.find((item) => item.name === name);
    return field ? catalogueFieldLabel(translate, field) : name;
  };
  return (
    <>
      <TextField
        select
        size="small"
        label={t('groupBy')}
        value={query.groupBy ?? []}
        SelectProps={{ multiple: true, SelectDisplayProps: { 'data-testid': 'editor-group' } as object }}
        onChange={(event) => onChange({ groupBy: (event.target.value as unknown as string[]).slice(-2) })}
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
            onChange({
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
            onChange({ bucket: { ...query.bucket, unit: event.target.value as (typeof UNITS)[number] } })
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
            onChange={(filters) => onChange({ filters })}
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
          onChange={(event) => onChange({ sort: (event.target.value || undefined) as StatsQuery['sort'] })}
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
            onChange({ limit: event.target.value ? Number(event.target.value) : undefined })
          }
        />
        {children}
      </Stack>
    </>
  );
}
