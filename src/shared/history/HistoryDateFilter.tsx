// The date-range filter of the tag histories: two date inputs (local days) applied with Search, cleared with
// Reset; the page sends them as epoch seconds (filter_startDate, filter_endDate).
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { DateField } from '../../layout/DateField';
import type { DateRange } from './dateRange';

export function HistoryDateFilter({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(draft);
      }}
    >
      <DateField
        size="small"
        sx={{ width: 180 }}
        label={translate('app.tagHistory.from')}
        value={draft.from}
        onValue={(text) => setDraft({ ...draft, from: text })}
        max={draft.to || undefined}
        slotProps={{ htmlInput: { 'data-testid': 'history-from' } }}
      />
      <DateField
        size="small"
        sx={{ width: 180 }}
        label={translate('app.tagHistory.to')}
        value={draft.to}
        onValue={(text) => setDraft({ ...draft, to: text })}
        min={draft.from || undefined}
        slotProps={{ htmlInput: { 'data-testid': 'history-to' } }}
      />
      <Button type="submit" variant="contained" data-testid="history-search">
        {translate('app.tagHistory.search')}
      </Button>
      <Button
        data-testid="history-clear"
        onClick={() => {
          const empty = { from: '', to: '' };
          setDraft(empty);
          onChange(empty);
        }}
      >
        {translate('app.tagHistory.clear')}
      </Button>
    </Stack>
  );
}
