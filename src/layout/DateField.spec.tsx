// Date inputs show and take the console's one format (yyyy-mm-dd, yyyy-mm-dd hh:mm:ss) whatever the browser's
// locale: a native date input would show mm/dd/yyyy on an English browser even on a Japanese page.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { HistoryDateFilter } from '../shared/history/HistoryDateFilter';
import { localDateTime } from '../schema-views/inputs/DateTimeFieldInput';
import { DateField, parseDateText, type DateFieldKind } from './DateField';

function Controlled({
  kind,
  start,
  seen,
}: {
  kind: DateFieldKind;
  start: string;
  seen: (v: string) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <DateField
      kind={kind}
      label="Day"
      value={value}
      onValue={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows a day as yyyy-mm-dd in a text input, not a native date input drawn in the browser locale', () => {
    renderWithAdmin(<HistoryDateFilter value={{ from: '2026-11-22', to: '' }} onChange={() => undefined} />);
    const from = screen.getByTestId<HTMLInputElement>('history-from');
    expect(from.value).toBe('2026-11-22');
    expect(from.type).toBe('text');
    expect(document.querySelectorAll('input[type="date"]:not([aria-hidden="true"])')).toHaveLength(0);
  });

  it('takes a typed day once it is whole and valid, keeps a half-typed one', () => {
    const seen = vi.fn();
    renderWithAdmin(<Controlled kind="date" start="" seen={seen} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Day' });
    fireEvent.change(input, { target: { value: '2026-11' } });
    expect(seen).not.toHaveBeenCalled();
    expect(input.value).toBe('2026-11');
    fireEvent.change(input, { target: { value: '2026-11-23' } });
    expect(seen).toHaveBeenLastCalledWith('2026-11-23');
    fireEvent.change(input, { target: { value: '' } });
    expect(seen).toHaveBeenLastCalledWith('');
  });

  it('shows a date and time as yyyy-mm-dd hh:mm:ss and gives the native value', () => {
    const seen = vi.fn();
    renderWithAdmin(<Controlled kind="datetime" start="2026-11-23T18:02:18" seen={seen} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Day' });
    expect(input.value).toBe('2026-11-23 18:02:18');
    fireEvent.change(input, { target: { value: '2026-11-23 06:05' } });
    expect(seen).toHaveBeenLastCalledWith('2026-11-23T06:05:00');
  });

  it('refuses dates that do not exist', () => {
    expect(parseDateText('2026-02-30', 'date')).toBeUndefined();
    expect(parseDateText('2026-11-23 24:00:00', 'datetime')).toBeUndefined();
    expect(parseDateText(' 2026-02-28 ', 'date')).toBe('2026-02-28');
  });

  it('gives the schema forms (a promotion period) the local value of a stored time', () => {
    const evening = new Date(2026, 10, 23, 18, 2, 18);
    expect(localDateTime(evening.toISOString())).toBe('2026-11-23T18:02:18');
    expect(localDateTime('2026-11-23T18:02')).toBe('2026-11-23T18:02:00');
    expect(localDateTime(null)).toBe('');
  });
});
