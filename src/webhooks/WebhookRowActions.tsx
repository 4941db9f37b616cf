// Row actions of a webhook subscription (issue 35): its deliveries, and with setting write: edit, rotate the
// secret (confirmed; the new one shown once), pause or resume, delete (confirmed).
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Dialog, DialogTitle, IconButton, Stack, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { webhookCalls } from '../generated/client';
import { useBusyAction } from '../layout/useBusyAction';
import { PromptDialog } from '../shared/PromptDialog';
import { WebhookFormDialog, type EditedWebhook } from './WebhookFormDialog';
import { WebhookSecretStep } from './WebhookSecretStep';
import { useSettingWrite } from './webhookPage';

type Open = 'edit' | 'confirmRotate' | 'confirmDelete' | null;

function Action(props: { label: string; icon: ReactElement; onClick: () => void; testId: string }) {
  const translate = useTranslate();
  const label = translate(props.label);
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        data-testid={props.testId}
        onClick={(event) => (event.stopPropagation(), props.onClick())}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

export function WebhookRowActions({ record }: { record: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const write = useSettingWrite();
  const { run } = useBusyAction();
  const [open, setOpen] = useState<Open>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const id = Number(record.id);
  const active = record.status === 'active';
  const close = () => setOpen(null);
  const act = (work: () => Promise<unknown>, done: string) =>
    run(async () => {
      close();
      await work();
      notify(done, { type: 'success' });
      refresh();
    });
  const rotate = () =>
    run(async () => {
      close();
      setSecret((await webhookCalls.rotateSecret({ id })).secret);
      refresh();
    });
  return (
    <Stack direction="row" spacing={0.5}>
      <Action
        label="app.webhooks.deliveries"
        icon={<ListAltIcon fontSize="small" />}
        onClick={() => navigate(`/system/webhooks/${id}`)}
        testId="webhook-deliveries"
      />
      {write && (
        <>
          <Action
            label="app.webhooks.edit"
            icon={<EditIcon fontSize="small" />}
            onClick={() => setOpen('edit')}
            testId="webhook-edit"
          />
          <Action
            label="app.webhooks.rotate"
            icon={<KeyIcon fontSize="small" />}
            onClick={() => setOpen('confirmRotate')}
            testId="webhook-rotate"
          />
          <Action
            label={active ? 'app.webhooks.pause' : 'app.webhooks.resume'}
            icon={active ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
            onClick={() =>
              void act(
                () => webhookCalls.update({ id, body: { status: active ? 'paused' : 'active' } }),
                'app.notice.updated',
              )
            }
            testId={active ? 'webhook-pause' : 'webhook-resume'}
          />
          <Action
            label="app.webhooks.delete"
            icon={<DeleteIcon fontSize="small" />}
            onClick={() => setOpen('confirmDelete')}
            testId="webhook-delete"
          />
        </>
      )}
      {open === 'edit' && <WebhookFormDialog webhook={record as unknown as EditedWebhook} onClose={close} />}
      <PromptDialog
        open={open === 'confirmRotate'}
        title="app.webhooks.rotate"
        message={translate('app.webhooks.confirmRotate', { name: String(record.name) })}
        onYes={() => void rotate()}
        onNo={close}
      />
      <PromptDialog
        open={open === 'confirmDelete'}
        title="app.webhooks.delete"
        message={translate('app.webhooks.confirmDelete', { name: String(record.name) })}
        onYes={() => void act(() => webhookCalls.delete({ id }), 'app.webhooks.deleted')}
        onNo={close}
      />
      {secret && (
        <Dialog
          open
          onClose={() => setSecret(null)}
          fullWidth
          maxWidth="sm"
          data-testid="webhook-secret-dialog"
        >
          <DialogTitle>{translate('app.webhooks.secret.title')}</DialogTitle>
          <WebhookSecretStep secret={secret} onDone={() => setSecret(null)} />
        </Dialog>
      )}
    </Stack>
  );
}
