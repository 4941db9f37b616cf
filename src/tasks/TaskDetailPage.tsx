// Task detail (doc 2 §2 route /task/detail/{storeCode}/{taskId}/{taskType}; taskType UPDATE when linked from
// product update tasks): the task's facts and its tags, with 'show only failed tags', the tag preview, the
// product image and graph modals. Role 0 can refresh the task from here too.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NoAccess } from '../auth/NoAccess';
import { canAccessStore, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePageQuery } from '../monitoring/usePageQuery';
import { findTask, searchTaskTags } from './api';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './refresh';
import { TaskSummary } from './TaskSummary';
import { TaskTagsPanel } from './TaskTagsPanel';
import { useTaskActions } from './useTaskActions';

export default function TaskDetailPage() {
  const { storeCode = '', taskId = '', taskType = '' } = useParams();
  const { permissions } = useAppPermissions();
  if (permissions && !canAccessStore(permissions, storeCode)) return <NoAccess />;
  return <TaskDetail storeCode={storeCode} taskId={Number(taskId)} taskType={taskType} />;
}

function TaskDetail({
  storeCode,
  taskId,
  taskType,
}: {
  storeCode: string;
  taskId: number;
  taskType: string;
}) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const [running, setRunning] = useState(false);
  const { data: task, refetch } = usePageQuery({
    queryKey: ['task', storeCode, taskType, taskId],
    queryFn: async ({ signal }) => {
      const found = await findTask(storeCode, taskType, taskId, signal);
      setRunning(!!found && !found.endTime);
      return found;
    },
    refetchInterval: running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  const actions = useTaskActions(() => void refetch());
  return (
    <Card data-testid="task-detail-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to="/task" startIcon={<ArrowBackIcon />} data-testid="task-back">
            {translate('app.tasks.title')}
          </Button>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('app.tasks.detailTitle', { taskId })}
          </Typography>
          {task && isSuper(permissions) && (
            <Button
              startIcon={<RefreshIcon />}
              onClick={() => void actions.refresh(task)}
              data-testid="task-refresh"
            >
              {translate('app.tasks.refresh')}
            </Button>
          )}
        </Stack>
        {task === null && <Typography color="text.secondary">{translate('app.tasks.notFound')}</Typography>}
        {task && <TaskSummary task={task} />}
        {task && (
          <TaskTagsPanel
            storeCode={storeCode}
            taskId={taskId}
            running={running}
            failedSwitch
            fetchTags={(failedOnly, q, signal) => searchTaskTags(storeCode, taskId, failedOnly, q, signal)}
          />
        )}
      </CardContent>
    </Card>
  );
}
