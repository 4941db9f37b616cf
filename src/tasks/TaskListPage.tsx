// Task list (doc 2 §2 route /task): the schema list `task` (schemas/updateTask.schema.json): the update tasks of
// the user's stores, newest start first, 25 per page with the length menu of doc 2 §9 (10 to 1000 and all),
// filtered by store, type and start day; every 5 s while a task on the page runs, else every 30 s; refresh
// (role 0) and revert (confirmed). Cells, actions and the refreshed rows' colour are registered in taskViews.tsx.
import { Card, CardContent, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { PromptDialog } from '../shared/PromptDialog';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import type { TaskRow } from './api';
import './taskViews';
import type { TaskListPageValue } from './taskViews';
import { useTaskActions } from './useTaskActions';

export default function TaskListPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions } = useAppPermissions();
  const [reverting, setReverting] = useState<TaskRow | null>(null);
  const actions = useTaskActions(refresh);
  const page: TaskListPageValue = {
    isSuper: isSuper(permissions),
    canWrite: can(permissions, 'task', 'write'),
    refresh: (task) => void actions.refresh(task),
    revert: setReverting,
  };
  return (
    <Card data-testid="task-list-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.tasks.title')}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.task} />
        </SchemaPage>
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
