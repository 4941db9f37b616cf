// Task detail (doc 2 §2 route /task/detail/{storeCode}/{taskId}/{taskType}; taskType UPDATE when linked from
// product update tasks): the task's facts and its tags, with 'show only failed tags', the tag preview, the
// product image and graph modals. Role 0 can refresh the task from here too. An id that is no number is the
// not-found page (no search: a dropped filter answered another task).
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { NotFound } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { findTask } from './api';
import { parseTaskId } from './taskId';
import { TaskDetailView, useTask } from './TaskDetailView';
import { useTaskActions } from './useTaskActions';

export default function TaskDetailPage() {
  const { storeCode = '', taskId = '', taskType = '' } = useParams();
  const id = parseTaskId(taskId);
  if (id === null) return <NotFound />;
  return <TaskDetail storeCode={storeCode} taskId={id} taskType={taskType} />;
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
  const { task, refetch } = useTask(['task', storeCode, taskType, taskId], (signal) =>
    findTask(storeCode, taskType, taskId, signal),
  );
  const actions = useTaskActions(() => void refetch());
  return (
    <TaskDetailView
      testId="task-detail-page"
      back={{ to: '/task', label: translate('app.tasks.title'), testId: 'task-back' }}
      actions={
        task &&
        isSuper(permissions) && (
          <Button
            startIcon={<RefreshIcon />}
            onClick={() => void actions.refresh(task)}
            data-testid="task-refresh"
          >
            {translate('app.tasks.refresh')}
          </Button>
        )
      }
      storeCode={storeCode}
      taskId={taskId}
      task={task}
      lists={{ all: resources.taskTag, failed: resources.failedTaskTag }}
    />
  );
}
