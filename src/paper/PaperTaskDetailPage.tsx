// Paper task detail (doc 2 §2 /paper/task/{storeCode}/{taskId}): the task's facts (GET /paper/task/{taskId}/store/
// {code}: description, total, complete, progress) and the schema list of its rows (prCode, prInfo, printerIp,
// printerName, result NONE / SUCCESS / FAIL, resultMsg, printedTime, updatedAt), both refreshed every 3 s while the printers
// work. 'No Data' when the task has no row.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { usePageQuery } from '../monitoring/usePageQuery';
import { SchemaFacts } from '../schema-views/SchemaFacts';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { useStoreLabel } from '../layout/useStoreLabel';
import { PAPER_STORES, paperTasksPath } from './api';
import './paperViews';
import { paperTaskKeys, paperTaskCalls } from '../generated/client';

const PRINTING_REFRESH_MS = 3000;

export default function PaperTaskDetailPage() {
  const translate = useTranslate();
  const { storeCode = '', taskId = '' } = useParams();
  const store = useStoreLabel(storeCode, PAPER_STORES);
  const [printing, setPrinting] = useState(false);
  const { data: task } = usePageQuery({
    queryKey: paperTaskKeys.getOne({ _id: taskId, storeCode }),
    queryFn: async ({ signal }) => {
      const answer = await paperTaskCalls.getOne({ _id: taskId, storeCode }, { signal });
      setPrinting(answer.complete < answer.total);
      return answer;
    },
    refetchInterval: printing ? PRINTING_REFRESH_MS : undefined,
  });
  return (
    <Card data-testid="paper-task-detail-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to={paperTasksPath(storeCode)} startIcon={<ArrowBackIcon />}>
            {translate('app.paper.backToTasks', { storeCode: store })}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.paper.taskTitle', { storeCode, taskId })}
          </Typography>
        </Stack>
        {task && (
          <SchemaFacts
            meta={resources.paperTask}
            record={task as unknown as Record<string, unknown>}
            testIdPrefix="paper-task"
          />
        )}
        {task && task.total === 0 && <Alert severity="info">{translate('app.noData')}</Alert>}
        <SchemaListView meta={resources.paperTaskRow} params={{ taskId, storeCode }} />
      </CardContent>
    </Card>
  );
}
