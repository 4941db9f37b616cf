// The task table across stores (doc 2 §2 Task list, §3 Update task, §4): store, type (LAYOUT with its layout),
// coloured progress, updated / total tags, start, end ('in progress' while running) and the actions: detail,
// refresh (role 0 only; refreshed rows red for role 0) and revert (product update tasks, task write).
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import UndoIcon from '@mui/icons-material/Undo';
import { Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { NoDataRow, RowAction, ScrollTable, SortLabel } from '../layout/tableParts';
import type { TaskRow } from './api';
import { TaskProgress } from './TaskProgress';
import { taskTime } from './taskTime';
import { REVERTIBLE_TYPES } from './useTaskActions';

export interface TaskSort {
  column: 'startTime' | 'storeCode' | 'taskType';
  dir: 'asc' | 'desc';
}

/** 'LAYOUT (L03)': a layout task names its layout */
export function taskTypeLabel(task: Pick<TaskRow, 'taskType' | 'layoutId'>): string {
  return task.taskType === 'LAYOUT' && task.layoutId ? `${task.taskType} (${task.layoutId})` : task.taskType;
}

export const taskDetailPath = (task: Pick<TaskRow, 'storeCode' | 'taskId' | 'taskType'>) =>
  `/task/detail/${encodeURIComponent(task.storeCode)}/${task.taskId}/${encodeURIComponent(task.taskType)}`;

export function TaskTable({
  rows,
  sort,
  onSort,
  isSuper,
  canWrite,
  onRefresh,
  onRevert,
}: {
  rows: TaskRow[] | undefined;
  sort: TaskSort;
  onSort: (next: TaskSort) => void;
  isSuper: boolean;
  canWrite: boolean;
  onRefresh: (task: TaskRow) => void;
  onRevert: (task: TaskRow) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tasks.${key}`);
  const sortable = (column: TaskSort['column'], label: string) => (
    <SortLabel column={column} sort={sort} onSort={onSort} first="desc" testId={`task-sort-${column}`}>
      {label}
    </SortLabel>
  );
  return (
    <ScrollTable
      testId="task-table"
      sx={{
        '& td, & th': { whiteSpace: 'nowrap' },
        // the store name wraps and the actions stay in view on narrow screens
        '& td:first-of-type': { whiteSpace: 'normal', minWidth: 140 },
        '& td:last-of-type, & th:last-of-type': { position: 'sticky', right: 0, bgcolor: 'background.paper' },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{sortable('storeCode', t('store'))}</TableCell>
          <TableCell>{sortable('taskType', t('type'))}</TableCell>
          <TableCell>{t('progress')}</TableCell>
          <TableCell align="right">{t('updatedTotal')}</TableCell>
          <TableCell>{sortable('startTime', t('startTime'))}</TableCell>
          <TableCell>{t('endTime')}</TableCell>
          <TableCell>{t('actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(rows ?? []).map((task) => {
          const red = isSuper && task.refreshed;
          return (
            <TableRow
              key={task.taskId}
              hover
              data-testid="task-row"
              data-task-id={task.taskId}
              data-refreshed={red ? 'true' : 'false'}
              className={red ? 'task-refreshed' : undefined}
              sx={red ? { bgcolor: 'rgba(198, 40, 40, 0.12)', '& td': { color: 'error.dark' } } : undefined}
            >
              <TableCell>
                {task.storeName ? `${task.storeName} (${task.storeCode})` : task.storeCode}
              </TableCell>
              <TableCell data-testid="task-type">{taskTypeLabel(task)}</TableCell>
              <TableCell>
                <TaskProgress progress={task.progress} />
              </TableCell>
              <TableCell align="right" data-testid="task-counts">
                {task.updatedTags} / {task.totalTags}
              </TableCell>
              <TableCell>{taskTime(task.startTime)}</TableCell>
              <TableCell data-testid="task-end">
                {task.endTime ? taskTime(task.endTime) : t('inProgress')}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  <RowAction label={t('detail')} to={taskDetailPath(task)} data-testid="task-detail">
                    <SearchIcon fontSize="small" />
                  </RowAction>
                  {isSuper && (
                    <RowAction
                      label={t('refresh')}
                      onClick={() => onRefresh(task)}
                      data-testid="task-refresh"
                    >
                      <RefreshIcon fontSize="small" />
                    </RowAction>
                  )}
                  {canWrite && REVERTIBLE_TYPES.includes(task.taskType) && (
                    <RowAction label={t('revert')} onClick={() => onRevert(task)} data-testid="task-revert">
                      <UndoIcon fontSize="small" />
                    </RowAction>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
        {rows && rows.length === 0 && <NoDataRow colSpan={7} />}
      </TableBody>
    </ScrollTable>
  );
}
