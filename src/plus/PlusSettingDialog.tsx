// The plus settings modal of a store (doc 3 §2, §3 'Plus setting', §7: GET and POST /plus/store/{store}/setting):
// the fields of schemas/plusSetting x-forms.plusSetting with their validator; saved with plus write, read only
// without it.
import { Dialog, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { formEntities } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { namedFormSchema } from '../schema-views/formResolver';
import { SchemaForm } from '../schema-views/SchemaForm';
import { plusSettingQuery, savePlusSetting } from './deviceApi';

const meta = formEntities.plusSetting;

interface Props {
  storeCode: string;
  open: boolean;
  canWrite: boolean;
  onClose: () => void;
}

export function PlusSettingDialog({ storeCode, open, canWrite, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({
    ...plusSettingQuery(storeCode),
    enabled: open,
    gcTime: 0,
  });
  useEffect(() => {
    if (error) void showError(error as Error).then(onClose);
    // once per failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  const save = async (values: FieldValues) => {
    // the form's fields only (not the row's storeCode and updatedAt)
    const fields = Object.keys(namedFormSchema(meta, 'plusSetting').shape);
    try {
      const saved = await savePlusSetting(storeCode, Object.fromEntries(fields.map((f) => [f, values[f]])));
      // the dialogs that start from the settings (info view, template) start from the saved ones
      queryClient.setQueryData(plusSettingQuery(storeCode).queryKey, saved);
      notify('app.notice.updated', { type: 'success' });
      onClose();
    } catch (failure) {
      await showError(failure as Error);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid="plus-setting-dialog">
      <DialogTitle>
        {translate('app.plus.device.tools.setting')} · {storeCode}
      </DialogTitle>
      <DialogContent>
        {!data && !error && <LinearProgress />}
        {data && (
          <SchemaForm
            meta={meta}
            operation="edit"
            form="plusSetting"
            record={data}
            onSubmit={save}
            readOnly={!canWrite}
            testIdPrefix="plus-setting"
            problemTestId="plus-setting-problem"
            toolbar={
              <SchemaDialogToolbar readOnly={!canWrite} onClose={onClose} saveTestId="plus-setting-save" />
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
