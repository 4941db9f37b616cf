// The product create / update / detail modal (doc 2 §2 Modals, §3 Product, §5): the schema form x-forms.productItem
// of schemas/product.schema.json: product code, layout (GET /layout/name), NFC and the prInfo entries
// (ProductInfoFields, entry 0 the name), plus any field a team adds to that form. Create checks 'Please enter Product Code' then
// 'Please enter Layout ID' (productFormSchema); an existing code asks 'This product is already registered. Would
// you like to update the product?' and Yes updates it with what the form was given (what it left empty stays). 'no matching tags' counts as success (doc 2 §4); other failures open the
// 'Error' dialog. View mode (no product.write) shows the same fields read only.
import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { siteRules } from '../../domain/siteRules';
import { resources } from '../../domain/generated/resources';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../shared/PromptDialog';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { findProduct, saveProduct, type ProductInput, type ProductListRow } from './api';
import { keepStoredWhereEmpty, productFormSchema, productToSend } from './productForm';
import './productViews';

export type ProductFormMode = 'create' | 'edit' | 'view';

const meta = resources.product;
/** the name is the info entry 0 ("0. Product Name", doc 2 §3 has no other): no second input for it; the API's prName
 * stays as it is (an edit sends the stored one, a new product takes prInfo[0]) */
const NO_NAME_INPUT = { prName: null };

export interface ProductFormDialogProps {
  storeCode: string;
  mode: ProductFormMode;
  /** the product of edit and view */
  product?: ProductListRow | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ProductFormDialog({ storeCode, mode, product, onClose, onSaved }: ProductFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const rules = useMemo(() => siteRules(permissions?.systemConfig), [permissions]);
  const storedInfoLength = product?.prInfo?.length ?? 0;
  const schema = useMemo(() => productFormSchema(storedInfoLength), [storedInfoLength]);
  /** the product the already-registered question is about (kept while the question closes) */
  const [pending, setPending] = useState<ProductInput | null>(null);
  const [asking, setAsking] = useState(false);
  const readOnly = mode === 'view';

  const save = async (input: ProductInput) => {
    try {
      const answer = await saveProduct(storeCode, input);
      notify(answer?.taskIds.length ? 'app.products.savedWithTask' : 'app.products.saved', {
        type: 'success',
        messageArgs: {
          prCode: input.prCode,
          taskId: answer?.taskIds.join(', ') ?? '',
          smart_count: answer?.tagCount ?? 0,
        },
      });
      onSaved();
      onClose();
    } catch (error) {
      await showError(error as Error);
    }
  };

  const submit = async (values: FieldValues) => {
    const input = productToSend(values, rules);
    if (mode === 'create') {
      try {
        const stored = await findProduct(storeCode, input.prCode);
        if (stored) {
          setPending(keepStoredWhereEmpty(input, stored));
          setAsking(true);
          return;
        }
      } catch (error) {
        await showError(error as Error);
        return;
      }
    }
    await save(input);
  };

  const title = translate(`app.products.form.${mode}Title`, { prCode: product?.prCode ?? '' });
  return (
    <>
      <Dialog
        open
        onClose={onClose}
        maxWidth="md"
        fullWidth
        aria-labelledby="product-form-title"
        data-testid="product-form"
      >
        <DialogTitle id="product-form-title">
          {title}
          <Typography component="span" sx={{ ml: 1, color: 'text.secondary' }}>
            {storeCode}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <SchemaForm
            meta={meta}
            operation={mode === 'create' ? 'create' : 'edit'}
            form="productItem"
            overrides={NO_NAME_INPUT}
            schema={schema}
            record={product ?? { prCode: '', layoutId: '', prInfo: [] }}
            readOnly={readOnly}
            testIdPrefix="product"
            problemTestId="product-form-problem"
            onSubmit={submit}
            toolbar={<SchemaDialogToolbar readOnly={readOnly} onClose={onClose} saveTestId="product-save" />}
          />
        </DialogContent>
      </Dialog>
      <PromptDialog
        open={asking}
        title="app.products.form.alreadyRegisteredTitle"
        message="app.products.form.alreadyRegistered"
        onYes={() => {
          setAsking(false);
          if (pending) void save(pending);
        }}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
