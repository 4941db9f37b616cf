// The create and edit store modals (doc 3 §2, §3, §5, §9): every store field on the schema forms
// x-forms.storeItem / storeEdit (schemas/store.schema.json), the doc 3 §9 new-store defaults from the schema,
// the position picked on the map (click or drag the pin, zoom 16 once chosen) or typed, the messages of
// doc 3 §5 and the 10-300 s duration rule (domain/storeRules.ts, which the server applies too).
// A failed save shows 'Setting Store Error'.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { Store } from '../../domain/generated/types';
import { durationProblem } from '../../domain/storeRules';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { namedFormSchema } from '../schema-views/formResolver';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { SETTING_ERRORS } from './settingErrors';
import { storeCalls } from '../generated/client';

const meta = resources.store;

function formSchema(form: 'storeItem' | 'storeEdit') {
  return namedFormSchema(meta, form).superRefine((values, ctx) => {
    const problem = durationProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['totalDuration'] });
  });
}

export function StoreFormDialog({
  store,
  onClose,
  onSaved,
}: {
  /** the store edited; undefined: a new store */
  store?: Store;
  onClose: () => void;
  onSaved: (store: Store) => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const creating = !store;
  const submit = async (values: FieldValues) => {
    try {
      onSaved(
        await (creating
          ? storeCalls.create({ body: values })
          : storeCalls.update({ body: { ...values, storeCode: store.storeCode } })),
      );
    } catch (error) {
      await showError(error as Error, SETTING_ERRORS.store);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="store-form-dialog">
      <DialogTitle>{translate(creating ? 'app.settings.storeCreate' : 'app.settings.storeEdit')}</DialogTitle>
      <DialogContent>
        <SchemaForm
          meta={meta}
          operation={creating ? 'create' : 'edit'}
          form={creating ? 'storeItem' : 'storeEdit'}
          schema={formSchema(creating ? 'storeItem' : 'storeEdit')}
          record={store}
          testIdPrefix="store"
          problemTestId="store-form-error"
          onSubmit={submit}
          toolbar={
            <SchemaDialogToolbar
              onClose={onClose}
              saveTestId="store-form-save"
              closeTestId="store-form-close"
            />
          }
        />
      </DialogContent>
    </Dialog>
  );
}
