// Filters of the task list (doc 2 §7 table parameters): store, task type and a start date range.
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { FilterSelect } from '../layout/filterBar';
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
  const shown = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <FilterSelect
        width={200}
        label={translate('app.tasks.store')}
        value={value.storeCode}
        onChange={(storeCode) => onChange({ ...value, storeCode })}
        slotProps={shown}
        inputTestId="task-filter-store"
        allLabel={translate('app.tasks.anyStore')}
        options={stores.map((code) => [code, code] as const)}
      />
      <FilterSelect
        width={200}
        label={translate('app.tasks.type')}
        value={value.taskType}
        onChange={(taskType) => onChange({ ...value, taskType })}
        slotProps={shown}
        inputTestId="task-filter-type"
        allLabel={translate('app.tasks.anyType')}
        options={TASK_TYPES.map((type) => [type, type] as const)}
      />
      <HistoryDateFilter value={value.range} onChange={(range) => onChange({ ...value, range })} />
    </Box>
  );
}
