// The task table across stores (doc 2 §2 Task list, §3 Update task, §4): store, type (LAYOUT with its layout),
// coloured progress, updated / total tags, start, end ('in progress' while running) and the actions: detail,
// refresh (role 0 only; refreshed rows red for role 0) and revert (product update tasks, task write).
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
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
    <TableSortLabel
      active={sort.column === column}
      direction={sort.column === column ? sort.dir : 'asc'}
      onClick={() => onSort({ column, dir: sort.column === column && sort.dir === 'desc' ? 'asc' : 'desc' })}
      data-testid={`task-sort-${column}`}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="task-table" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
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
                    <Tooltip title={t('detail')}>
                      <IconButton
                        size="small"
                        component={Link}
                        to={taskDetailPath(task)}
                        aria-label={t('detail')}
                        data-testid="task-detail"
                      >
                        <SearchIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {isSuper && (
                      <Tooltip title={t('refresh')}>
                        <IconButton
                          size="small"
                          onClick={() => onRefresh(task)}
                          aria-label={t('refresh')}
                          data-testid="task-refresh"
                        >
                          <RefreshIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {canWrite && REVERTIBLE_TYPES.includes(task.taskType) && (
                      <Tooltip title={t('revert')}>
                        <IconButton
                          size="small"
                          onClick={() => onRevert(task)}
                          aria-label={t('revert')}
                          data-testid="task-revert"
                        >
                          <UndoIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{translate('app.noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
