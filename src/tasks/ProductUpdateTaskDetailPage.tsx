// Detail of one product update task (doc 2 §2 route /product/{storeCode}/{updateId}/{taskId}/update/task/detail):
// the task's facts and its tags with their result (OK or NG; spinner while the radio works), the tag preview, the
// product image the task pushed and the product's graph. Users with task read can open it in the task area
// (/task/detail/{storeCode}/{taskId}/UPDATE).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NoAccess } from '../auth/NoAccess';
import { can, canAccessStore } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePageQuery } from '../monitoring/usePageQuery';
import { searchProductTaskTags, searchProductUpdateTasks } from './api';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './refresh';
import { TaskSummary } from './TaskSummary';
import { TaskTagsPanel } from './TaskTagsPanel';

export default function ProductUpdateTaskDetailPage() {
  const { storeCode = '', updateId = '', taskId = '' } = useParams();
  const { permissions } = useAppPermissions();
  if (permissions && !canAccessStore(permissions, storeCode)) return <NoAccess />;
  return <ProductTaskDetail storeCode={storeCode} updateId={updateId} taskId={Number(taskId)} />;
}

function ProductTaskDetail({
  storeCode,
  updateId,
  taskId,
}: {
  storeCode: string;
  updateId: string;
  taskId: number;
}) {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const [running, setRunning] = useState(false);
  const { data: task } = usePageQuery({
    queryKey: ['productUpdateTask', storeCode, taskId],
    queryFn: async ({ signal }) => {
      const page = await searchProductUpdateTasks(
        storeCode,
        { start: 0, length: 1, filter_taskId: taskId },
        signal,
      );
      const found = page.data[0] ?? null;
      setRunning(!!found && !found.endTime);
      return found;
    },
    refetchInterval: running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  return (
    <Card data-testid="product-task-detail-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={`/product/${encodeURIComponent(storeCode)}/update/task/list`}
            startIcon={<ArrowBackIcon />}
            data-testid="product-task-back"
          >
            {translate('app.tasks.productTasksTitle', { storeCode })}
          </Button>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('app.tasks.detailTitle', { taskId })}
          </Typography>
          <Typography color="text.secondary">{translate('app.tasks.updateIdLine', { updateId })}</Typography>
          {can(permissions, 'task', 'read') && (
            <Button component={Link} to={`/task/detail/${encodeURIComponent(storeCode)}/${taskId}/UPDATE`}>
              {translate('app.tasks.openInTasks')}
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
            failedSwitch={false}
            fetchTags={(_failed, q, signal) => searchProductTaskTags(storeCode, taskId, q, signal)}
          />
        )}
      </CardContent>
    </Card>
  );
}
