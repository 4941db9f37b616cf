// The content of one alarm type (doc 3 §2, §3 Notification content): title, detail, subject and body with the
// variables of GET /alarm/config (listed beside the form), a live preview of the mail filled with the sample
// values (domain/alarmText.ts, as the server fills them), saved with POST /alarm/notification/content/{type}.
import { Box, Dialog, DialogContent, DialogTitle, Divider, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { previewText } from '../../domain/alarmText';
import { formEntities } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { alarmQueries, saveContent, useAlarmConfig, useAlarmContent, type ContentText } from './api';

const meta = formEntities.alarmContent;

function MailPreview({ samples }: { samples: Record<string, string> }) {
  const translate = useTranslate();
  const values = useWatch() as Partial<ContentText>;
  const text = previewText(
    {
      title: values.title ?? '',
      detail: values.detail ?? '',
      subject: values.subject ?? '',
      body: values.body ?? '',
    },
    samples,
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, width: '100%', boxSizing: 'border-box' }}
      data-testid="content-preview"
    >
      <Typography variant="overline">{translate('app.alarms.notification.preview')}</Typography>
      <Typography variant="subtitle2" data-testid="content-preview-subject">
        {text.subject}
      </Typography>
      <Divider sx={{ my: 1 }} />
      <Typography
        component="pre"
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', m: 0 }}
        data-testid="content-preview-body"
      >
        {text.body}
      </Typography>
    </Paper>
  );
}

export function NotificationContentDialog({
  type,
  onClose,
}: {
  type: string | undefined;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const config = useAlarmConfig();
  const { data } = useAlarmContent(type);
  const samples = {
    ...Object.fromEntries((config?.variables ?? []).map((v) => [v.name, v.sample])),
    ...(type ? { type } : {}),
    server: config?.server ?? '',
  };
  const save = async (values: FieldValues) => {
    if (!type) return;
    try {
      const saved = await saveContent(type, values as ContentText);
      queryClient.setQueryData(alarmQueries.content(type).queryKey, saved);
      notify('app.alarms.notification.saved', { type: 'success' });
      onClose();
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Dialog open={!!type} onClose={onClose} fullWidth maxWidth="md" data-testid="notification-content-dialog">
      <DialogTitle>
        {translate('app.alarms.notification.contentTitle')}: {type}
      </DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 2 }}>
            {type && data && (
              <SchemaForm
                meta={meta}
                operation="edit"
                form="content"
                record={data}
                onSubmit={save}
                testIdPrefix="content"
                problemTestId="content-problem"
                toolbar={<SchemaDialogToolbar onClose={onClose} />}
              >
                <MailPreview samples={samples} />
              </SchemaForm>
            )}
          </Box>
          <Box sx={{ flex: 1 }} data-testid="content-variables">
            <Typography variant="subtitle2">{translate('app.alarms.notification.variables')}</Typography>
            {(config?.variables ?? []).map((v) => (
              <Typography key={v.name} variant="body2" sx={{ mt: 0.5 }}>
                <code>{`{${v.name}}`}</code> {v.description}
              </Typography>
            ))}
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
