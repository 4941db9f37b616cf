// Multiple assign (a family ticket): tag ID, family code (Load fills the family's products, layout and NFC),
// product codes (one per line or comma separated; trimmed, de-duplicated), layout ID and NFC.
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef, useState } from 'react';
import type { SiteRules } from '../../../domain/siteRules';
import { checkMultiple } from './assignRules';
import type { FlowResult, MultipleInput } from './useAssignFlow';
import { familyProductCalls } from '../../generated/client';

interface Props {
  storeCode: string;
  rules: SiteRules;
  busy: boolean;
  assign: (input: MultipleInput) => Promise<FlowResult>;
  note: (key: string, severity?: 'warning' | 'info') => void;
  fail: (error: Error) => void;
}

const EMPTY = { tagId: '', fmPrCode: '', prCodeList: '', layoutId: '', nfc: '' };
type Field = keyof typeof EMPTY;

export function MultipleAssignForm({ storeCode, rules, busy, assign, note, fail }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState(EMPTY);
  const refs = {
    tagId: useRef<HTMLInputElement>(null),
    fmPrCode: useRef<HTMLInputElement>(null),
    prCodeList: useRef<HTMLTextAreaElement>(null),
  };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const load = async () => {
    const code = values.fmPrCode.trim();
    if (!code) return note('validation.enterFamilyCode');
    try {
      const family = await familyProductCalls.find({ storeCode, fmPrCode: code });
      setValues((v) => ({
        ...v,
        prCodeList: family.prCodeList.join('\n'),
        layoutId: family.layoutId ?? '',
        nfc: family.nfc ?? '',
      }));
      note('app.assign.familyLoaded', 'info');
    } catch (error) {
      fail(error as Error);
    }
  };

  const submit = async () => {
    if (busy) return;
    const check = checkMultiple(values, rules);
    if (!check.ok) {
      note(check.message);
      refs[check.focus].current?.focus();
      return;
    }
    const { ok: _ok, ...input } = check;
    const result = await assign(input);
    // success keeps the family for the next tag; failure clears what was entered
    if (result === 'ok') setValues((v) => ({ ...v, tagId: '' }));
    if (result === 'failed') setValues(EMPTY);
    if (result !== 'cancelled') refs.tagId.current?.focus();
  };

  const field = (name: Field, extra: Record<string, unknown> = {}) => (
    <TextField
      label={translate(`app.assign.${name}`)}
      value={values[name]}
      onChange={set(name)}
      autoComplete="off"
      fullWidth
      {...extra}
    />
  );

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('tagId', { inputRef: refs.tagId, autoFocus: true })}
        <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
          {field('fmPrCode', { inputRef: refs.fmPrCode })}
          <Button onClick={() => void load()} disabled={busy} variant="outlined" sx={{ minWidth: 80 }}>
            {translate('app.assign.loadFamily')}
          </Button>
        </Stack>
      </Stack>
      {field('prCodeList', {
        inputRef: refs.prCodeList,
        multiline: true,
        minRows: 3,
        helperText: translate('app.assign.prCodeListHelp'),
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('layoutId')}
        {field('nfc')}
      </Stack>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 110 }}>
          {translate('app.assign.assign')}
        </Button>
      </Stack>
    </Stack>
  );
}
