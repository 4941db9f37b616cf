// The family create / update / detail modal (doc 2 §2 Modals, §3, §5): the schema form x-forms.familyItem of
// schemas/familyProduct.schema.json: store (shared list, on create), family code, familyProductItemCount product
// code inputs, layout (GET /layout/name) and NFC, checked by the generated validator after the rules'
// normalisation (familyRules.ts; the server checks the same): the first failing field's message shows and the
// field takes the focus. View mode (no product.write) shows the same fields read only. 'no matching tags'
// counts as success.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { normaliseFamily, type Family } from '../../domain/familyRules';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { errorMessageOf } from '../providers/httpClient';
import { namedFormSchema } from '../schema-views/formResolver';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import type { FamilyRow, SaveAnswer } from './api';
import './familyViews';
import { familyProductCalls } from '../generated/client';

export type FamilyFormMode = 'create' | 'edit' | 'view';

const NO_MATCHING_TAGS = 'no matching tags';
const meta = resources.family;
const schema = z.preprocess(normaliseFamily, namedFormSchema(meta, 'familyItem'));

export interface FamilyFormDialogProps {
  mode: FamilyFormMode;
  /** the family edited or viewed */
  family?: FamilyRow | null;
  /** the store of a store's table; absent in the shared list, where the store is chosen on create */
  storeCode?: string;
  onClose: () => void;
  /** after a save (null: the server answered 'no matching tags', which counts as success) */
  onSaved: (answer: SaveAnswer | null) => void;
}

export function FamilyFormDialog({ mode, family, storeCode, onClose, onSaved }: FamilyFormDialogProps) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const readOnly = mode === 'view';
  const submit = async (values: FieldValues) => {
    try {
      onSaved(await familyProductCalls.save({ body: values as Family }));
    } catch (failure) {
      if (errorMessageOf((failure as { body?: unknown }).body) === NO_MATCHING_TAGS) onSaved(null);
      else await showError(failure as Error);
    }
  };
  const title = { create: 'app.families.create', edit: 'app.families.edit', view: 'app.families.view' }[mode];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="family-form-title"
      data-testid="family-form-dialog"
    >
      <DialogTitle id="family-form-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <SchemaForm
          meta={meta}
          operation={mode === 'create' ? 'create' : 'edit'}
          form="familyItem"
          schema={schema}
          record={family ?? { storeCode: storeCode ?? '', prCodeList: [] }}
          overrides={storeCode ? { storeCode: null } : undefined}
          readOnly={readOnly}
          testIdPrefix="family"
          problemTestId="family-form-error"
          onSubmit={submit}
          toolbar={
            <SchemaDialogToolbar
              readOnly={readOnly}
              onClose={onClose}
              saveTestId="family-form-save"
              closeTestId="family-form-close"
            />
          }
        />
      </DialogContent>
    </Dialog>
  );
}
