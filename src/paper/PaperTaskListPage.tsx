// Paper tasks of a store (doc 2 §2 /paper/task/{storeCode}): the schema list of `paperTask` (taskDes, total,
// complete, progress with the 30 / 100 colour thresholds, updatedAt; 25 per page, refreshed every 3 s while a
// task prints); a row opens the task's rows.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { useStoreLabel } from '../layout/useStoreLabel';
import { PAPER_STORES, paperTaskPath } from './api';
import './paperViews';

export default function PaperTaskListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { storeCode = '' } = useParams();
  const store = useStoreLabel(storeCode, PAPER_STORES);
  return (
    <Card data-testid="paper-task-list-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Button component={Link} to="/paper" startIcon={<ArrowBackIcon />}>
            {translate('app.paper.back')}
          </Button>
          <Typography variant="h5" component="h1">
            {translate('app.paper.tasksTitle', { storeCode: store })}
          </Typography>
        </Stack>
        <SchemaListView
          meta={resources.paperTask}
          params={{ storeCode }}
          onRowClick={(task) => navigate(paperTaskPath(storeCode, String(task._id)))}
        />
      </CardContent>
    </Card>
  );
}
