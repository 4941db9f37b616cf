// Update task list of a store (doc 2 §2 route /product/{storeCode}/update/task/list; §3 Update task): the store's
// product update tasks (PRODUCT and LAYOUT), newest first: task, products, tags, progress, times, update ID, and
// a link to each task's detail (/product/{storeCode}/{updateId}/{taskId}/update/task/detail).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NoAccess } from '../auth/NoAccess';
import { canAccessStore } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePaging } from '../layout/ServerPager';
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
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button
            component={Link}
            to={`/product/list/${encodeURIComponent(storeCode)}`}
            startIcon={<ArrowBackIcon />}
          >
            {t('productsOfStore')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.tasks.productTasksTitle', { storeCode })}
          </Typography>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            data-testid="product-task-table"
            sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
          >
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
                    <Tooltip title={t('detail')}>
                      <IconButton
                        size="small"
                        component={Link}
                        to={productTaskDetailPath(storeCode, task)}
                        aria-label={t('detail')}
                        data-testid="product-task-detail"
                      >
                        <SearchIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
              {data && data.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9}>{translate('app.noData')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
        <TaskPager paging={paging} count={data?.recordsFiltered ?? 0} />
      </CardContent>
    </Card>
  );
}
