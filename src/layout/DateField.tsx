// A date (or date and time) input in the console's one format (src/i18n/format.ts: yyyy-mm-dd, yyyy-mm-dd
// hh:ii:ss) whatever the browser's own locale: Chromium draws a native date input in the browser's format
// (mm/dd/yyyy on an English browser) even on a Japanese or Korean page. The text is typed in that format; the
// calendar button opens the browser's picker on a hidden native input. The value is the native one
// ('yyyy-mm-dd', 'yyyy-mm-ddThh:ii:ss'), '' when empty; a half-typed text is kept until it is a whole date.
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import { localDate } from '../../domain/calendarDay';

export type DateFieldKind = 'date' | 'datetime';

const PATTERN: Record<DateFieldKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/,
};

/** the native value of a typed text, '' for an empty one, undefined while it is not a whole valid date */
export function parseDateText(text: string, kind: DateFieldKind): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = PATTERN[kind].exec(trimmed);
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const date = localDate(+y, +mo, +d, +h, +mi, +s);
  const valid =
    date.getFullYear() === +y &&
    date.getMonth() === +mo - 1 &&
    date.getDate() === +d &&
    date.getHours() === +h &&
    date.getMinutes() === +mi &&
    date.getSeconds() === +s;
  if (!valid) return undefined;
  return kind === 'date' ? `${y}-${mo}-${d}` : `${y}-${mo}-${d}T${h}:${mi}:${s}`;
}

/** the text shown for a native value */
export function dateText(value: string): string {
  return value.replace('T', ' ');
}

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  kind?: DateFieldKind;
  value: string;
  onValue: (value: string) => void;
  /** the earliest and latest value the picker offers (native format) */
  min?: string;
  max?: string;
};

export function DateField({ kind = 'date', value, onValue, min, max, slotProps, ...props }: Props) {
  const translate = useTranslate();
  const [text, setText] = useState(() => dateText(value));
  const picker = useRef<HTMLInputElement>(null);
  // a value set from outside (a reset, the picker) replaces the text unless the text already says it
  useEffect(() => {
    setText((current) => (parseDateText(current, kind) === value ? current : dateText(value)));
  }, [value, kind]);
  const typed = (next: string) => {
    setText(next);
    const parsed = parseDateText(next, kind);
    if (parsed !== undefined && parsed !== value) onValue(parsed);
  };
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => typed(event.target.value)}
      error={props.error || parseDateText(text, kind) === undefined}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: {
          ...htmlInput,
          inputMode: 'numeric',
          placeholder: kind === 'date' ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss',
          spellCheck: false,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <input
                ref={picker}
                type={kind === 'date' ? 'date' : 'datetime-local'}
                step={kind === 'date' ? undefined : 1}
                value={value}
                min={min}
                max={max}
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => typed(dateText(event.target.value))}
                style={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                  padding: 0,
                  pointerEvents: 'none',
                }}
              />
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('app.dateField.pick')}
                onClick={() => picker.current?.showPicker?.()}
              >
                <EventIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
