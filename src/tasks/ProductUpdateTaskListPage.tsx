// Update task list of a store (doc 2 §2 route /product/{storeCode}/update/task/list; §3 Update task): the store's
// product update tasks (PRODUCT and LAYOUT), newest first: task, products, tags, progress, times, update ID, and
// a link to each task's detail (/product/{storeCode}/{updateId}/{taskId}/update/task/detail).
import SearchIcon from '@mui/icons-material/Search';
import { Card, CardContent, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NoAccess } from '../auth/NoAccess';
import { canAccessStore } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { PageHeader } from '../layout/PageHeader';
import { usePaging } from '../layout/ServerPager';
import { NoDataRow, RowAction, ScrollTable } from '../layout/tableParts';
import { usePageQuery } from '../monitoring/usePageQuery';
import { searchProductUpdateTasks, type TaskRow } from './api';
import { IDLE_REFRESH_MS, RUNNING_REFRESH_MS } from './refresh';
import { TASK_DEFAULT_LENGTH, TaskPager } from './TaskPager';
import { TaskProgress } from './TaskProgress';
import { taskTypeLabel } from './TaskTable';
import { taskTime } from './taskTime';

/** the update ID segment of the detail route; a task without one (seeded, simulator) is written '-' */
export const NO_UPDATE_ID = '-';

export const productTaskDetailPath = (storeCode: string, task: Pick<TaskRow, 'updateId' | 'taskId'>) =>
  `/product/${encodeURIComponent(storeCode)}/${encodeURIComponent(task.updateId ?? NO_UPDATE_ID)}/${task.taskId}/update/task/detail`;

export default function ProductUpdateTaskListPage() {
  const { storeCode = '' } = useParams();
  const { permissions } = useAppPermissions();
  if (permissions && !canAccessStore(permissions, storeCode)) return <NoAccess />;
  return <ProductUpdateTasks storeCode={storeCode} />;
}

function ProductUpdateTasks({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tasks.${key}`);
  const paging = usePaging(TASK_DEFAULT_LENGTH);
  const [running, setRunning] = useState(false);
  const body = { start: paging.start, length: paging.length };
  const { data } = usePageQuery({
    queryKey: ['productUpdateTasks', storeCode, body],
    queryFn: async ({ signal }) => {
      const answer = await searchProductUpdateTasks(storeCode, body, signal);
      setRunning(answer.data.some((task) => !task.endTime));
      return answer;
    },
    refetchInterval: running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS,
  });
  return (
    <Card data-testid="product-update-task-list">
      <CardContent>
        <PageHeader
          back={{ to: `/product/list/${encodeURIComponent(storeCode)}`, label: t('productsOfStore') }}
          title={translate('app.tasks.productTasksTitle', { storeCode })}
        />
        <ScrollTable testId="product-task-table" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('taskId')}</TableCell>
              <TableCell>{t('type')}</TableCell>
              <TableCell align="right">{t('productCount')}</TableCell>
              <TableCell align="right">{t('tagCount')}</TableCell>
              <TableCell>{t('progress')}</TableCell>
              <TableCell>{t('startTime')}</TableCell>
              <TableCell>{t('endTime')}</TableCell>
              <TableCell>{t('updateId')}</TableCell>
              <TableCell>{t('detail')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((task) => (
              <TableRow key={task.taskId} hover data-testid="product-task-row" data-task-id={task.taskId}>
                <TableCell>{task.internalTaskId}</TableCell>
                <TableCell>{taskTypeLabel(task)}</TableCell>
                <TableCell align="right">{task.productCount}</TableCell>
                <TableCell align="right">{task.tagCount}</TableCell>
                <TableCell>
                  <TaskProgress progress={task.progress} />
                </TableCell>
                <TableCell>{taskTime(task.startTime)}</TableCell>
                <TableCell>{task.endTime ? taskTime(task.endTime) : t('inProgress')}</TableCell>
                <TableCell>{task.updateId ?? ''}</TableCell>
                <TableCell>
                  <RowAction
                    label={t('detail')}
                    to={productTaskDetailPath(storeCode, task)}
                    data-testid="product-task-detail"
                  >
                    <SearchIcon fontSize="small" />
                  </RowAction>
                </TableCell>
              </TableRow>
            ))}
            {data && data.data.length === 0 && <NoDataRow colSpan={9} />}
          </TableBody>
        </ScrollTable>
        <TaskPager paging={paging} count={data?.recordsFiltered ?? 0} />
      </CardContent>
    </Card>
  );
}
