// Update task list of a store (doc 2 §2 route /product/{storeCode}/update/task/list; §3 Update task): the schema
// list `productTask` (schemas/updateTask.schema.json x-lists): the store's product update tasks (PRODUCT and
// LAYOUT), newest first: task, type, products, tags, progress, times, update ID, and a link to each task's detail
// (/product/{storeCode}/{updateId}/{taskId}/update/task/detail).
import { Card, CardContent } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { PageHeader } from '../layout/PageHeader';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import '../tasks/taskViews';

export default function ProductUpdateTaskListPage() {
  const { storeCode = '' } = useParams();
  return <ProductUpdateTasks key={storeCode} storeCode={storeCode} />;
}

function ProductUpdateTasks({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  return (
    <Card data-testid="product-update-task-list">
      <CardContent>
        <PageHeader
          back={{
            to: `/product/list/${encodeURIComponent(storeCode)}`,
            label: translate('app.tasks.productsOfStore'),
          }}
          title={translate('app.tasks.productTasksTitle', { storeCode })}
        />
        <SchemaListView meta={resources.productTask} params={{ storeCode }} />
      </CardContent>
    </Card>
  );
}
