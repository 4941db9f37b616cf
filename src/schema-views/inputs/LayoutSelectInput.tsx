// The layout of a product or family form (x-widget layoutSelect): the layouts of GET /layout/name as
// "L01 — name", a stored layout the list no longer has kept as a choice.
import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { InputOptions } from '../registry';
import { useLayoutNames } from '../../providers/sharedQueries';

export function LayoutSelectInput({
  source,
  label,
  options,
}: {
  source: string;
  label: string;
  options: InputOptions;
}) {
  const layouts = useLayoutNames();
  const value: unknown = useWatch({ name: source });
  const current = typeof value === 'string' ? value : '';
  const choices = layouts.map((l) => ({ id: l.layoutId, name: `${l.layoutId} — ${l.name}` }));
  if (current && !layouts.some((l) => l.layoutId === current))
    choices.unshift({ id: current, name: current });
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      emptyText="app.products.form.chooseLayout"
      readOnly={options.readOnly}
      disabled={options.disabled}
      inputProps={{ 'data-testid': options.testId }}
    />
  );
}
