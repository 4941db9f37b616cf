// The facts of one task above its tags: store, type, progress, updated / failed / total tags, start and end.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { TaskRow } from './api';
import { TaskProgress } from '../shared/TaskProgress';
import { taskTypeLabel } from './taskViews';
import { taskTime } from './taskTime';
import { storeLabel } from '../../domain/storeLabel';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box data-testid={testId}>{children}</Box>
    </Box>
  );
}

export function TaskSummary({ task }: { task: TaskRow }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tasks.${key}`);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5, mb: 2 }}
      data-testid="task-summary"
    >
      <Fact label={t('store')}>{storeLabel(task.storeCode, task.storeName)}</Fact>
      <Fact label={t('type')} testId="task-summary-type">
        {taskTypeLabel(task)}
      </Fact>
      <Fact label={t('progress')}>
        <TaskProgress progress={task.progress} />
      </Fact>
      <Fact label={t('updatedTotal')} testId="task-summary-counts">
        {task.updatedTags} / {task.totalTags}
      </Fact>
      <Fact label={t('failed')}>{task.failedTags}</Fact>
      <Fact label={t('startTime')}>{taskTime(task.startTime)}</Fact>
      <Fact label={t('endTime')} testId="task-summary-end">
        {task.endTime ? taskTime(task.endTime) : t('inProgress')}
      </Fact>
      {task.createdBy && <Fact label={t('createdBy')}>{task.createdBy}</Fact>}
    </Box>
  );
}
