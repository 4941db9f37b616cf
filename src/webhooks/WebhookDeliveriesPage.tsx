// /system/webhooks/:id (issue 35): a subscription's recent deliveries, newest first, refreshed every 3 s
// (schemas/webhookDelivery.schema.json x-list), 'Send again' per row and 'Send a test event'.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { resources } from '../../domain/generated/resources';
import { webhookCalls, webhookKeys } from '../generated/client';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import type { WebhookPage } from './webhookPage';
import './webhookViews';

/** the subscription's name and URL, from the subscriptions search (there is no call for one subscription) */
function useSubscription(id: number) {
  const body = { length: -1 };
  const { data } = useQuery({
    queryKey: webhookKeys.search({ body }),
    queryFn: ({ signal }) => webhookCalls.search({ body }, { signal }),
    select: (answer) => answer.data.find((row) => row.id === id),
  });
  return data;
}

export default function WebhookDeliveriesPage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const subscription = useSubscription(id);
  const page: WebhookPage = { subscriptionId: id };
  return (
    <Card data-testid="webhook-deliveries-page">
      <CardContent>
        <Button component={Link} to="/system/webhooks" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('app.webhooks.title')}
        </Button>
        <Typography variant="h5" component="h1" data-testid="webhook-deliveries-heading">
          {translate('app.webhooks.deliveriesOf', { name: subscription?.name ?? `#${id}` })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, fontFamily: 'monospace' }}>
          {subscription?.url ?? ''}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.webhookDeliveries} params={{ id: String(id) }} />
        </SchemaPage>
      </CardContent>
    </Card>
  );
}
