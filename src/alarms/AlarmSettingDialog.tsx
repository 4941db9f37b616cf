// The alarm settings modal (doc 3 §2, §3): memoryThreshold, diskThreshold, progressThreshold,
// totalTagsThreshold, receiveCriticalOnly (schemas/alarmSetting) loaded and saved through /alarm/setting.
// A failed save shows the server's message, or status text and code. Without alarm write the settings show read
// only, with Close and no Save.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { formEntities } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { alarmQueries, useAlarmSetting } from './api';
import { alarmSettingCalls } from '../generated/client';

const meta = formEntities.alarmSetting;

export function AlarmSettingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const { data } = useAlarmSetting(open);
  const { permissions } = useAppPermissions();
  const readOnly = !can(permissions, 'alarm', 'write');
  const save = async (values: FieldValues) => {
    try {
      const saved = await alarmSettingCalls.save({ body: values });
      queryClient.setQueryData(alarmQueries.setting.queryKey, saved);
      notify('app.alarms.setting.saved', { type: 'success' });
      onClose();
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="alarm-setting-dialog">
      <DialogTitle>{translate('app.alarms.setting.title')}</DialogTitle>
      <DialogContent>
        {open && data && (
          <SchemaForm
            meta={meta}
            operation="edit"
            form="alarmSetting"
            record={data}
            onSubmit={save}
            readOnly={readOnly}
            testIdPrefix="alarm-setting"
            toolbar={<SchemaDialogToolbar readOnly={readOnly} onClose={onClose} />}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
