// The body of both task detail pages (doc 2 §2 Task detail and product update task detail): a header with the
// way back, the title and the page's own buttons; the task's facts; its tags. The task is polled quickly while it
// runs (no end time yet), slowly otherwise.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { PageHeader } from '../layout/PageHeader';
import { usePageQuery } from '../monitoring/usePageQuery';
import type { TaskRow } from './api';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './refresh';
import { TaskSummary } from './TaskSummary';
import { TaskTagsPanel } from './TaskTagsPanel';

/** the task (null: not found), polled quickly while it runs */
export function useTask(queryKey: unknown[], find: (signal: AbortSignal) => Promise<TaskRow | null>) {
  const [running, setRunning] = useState(false);
  const query = usePageQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const found = await find(signal);
      setRunning(!!found && !found.endTime);
      return found;
    },
    refetchInterval: running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  return { task: query.data, running, refetch: query.refetch };
}

export function TaskDetailView({
  testId,
  back,
  taskId,
  task,
  actions,
  ...tags
}: {
  testId: string;
  back: { to: string; label: string; testId: string };
  taskId: number;
  task: TaskRow | null | undefined;
  /** the header's right-hand side */
  actions?: ReactNode;
} & Omit<ComponentProps<typeof TaskTagsPanel>, 'taskId'>) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <PageHeader back={back} title={translate('app.tasks.detailTitle', { taskId })}>
          {actions}
        </PageHeader>
        {task === null && <Typography color="text.secondary">{translate('app.tasks.notFound')}</Typography>}
        {task && <TaskSummary task={task} />}
        {task && <TaskTagsPanel taskId={taskId} {...tags} />}
      </CardContent>
    </Card>
  );
}
