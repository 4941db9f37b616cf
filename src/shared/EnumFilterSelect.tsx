// The filter input of a field with a fixed set of values (delivery status and cause, battery state and period):
// "all", then each value under its translation `<labelKey>.<value>`.
import { useTranslate } from 'ra-core';
import type { ComponentType } from 'react';
import { FilterSelect } from '../layout/filterBar';
import type { FilterInputProps } from '../schema-views/registry';

export function EnumFilterSelect({
  values,
  labelKey,
  width,
  testId,
  ...props
}: FilterInputProps & { values: readonly string[]; labelKey: string; width: number }) {
  const translate = useTranslate();
  return (
    <FilterSelect
      {...props}
      width={width}
      allLabel={translate('app.maps.all')}
      options={values.map((value) => [value, translate(`${labelKey}.${value}`)] as const)}
      data-testid={testId}
    />
  );
}

/** a filter input to register (registerFilterInput) for these values */
export function enumFilter(
  values: readonly string[],
  labelKey: string,
  width: number,
): ComponentType<FilterInputProps> {
  const EnumFilter = (props: FilterInputProps) => (
    <EnumFilterSelect {...props} values={values} labelKey={labelKey} width={width} />
  );
  EnumFilter.displayName = `EnumFilter(${labelKey})`;
  return EnumFilter;
}
