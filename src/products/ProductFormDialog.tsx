// The product create / update / detail modal (doc 2 §2 Modals, §3 Product, §5): product code, name, layout
// (GET /layout/name), NFC and the prInfo entries labelled with the alias names (GET /config/alias), the first
// prInfoCount (default 10) of 255 with "show more". Create checks 'Please enter Product Code' then 'Please enter
// Layout ID'; an existing code asks 'This product is already registered. Would you like to update the product?'.
// 'no matching tags' counts as success (doc 2 §4); other failures open the 'Error' dialog.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../login/PromptDialog';
import { siteRules } from '../domain/siteRules';
import { useAliases, useLayoutNames } from '../providers/sharedQueries';
import { findProduct, saveProduct, type ProductInput, type ProductRow } from './api';
import { ProductInfoFields } from './ProductInfoFields';
import {
  checkProduct,
  formValuesOf,
  PRINFO_SLOTS,
  prInfoCountOf,
  slotsFor,
  type ProductFormValues,
} from './productForm';

export type ProductFormMode = 'create' | 'edit' | 'view';

export interface ProductFormDialogProps {
  storeCode: string;
  mode: ProductFormMode;
  /** the product of edit and view */
  product?: ProductRow | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ProductFormDialog({ storeCode, mode, product, onClose, onSaved }: ProductFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const rules = useMemo(() => siteRules(permissions?.systemConfig), [permissions]);
  const count = prInfoCountOf(permissions?.systemConfig);
  const [shown, setShown] = useState(() => slotsFor(product, count));
  const [values, setValues] = useState<ProductFormValues>(() => formValuesOf(product, shown));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [confirmUpdate, setConfirmUpdate] = useState<ProductInput | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = mode === 'view';
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const aliases = useAliases();
  const layoutChoices = useLayoutNames();
  useEffect(() => {
    if (problem) inputs.current[problem.field]?.focus();
  }, [problem]);

  const set = (field: keyof Omit<ProductFormValues, 'prInfo'>) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const setInfo = (index: number, value: string) =>
    setValues({ ...values, prInfo: values.prInfo.map((v, i) => (i === index ? value : v)) });
  const showMore = (slots: number) => {
    const next = Math.min(PRINFO_SLOTS, slots);
    setShown(next);
    setValues((v) => formValuesOf({ ...v, prInfo: v.prInfo }, next));
  };

  const save = async (input: ProductInput) => {
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const check = checkProduct(values, rules, product?.prInfo?.length ?? 0);
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      return;
    }
    setProblem(null);
    if (mode === 'create') {
      setBusy(true);
      try {
        if (await findProduct(storeCode, check.product.prCode)) {
          setConfirmUpdate(check.product);
          return;
        }
      } catch (error) {
        await showError(error as Error);
        return;
      } finally {
        setBusy(false);
      }
    }
    await save(check.product);
  };

  const knownLayout = layoutChoices.some((l) => l.layoutId === values.layoutId);
  const fieldError = (field: string) => (problem?.field === field ? translate(problem.message) : undefined);
  /** one of the four product fields, half a row wide: its label, value, test id, error mark and focus target */
  const field = (
    name: keyof Omit<ProductFormValues, 'prInfo'>,
    { htmlInput, slotProps, ...props }: TextFieldProps & { htmlInput?: Record<string, unknown> },
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        fullWidth
        size="small"
        label={translate(`app.products.fields.${name}`)}
        value={values[name]}
        onChange={set(name)}
        error={!!fieldError(name)}
        inputRef={(el: HTMLInputElement | null) => {
          inputs.current[name] = el;
        }}
        {...props}
        slotProps={{ ...slotProps, htmlInput: { 'data-testid': `product-${name}`, ...htmlInput } }}
      />
    </Grid>
  );
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
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="error" data-testid="product-form-problem">
                {translate(problem.message)}
              </Alert>
            )}
            <Grid container spacing={2}>
              {field('prCode', {
                disabled: mode !== 'create',
                autoFocus: mode === 'create',
                htmlInput: { maxLength: 64 },
              })}
              {field('prName', { htmlInput: { readOnly, maxLength: 200 } })}
              {field('layoutId', {
                select: true,
                slotProps: { select: { readOnly } },
                children: [
                  <MenuItem key="" value="">
                    <em>{translate('app.products.form.chooseLayout')}</em>
                  </MenuItem>,
                  !knownLayout && values.layoutId && (
                    <MenuItem key={values.layoutId} value={values.layoutId}>
                      {values.layoutId}
                    </MenuItem>
                  ),
                  ...layoutChoices.map((l) => (
                    <MenuItem key={l.layoutId} value={l.layoutId}>
                      {l.layoutId} · {l.name}
                    </MenuItem>
                  )),
                ],
              })}
              {field('nfc', { htmlInput: { readOnly } })}
            </Grid>
            <ProductInfoFields
              entries={values.prInfo}
              shown={shown}
              aliases={aliases}
              readOnly={readOnly}
              onChange={setInfo}
              onShowMore={showMore}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(readOnly ? 'ra.action.close' : 'ra.action.cancel')}</Button>
          {!readOnly && (
            <Button
              variant="contained"
              onClick={() => void submit()}
              disabled={busy}
              data-testid="product-save"
            >
              {translate('ra.action.save')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <PromptDialog
        open={confirmUpdate !== null}
        title="app.products.form.alreadyRegisteredTitle"
        message="app.products.form.alreadyRegistered"
        onYes={() => {
          const input = confirmUpdate!;
          setConfirmUpdate(null);
          void save(input);
        }}
        onNo={() => setConfirmUpdate(null)}
      />
    </>
  );
}
