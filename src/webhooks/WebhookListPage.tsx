// /system/webhooks (issue 35): the webhook subscriptions (schemas/webhook.schema.json; its parts in
// webhookViews.tsx), newest first, with Create (setting write) and the row actions.
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { WebhookFormDialog } from './WebhookFormDialog';
import type { WebhookPage } from './webhookPage';
import './webhookViews';

export default function WebhookListPage() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const page: WebhookPage = { openCreate: () => setCreating(true) };
  return (
    <Card data-testid="webhooks-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate('app.webhooks.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.webhooks.intro')}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.webhooks} />
        </SchemaPage>
        {creating && <WebhookFormDialog onClose={() => setCreating(false)} />}
      </CardContent>
    </Card>
  );
}
