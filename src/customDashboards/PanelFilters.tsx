// The filters of a panel's query (issue 26 §4: "the same filters the entity's list offers"): one input per filter
// of the entity's lists (the catalogue's filterable fields, from the lists' x-list filters), drawn with the schema
// list's filter pieces (src/layout/filterBar, src/schema-views): the store field picks one of the session's
// stores (the shared store picker, searching the server); a list's shared registered filter input (src/schema-views/list/filterInputs.tsx) is used as it is; an
// enum field offers its choices (as SchemaFilters does); a boolean true or false; a time a date and time; a number
// takes a number; anything else is the list's text input ('~' contains, '==' equals).
import { useTranslate } from 'ra-core';
import type { ReactElement } from 'react';
import type { FieldMeta, ListFilter } from '../../domain/resourceMeta';
import { resources } from '../../domain/generated/resources';
import { FilterBar, FilterDateTime, FilterSelect, FilterText } from '../layout/filterBar';
import { SessionStoreFilter } from '../schema-views/list/filterInputs';
import { filterInputNamed, type FilterInputProps } from '../schema-views/registry';
import type { CatalogueEntity, CatalogueField } from './api';
import { fieldLabel } from './labels';
import { isoToLocal, localToIso } from './model';

/** registered filter inputs that need no list page around them (src/schema-views/list/filterInputs.tsx) */
const SHARED_INPUTS = new Set(['gatewayStatus', 'layoutSelect']);

/** what the entity's lists (every resource of its schema) say of a field: its metadata and filter */
function listMeta(entity: string, field: string): { meta?: FieldMeta; filter?: ListFilter } {
  const lists = Object.values(resources).filter((resource) => resource.entity === entity);
  return {
    meta: lists.map((list) => list.fields.find((item) => item.name === field)).find(Boolean),
    filter: lists.flatMap((list) => list.list.filters).find((item) => item.field === field && item.widget),
  };
}

function FilterInput({
  entity,
  field,
  ...props
}: FilterInputProps & { entity: CatalogueEntity; field: CatalogueField }): ReactElement {
  const translate = useTranslate();
  const { testId, value, onChange, label } = props;
  const all = translate('app.maps.all');
  const select = (options: Array<readonly [string, string]>) => (
    <FilterSelect
      label={label}
      value={value}
      onChange={onChange}
      width={180}
      allLabel={all}
      options={options}
      data-testid={testId}
    />
  );
  if (field.name === entity.store && field.filter === '==') return <SessionStoreFilter {...props} />;
  const { meta, filter } = listMeta(entity.entity, field.name);
  if (filter?.widget && SHARED_INPUTS.has(filter.widget)) {
    const Registered = filterInputNamed(filter.widget);
    return <Registered {...props} />;
  }
  if (field.filter === '==' && meta?.choices?.length)
    return select(meta.choices.map((choice) => [String(choice), String(choice)]));
  if (field.type === 'boolean')
    return select([
      ['true', translate('ra.boolean.true')],
      ['false', translate('ra.boolean.false')],
    ]);
  if (field.type === 'time')
    return (
      <FilterDateTime
        label={label}
        value={isoToLocal(value)}
        onChange={(local) => onChange(localToIso(local) ?? '')}
        width={240}
        inputTestId={testId}
      />
    );
  const numeric = field.filter === '==' && (field.type === 'integer' || field.type === 'number');
  return (
    <FilterText
      label={label}
      value={value}
      onChange={onChange}
      width={180}
      type={numeric ? 'number' : undefined}
      inputTestId={testId}
    />
  );
}

export function PanelFilters({
  entity,
  filters,
  onChange,
}: {
  entity: CatalogueEntity;
  filters: Record<string, unknown>;
  onChange: (filters: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const fields = entity.fields.filter((field) => field.filterable);
  if (fields.length === 0) return null;
  const set = (name: string, value: string) => {
    const next = { ...filters };
    if (value.trim() === '') delete next[name];
    else next[name] = value;
    onChange(next);
  };
  return (
    <FilterBar testId="editor-filters">
      {fields.map((field) => (
        <FilterInput
          key={`${entity.entity}.${field.name}`}
          entity={entity}
          field={field}
          label={fieldLabel(translate, field)}
          value={String(filters[field.name] ?? '')}
          onChange={(value) => set(field.name, value)}
          testId={`editor-filter-${field.name}`}
        />
      ))}
    </FilterBar>
  );
}
