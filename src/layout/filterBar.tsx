// The pieces of the filter bars above the console's tables (applied by the server): the wrapping row, a select
// whose first choice (value '') means "all", a text input, a day and a local date-time input (sent as epoch seconds).
import { MenuItem, Stack, TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { DateField, type DateFieldKind } from './DateField';

type Field = Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  width: number;
  /** the input's test id (the root's is `data-testid`) */
  inputTestId?: string;
};

/** a datetime-local value (local time) as epoch seconds; '' as undefined */
export const localToEpoch = (local: string) =>
  local ? Math.floor(new Date(local).getTime() / 1000) : undefined;

export function FilterBar({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }} data-testid={testId}>
      {children}
    </Stack>
  );
}

export function FilterText({ value, onChange, width, inputTestId, slotProps, ...props }: Field) {
  return (
    <TextField
      size="small"
      fullWidth={false}
      sx={{ width }}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'data-testid': inputTestId } }}
      {...props}
    />
  );
}

/** a select: "all" (value ''), then the options as [value, label] */
export function FilterSelect({
  allLabel,
  options,
  children,
  ...props
}: Field & { allLabel: string; options: Array<readonly [string, ReactNode]> }) {
  return (
    <FilterText select {...props}>
      <MenuItem value="">{allLabel}</MenuItem>
      {children}
      {options.map(([code, text]) => (
        <MenuItem key={code} value={code}>
          {text}
        </MenuItem>
      ))}
    </FilterText>
  );
}

/** a day ('yyyy-mm-dd') */
export function FilterDate(props: Field) {
  return <FilterDateField kind="date" {...props} />;
}

/** a local date and time, to the second */
export function FilterDateTime(props: Field) {
  return <FilterDateField kind="datetime" {...props} />;
}

const DATE_TIME_WIDTH = 240;

/** a date field of the console's format (src/layout/DateField.tsx) in the filter bar's size */
function FilterDateField({
  kind,
  value,
  onChange,
  width,
  inputTestId,
  slotProps,
  ...props
}: Field & { kind: DateFieldKind }) {
  return (
    <DateField
      kind={kind}
      size="small"
      fullWidth={false}
      // a whole 'yyyy-mm-dd hh:mm:ss' stays readable beside the calendar button
      sx={{ width: kind === 'datetime' ? Math.max(width, DATE_TIME_WIDTH) : width }}
      value={value}
      onValue={onChange}
      slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'data-testid': inputTestId } }}
      {...props}
    />
  );
}
