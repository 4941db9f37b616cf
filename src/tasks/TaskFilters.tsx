// Filters of the task list (doc 2 §7 table parameters): store, task type and a start date range.
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { HistoryDateFilter } from '../tags/history/HistoryDateFilter';
import type { DateRange } from '../tags/history/dateRange';

export const TASK_TYPES = ['ASSIGN', 'DEASSIGN', 'REASSIGN', 'LED', 'PAGE', 'PRODUCT', 'LAYOUT'] as const;

export interface TaskFilterState {
  storeCode: string;
  taskType: string;
  range: DateRange;
}

export const EMPTY_TASK_FILTERS: TaskFilterState = {
  storeCode: '',
  taskType: '',
  range: { from: '', to: '' },
};

export function TaskFilters({
  value,
  stores,
  onChange,
}: {
  value: TaskFilterState;
  stores: string[];
  onChange: (next: TaskFilterState) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ width: 200 }}
        label={translate('app.tasks.store')}
        value={value.storeCode}
        onChange={(e) => onChange({ ...value, storeCode: e.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true },
          htmlInput: { 'data-testid': 'task-filter-store' },
        }}
      >
        <MenuItem value="">{translate('app.tasks.anyStore')}</MenuItem>
        {stores.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ width: 200 }}
        label={translate('app.tasks.type')}
        value={value.taskType}
        onChange={(e) => onChange({ ...value, taskType: e.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true },
          htmlInput: { 'data-testid': 'task-filter-type' },
        }}
      >
        <MenuItem value="">{translate('app.tasks.anyType')}</MenuItem>
        {TASK_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <HistoryDateFilter value={value.range} onChange={(range) => onChange({ ...value, range })} />
    </Box>
  );
}
