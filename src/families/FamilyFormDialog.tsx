// The family create / update modal (doc 2 §2 Modals, §3, §5): store (shared list, on create), family code,
// exactly familyProductItemCount product code inputs, layout (GET /layout/name) and NFC. The rules are
// familyRules.ts (the server checks the same); a failing field shows the spec's message and takes the focus.
// View mode (no product.write) shows the same fields read only. 'no matching tags' counts as success.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef, useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { errorMessageOf } from '../providers/httpClient';
import { saveFamily, type FamilyRow, type LayoutName, type SaveAnswer } from './api';
import { checkFamily, FAMILY_MESSAGES } from '../domain/familyRules';

export type FamilyFormMode = 'create' | 'edit' | 'view';

const NO_MATCHING_TAGS = 'no matching tags';

export interface FamilyFormDialogProps {
  mode: FamilyFormMode;
  /** the family edited or viewed */
  family?: FamilyRow | null;
  /** the store of a store's table; absent in the shared list, where the store is chosen on create */
  storeCode?: string;
  /** the stores to choose from (shared list) */
  stores: string[];
  itemCount: number;
  layouts: LayoutName[];
  onClose: () => void;
  /** after a save (null: the server answered 'no matching tags', which counts as success) */
  onSaved: (answer: SaveAnswer | null) => void;
}

type Field = 'storeCode' | 'fmPrCode' | 'layoutId' | 'nfc' | `code${number}`;

const FIELD_OF_MESSAGE: Record<string, Field> = {
  [FAMILY_MESSAGES.familyCode]: 'fmPrCode',
  [FAMILY_MESSAGES.productCode]: 'code0',
  [FAMILY_MESSAGES.layoutId]: 'layoutId',
};

function initialCodes(family: FamilyRow | null | undefined, itemCount: number): string[] {
  const list = family?.prCodeList ?? [];
  return Array.from({ length: Math.max(itemCount, list.length) }, (_, i) => list[i] ?? '');
}

export function FamilyFormDialog(props: FamilyFormDialogProps) {
  const { mode, family, itemCount, layouts, onClose, onSaved } = props;
  const translate = useTranslate();
  const showError = useErrorDialog();
  const readOnly = mode === 'view';
  const [storeCode, setStoreCode] = useState(family?.storeCode ?? props.storeCode ?? '');
  const [fmPrCode, setFmPrCode] = useState(family?.fmPrCode ?? '');
  const [codes, setCodes] = useState(() => initialCodes(family, itemCount));
  const [layoutId, setLayoutId] = useState(family?.layoutId ?? '');
  const [nfc, setNfc] = useState(family?.nfc ?? '');
  const [error, setError] = useState<{ field?: Field; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const layoutChoices =
    layoutId && !layouts.some((l) => l.layoutId === layoutId)
      ? [{ layoutId, name: '' }, ...layouts]
      : layouts;

  const fail = (key: string, field?: Field) => {
    setError({ key, field });
    if (field) inputs.current[field]?.focus();
  };

  const submit = async () => {
    if (!storeCode) return fail('app.families.selectStore', 'storeCode');
    const checked = checkFamily({ storeCode, fmPrCode, prCodeList: codes, layoutId, nfc }, itemCount);
    if (checked.error !== undefined) return fail(checked.error, FIELD_OF_MESSAGE[checked.error]);
    setError(null);
    setBusy(true);
    try {
      onSaved(await saveFamily(checked.family));
    } catch (failure) {
      const body = (failure as { body?: unknown }).body;
      if (errorMessageOf(body) === NO_MATCHING_TAGS) onSaved(null);
      else await showError(failure as Error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    size: 'small' as const,
    fullWidth: true,
    error: error?.field === name,
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    slotProps: { htmlInput: { readOnly, 'data-testid': `family-${name}` } },
  });
  const title =
    mode === 'create' ? 'app.families.create' : mode === 'edit' ? 'app.families.edit' : 'app.families.view';
  const label = (name: string) => translate(`app.families.fields.${name}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="family-form-dialog">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!props.storeCode && (
            <TextField
              {...field('storeCode')}
              select
              label={label('storeCode')}
              value={storeCode}
              disabled={mode !== 'create'}
              onChange={(e) => setStoreCode(e.target.value)}
            >
              {props.stores.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            {...field('fmPrCode')}
            label={label('fmPrCode')}
            value={fmPrCode}
            disabled={mode === 'edit'}
            onChange={(e) => setFmPrCode(e.target.value)}
          />
          {codes.map((code, i) => (
            <TextField
              key={i}
              {...field(`code${i}`)}
              label={translate('app.families.fields.prCodeN', { n: i + 1 })}
              value={code}
              onChange={(e) => setCodes((list) => list.map((c, j) => (j === i ? e.target.value : c)))}
            />
          ))}
          <TextField
            {...field('layoutId')}
            select
            label={label('layoutId')}
            value={layoutId}
            onChange={(e) => setLayoutId(e.target.value)}
            slotProps={{ select: { readOnly }, htmlInput: { 'data-testid': 'family-layoutId' } }}
          >
            {layoutChoices.map((l) => (
              <MenuItem key={l.layoutId} value={l.layoutId} data-testid={`layout-${l.layoutId}`}>
                {l.name ? `${l.layoutId} — ${l.name}` : l.layoutId}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('nfc')}
            label={label('nfc')}
            value={nfc}
            onChange={(e) => setNfc(e.target.value)}
          />
          {error && (
            <Alert severity="warning" data-testid="family-form-error">
              {translate(error.key)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="family-form-close">
          {translate(readOnly ? 'app.families.close' : 'app.families.cancel')}
        </Button>
        {!readOnly && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void submit()}
            data-testid="family-form-save"
          >
            {translate('app.families.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
