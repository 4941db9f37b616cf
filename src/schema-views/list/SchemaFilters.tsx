// The filter bar of a schema list from x-list.filters: a text input per filter (a select of the choices for an
// enum), or the registered filter input the filter names (`widget`); typing settles before the list's filter
// changes (useSettledFilters: dropped if the list's location changes first); 'Clear filters' empties them.
// Inputs carry `filter-<field>` (`<resource>-filter-<field>` in a page's second table).
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import type { ListFilter, ResourceMeta } from '../../../domain/resourceMeta';
import { FilterBar, FilterSelect, FilterText } from '../../layout/filterBar';
import './filterInputs';
import { filterInputNamed, type FilterInputProps } from '../registry';
import { kebab, labelText } from './SchemaTable';

type Values = Record<string, string>;

function DefaultFilterInput({
  meta,
  filter,
  ...props
}: FilterInputProps & { meta: ResourceMeta; filter: ListFilter }) {
  const translate = useTranslate();
  const choices = meta.fields.find((f) => f.name === filter.field)?.choices;
  if (choices?.length)
    return (
      <FilterSelect
        {...props}
        width={180}
        allLabel={translate('app.maps.all')}
        options={choices.map((c) => [String(c), String(c)] as const)}
        data-testid={props.testId}
      />
    );
  return <FilterText {...props} width={200} inputTestId={props.testId} />;
}

export function SchemaFilters({
  meta,
  omit = [],
  testIdPrefix = '',
}: {
  meta: ResourceMeta;
  /** filters the page leaves out (fixed by the page) */
  omit?: string[];
  /** before `filter-<field>`: a second table of a page (`family-`) keeps its inputs apart from the first's */
  testIdPrefix?: string;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<Values>(() => stringsOf(filterValues));
  const applied = JSON.stringify(stringsOf(filterValues));
  const sent = useRef(applied);
  // the list's filters changed elsewhere (URL, back button, saved state): show them
  useEffect(() => {
    if (applied !== sent.current) setDraft(JSON.parse(applied) as Values);
    sent.current = applied;
  }, [applied]);
  const filters = meta.list.filters.filter((f) => !omit.includes(f.field));
  if (filters.length === 0) return null;
  const change = (next: Values) => {
    setDraft(next);
    const filters = Object.fromEntries(
      Object.entries(next)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
    sent.current = JSON.stringify(filters);
    setFilters(filters, undefined, true);
  };
  return (
    <FilterBar testId={`${kebab(meta.name)}-filters`}>
      {filters.map((filter) => {
        const props: FilterInputProps = {
          label: labelText(translate, meta, meta.fields.find((f) => f.name === filter.field) ?? filter.field),
          value: draft[filter.field] ?? '',
          onChange: (value) => change({ ...draft, [filter.field]: value }),
          testId: `${testIdPrefix}filter-${filter.field}`,
        };
        if (!filter.widget)
          return <DefaultFilterInput key={filter.field} meta={meta} filter={filter} {...props} />;
        const Input = filterInputNamed(filter.widget);
        return <Input key={filter.field} {...props} />;
      })}
      <Button size="small" onClick={() => change({})} data-testid={`${kebab(meta.name)}-filter-clear`}>
        {translate('app.tagStatus.clearFilters')}
      </Button>
    </FilterBar>
  );
}

function stringsOf(values: Record<string, unknown>): Values {
  return Object.fromEntries(
    Object.entries(values ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}
