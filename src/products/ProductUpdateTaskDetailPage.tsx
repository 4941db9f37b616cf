// Detail of one product update task (doc 2 §2 route /product/{storeCode}/{updateId}/{taskId}/update/task/detail):
// the task's facts and its tags with their result (OK or NG; spinner while the radio works), the tag preview, the
// product image the task pushed and the product's graph. Users with task read can open it in the task area
// (/task/detail/{storeCode}/{taskId}/UPDATE).
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { NotFound } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { parseTaskId } from '../tasks/taskId';
import { TaskDetailView, useTask } from '../tasks/TaskDetailView';
import { updateTaskCalls } from '../generated/client';

export default function ProductUpdateTaskDetailPage() {
  const { storeCode = '', updateId = '', taskId = '' } = useParams();
  const id = parseTaskId(taskId);
  if (id === null) return <NotFound />;
  return <ProductTaskDetail storeCode={storeCode} updateId={updateId} taskId={id} />;
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
  const { task } = useTask(['productUpdateTask', storeCode, taskId], async (signal) => {
    const page = await updateTaskCalls.productUpdateTasks(
      { storeCode, body: { start: 0, length: 1, filter_taskId: taskId } },
      { signal },
    );
    return page.data[0] ?? null;
  });
  return (
    <TaskDetailView
      testId="product-task-detail-page"
      back={{
        to: `/product/${encodeURIComponent(storeCode)}/update/task/list`,
        label: translate('app.tasks.productTasksTitle', { storeCode }),
        testId: 'product-task-back',
      }}
      actions={
        <>
          <Typography color="text.secondary">{translate('app.tasks.updateIdLine', { updateId })}</Typography>
          {can(permissions, 'task', 'read') && (
            <Button component={Link} to={`/task/detail/${encodeURIComponent(storeCode)}/${taskId}/UPDATE`}>
              {translate('app.tasks.openInTasks')}
            </Button>
          )}
        </>
      }
      storeCode={storeCode}
      taskId={taskId}
      task={task}
      lists={{ all: resources.productTaskTag }}
    />
  );
}
