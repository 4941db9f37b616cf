// Task list (doc 2 §2 route /task): the update tasks of the user's stores, newest start first, 25 per page with
// the length menu of doc 2 §9, filtered by store, type and start date; refresh (role 0) and revert (confirmed).
// While a task on the page runs the table refreshes every few seconds.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePaging } from '../layout/ServerPager';
import { PromptDialog } from '../login/PromptDialog';
import { usePageQuery } from '../monitoring/usePageQuery';
import { rangeToEpoch } from '../tags/history/dateRange';
import { searchTasks, type TaskRow } from './api';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './refresh';
import { EMPTY_TASK_FILTERS, TaskFilters, type TaskFilterState } from './TaskFilters';
import { TASK_DEFAULT_LENGTH, TaskPager } from './TaskPager';
import { TaskTable, type TaskSort } from './TaskTable';
import { useTaskActions } from './useTaskActions';

export default function TaskListPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const paging = usePaging(TASK_DEFAULT_LENGTH);
  const [filters, setFilters] = useState<TaskFilterState>(EMPTY_TASK_FILTERS);
  const [sort, setSort] = useState<TaskSort>({ column: 'startTime', dir: 'desc' });
  const [running, setRunning] = useState(false);
  const [reverting, setReverting] = useState<TaskRow | null>(null);
  const body = {
    start: paging.start,
    length: paging.length,
    order: [sort],
    filter_storeCode: filters.storeCode || undefined,
    filter_taskType: filters.taskType || undefined,
    ...rangeToEpoch(filters.range),
  };
  const { data, refetch } = usePageQuery({
    queryKey: ['tasks', body],
    queryFn: async ({ signal }) => {
      const answer = await searchTasks(body, signal);
      setRunning(answer.data.some((task) => !task.endTime));
      return answer;
    },
    refetchInterval: running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  const done = useCallback(() => void refetch(), [refetch]);
  const actions = useTaskActions(done);
  return (
    <Card data-testid="task-list-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.tasks.title')}
        </Typography>
        <TaskFilters
          value={filters}
          stores={permissions?.store ?? []}
          onChange={(next) => {
            setFilters(next);
            paging.setPage(0);
          }}
        />
        <TaskTable
          rows={data?.data}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            paging.setPage(0);
          }}
          isSuper={isSuper(permissions)}
          canWrite={can(permissions, 'task', 'write')}
          onRefresh={(task) => void actions.refresh(task)}
          onRevert={setReverting}
        />
        <TaskPager paging={paging} count={data?.recordsFiltered ?? 0} />
      </CardContent>
      <PromptDialog
        open={reverting !== null}
        title="app.tasks.revertTitle"
        message={translate('app.tasks.revertConfirm', {
          taskId: reverting?.taskId ?? '',
          store: reverting?.storeCode ?? '',
        })}
        onYes={() => {
          const task = reverting;
          setReverting(null);
          if (task) void actions.revert(task);
        }}
        onNo={() => setReverting(null)}
      />
    </Card>
  );
}
