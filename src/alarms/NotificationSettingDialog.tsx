// The notification setting of one alarm type (doc 3 §2 /alarm/notification): mailed or not, from which class,
// to which members and addresses (schemas/alarmNotification x-forms.notification), saved with
// POST /alarm/notification/setting. A failed save shows the server's message, or status text and code.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import type { Row } from '../schema-views/registry';
import { addressesOf } from './alarmViews';
import { alarmNotificationCalls } from '../generated/client';

const meta = resources.alarmNotification;

export function NotificationSettingDialog({ row, onClose }: { row: Row | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const save = async (values: FieldValues) => {
    try {
      await alarmNotificationCalls.save({
        body: {
          ...values,
          type: typeof row?.type === 'string' ? row.type : undefined,
          addresses: addressesOf(values.addresses),
        },
      });
      notify('app.alarms.notification.saved', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Dialog open={!!row} onClose={onClose} fullWidth maxWidth="sm" data-testid="notification-setting-dialog">
      <DialogTitle>
        {translate('app.alarms.notification.settingTitle')}: {String(row?.type ?? '')}
      </DialogTitle>
      <DialogContent>
        {row && (
          <SchemaForm
            meta={meta}
            operation="edit"
            form="notification"
            record={row}
            onSubmit={save}
            testIdPrefix="notification"
            toolbar={<SchemaDialogToolbar onClose={onClose} />}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
