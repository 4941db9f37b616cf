// The date-time widget of the schema forms (x-widget datetime, e.g. a promotion's period): react-admin's
// DateTimeInput draws a native datetime-local input in the browser's format (mm/dd/yyyy, AM/PM on an English
// browser, whatever the console's language); this one shows the console's yyyy-mm-dd hh:mm:ss (DateField) and
// keeps the same form value, the local 'yyyy-mm-ddThh:mm:ss'.
import { FieldTitle, useInput } from 'ra-core';
import { InputHelperText } from 'react-admin';
import type { ReactNode } from 'react';
import { DateField } from '../../layout/DateField';

const two = (n: number) => String(n).padStart(2, '0');

/** a stored value (ISO text or Date) as the local 'yyyy-mm-ddThh:mm:ss' of the input */
export function localDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) {
    return value.length === 16 ? `${value}:00` : value;
  }
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

export function DateTimeFieldInput({
  source,
  label,
  readOnly,
  disabled,
  inputProps,
}: {
  source: string;
  label?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
  inputProps?: object;
}) {
  const { field, fieldState, isRequired } = useInput({ source, format: localDateTime, disabled, readOnly });
  return (
    <DateField
      kind="datetime"
      size="small"
      name={field.name}
      label={
        typeof label === 'string' || label === undefined ? (
          <FieldTitle label={label} source={source} isRequired={isRequired} />
        ) : (
          label
        )
      }
      value={String(field.value ?? '')}
      onValue={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.invalid ? <InputHelperText error={fieldState.error?.message} /> : undefined}
      disabled={disabled || readOnly}
      className={`ra-input ra-input-${source}`}
      slotProps={{ htmlInput: inputProps }}
    />
  );
}
