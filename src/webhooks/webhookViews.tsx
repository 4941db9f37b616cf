// What the webhook tables (schemas/webhook.schema.json, webhookDelivery.schema.json) plug into the schema list by
// name: the events, stores and status cells, the subscription row actions and Create button, the delivery status
// chip, 'Send again' per delivery and 'Send a test event'.
import AddIcon from '@mui/icons-material/Add';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Button, Chip, Stack } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { webhookCalls, webhookDeliveryCalls } from '../generated/client';
import { formatDateTime } from '../i18n/format';
import { useBusyAction } from '../layout/useBusyAction';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerRowAction,
  registerToolbarAction,
  type CellProps,
} from '../schema-views/registry';
import { eventLabelKey } from './webhookForm';
import { useSettingWrite, type WebhookPage } from './webhookPage';
import { WebhookRowActions } from './WebhookRowActions';
import { StoreListCell } from '../stores/picker/StoreListCell';

function Events({ record }: CellProps) {
  const translate = useTranslate();
  const events = (record.events as string[] | null) ?? [];
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5}>
      {events.map((type) => (
        <Chip key={type} size="small" variant="outlined" label={translate(eventLabelKey(type))} />
      ))}
    </Stack>
  );
}

function Stores({ record }: CellProps) {
  const translate = useTranslate();
  const stores = (record.stores as string[] | null) ?? [];
  return stores.length > 0 ? (
    <StoreListCell codes={stores} />
  ) : (
    <span>{translate('app.webhooks.allStores')}</span>
  );
}

function SubscriptionStatus({ record }: CellProps) {
  const translate = useTranslate();
  const active = record.status === 'active';
  const failingSince = record.failingSince as string | null | undefined;
  const reason = record.pausedReason === 'failing' ? 'app.webhooks.status.pausedFailing' : null;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" data-testid="webhook-status">
      <Chip
        size="small"
        color={active ? 'success' : 'default'}
        label={translate(reason ?? `app.webhooks.status.${active ? 'active' : 'paused'}`)}
      />
      {failingSince && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={translate('app.webhooks.status.failingSince', {
            time: formatDateTime(failingSince),
          })}
        />
      )}
    </Stack>
  );
}

const DELIVERY_COLOURS = { pending: 'default', sending: 'info', sent: 'success', failed: 'error' } as const;

function DeliveryStatus({ record }: CellProps) {
  const translate = useTranslate();
  const status = String(record.status) as keyof typeof DELIVERY_COLOURS;
  return (
    <Chip
      size="small"
      color={DELIVERY_COLOURS[status] ?? 'default'}
      label={translate(`app.webhooks.deliveryStatus.${status}`)}
      data-testid="delivery-status"
    />
  );
}

function EventType({ record }: CellProps) {
  const translate = useTranslate();
  return <span>{translate(eventLabelKey(String(record.type)))}</span>;
}

function CreateWebhook() {
  const translate = useTranslate();
  const { openCreate } = useSchemaPage<WebhookPage>();
  if (!useSettingWrite() || !openCreate) return null;
  return (
    <Button startIcon={<AddIcon />} onClick={openCreate} data-testid="webhook-create">
      {translate('app.webhooks.create')}
    </Button>
  );
}

function SendTest() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useBusyAction();
  const { subscriptionId } = useSchemaPage<WebhookPage>();
  if (!useSettingWrite() || subscriptionId === undefined) return null;
  const send = () =>
    run(async () => {
      await webhookCalls.sendTest({ id: subscriptionId });
      notify('app.webhooks.testQueued', { type: 'success' });
      refresh();
    });
  return (
    <Button
      startIcon={<SendIcon />}
      disabled={busy}
      onClick={() => void send()}
      data-testid="webhook-send-test"
    >
      {translate('app.webhooks.sendTest')}
    </Button>
  );
}

function Resend({ record }: { record: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useBusyAction();
  if (!useSettingWrite()) return null;
  const resend = () =>
    run(async () => {
      await webhookDeliveryCalls.resend({ id: Number(record.id) });
      notify('app.webhooks.resendQueued', { type: 'success' });
      refresh();
    });
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={busy}
      onClick={() => void resend()}
      data-testid="delivery-resend"
    >
      {translate('app.webhooks.resend')}
    </Button>
  );
}

registerCell('webhookEvents', { render: Events });
registerCell('webhookStores', { render: Stores });
registerCell('webhookStatus', { render: SubscriptionStatus });
registerCell('webhookEventType', { render: EventType });
registerCell('webhookDeliveryStatus', { render: DeliveryStatus });
registerRowAction('webhookActions', ({ record }) => <WebhookRowActions record={record} />);
registerRowAction('webhookResend', Resend);
registerToolbarAction('webhookCreate', CreateWebhook);
registerToolbarAction('webhookSendTest', SendTest);
