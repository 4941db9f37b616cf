// Create and edit a webhook subscription (issue 35): name, URL, events (checkboxes with their labels), the alarm
// types (the alarm catalogue's) and classes when alarm.raised is chosen, the stores (the members' store widget).
// After a create the dialog's second step shows the signing secret once (WebhookSecretStep).
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  Form,
  ResourceContextProvider,
  TextInput,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { webhookCalls } from '../generated/client';
import { useAlarmConfig } from '../alarms/api';
import { useBusyAction } from '../layout/useBusyAction';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { StoreListInput } from '../schema-views/inputs/StoreListInput';
import {
  SUBSCRIBABLE_EVENTS,
  eventLabelKey,
  formValuesOf,
  webhookBodyOf,
  webhookFormProblem,
  type WebhookFormSource,
  type WebhookFormValues,
} from './webhookForm';
import { WebhookSecretStep } from './WebhookSecretStep';

export type EditedWebhook = WebhookFormSource & { id: number };

function AlarmFilters() {
  const translate = useTranslate();
  const events = useWatch<WebhookFormValues, 'events'>({ name: 'events' });
  const config = useAlarmConfig();
  if (!events?.includes('alarm.raised')) return null;
  const types = (config?.types ?? []).map((entry) => ({ id: entry.type, name: entry.type }));
  const classes = ([1, 2, 3] as const).map((value) => ({
    id: value,
    name: translate(`app.webhooks.alarmClass.${value}`),
  }));
  return (
    <>
      <AutocompleteArrayInput
        source="alarmTypes"
        label="app.webhooks.fields.alarmTypes"
        helperText="app.webhooks.help.alarmTypes"
        choices={types}
        isPending={config === undefined}
        fullWidth
        data-testid="webhook-alarmTypes"
      />
      <CheckboxGroupInput
        source="alarmClasses"
        label="app.webhooks.fields.alarmClasses"
        helperText="app.webhooks.help.alarmClasses"
        choices={classes}
        data-testid="webhook-alarmClasses"
      />
    </>
  );
}

export function WebhookFormDialog({ webhook, onClose }: { webhook?: EditedWebhook; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useBusyAction();
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const editing = webhook !== undefined;
  const save = (values: Record<string, unknown>) => {
    const form = { ...formValuesOf(), ...values } as WebhookFormValues;
    const found = webhookFormProblem(form);
    setProblem(found);
    if (found) return;
    const body = webhookBodyOf(form);
    void run(async () => {
      if (webhook) {
        await webhookCalls.update({ id: webhook.id, body });
        notify('app.notice.updated', { type: 'success' });
        refresh();
        onClose();
      } else {
        const created = await webhookCalls.create({ body });
        refresh();
        setSecret(created.secret);
      }
    });
  };
  const choices = SUBSCRIBABLE_EVENTS.map((type) => ({ id: type, name: translate(eventLabelKey(type)) }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="webhook-form-dialog">
      <DialogTitle>
        {translate(
          secret ? 'app.webhooks.secret.title' : editing ? 'app.webhooks.edit' : 'app.webhooks.create',
        )}
      </DialogTitle>
      {secret ? (
        <WebhookSecretStep secret={secret} onDone={onClose} />
      ) : (
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="webhook-form-problem">
              {translate(problem)}
            </Alert>
          )}
          <Form defaultValues={formValuesOf(webhook)} onSubmit={save}>
            <TextInput source="name" label="app.webhooks.fields.name" fullWidth data-testid="webhook-name" />
            <TextInput
              source="url"
              label="app.webhooks.fields.url"
              helperText="app.webhooks.help.url"
              fullWidth
              data-testid="webhook-url"
            />
            <CheckboxGroupInput
              source="events"
              label="app.webhooks.fields.events"
              choices={choices}
              row={false}
              data-testid="webhook-events"
            />
            <AlarmFilters />
            <ResourceContextProvider value="webhooks">
              <StoreListInput source="stores" />
            </ResourceContextProvider>
            <SchemaDialogToolbar onClose={onClose} saveDisabled={busy} saveTestId="webhook-save" />
          </Form>
        </DialogContent>
      )}
    </Dialog>
  );
}
