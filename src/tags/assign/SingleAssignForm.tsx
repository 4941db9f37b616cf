// Single assign: scan the tag ID, then the product code (scanners end with Enter); a blank product code
// takes the default product code. Success keeps the form ready for the next scan; failure clears it.
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { SiteRules } from '../../../domain/siteRules';
import { checkSingle } from './assignRules';
import type { FlowResult } from './useAssignFlow';

interface Props {
  rules: SiteRules;
  defaultCode: string;
  busy: boolean;
  assign: (tagId: string, prCode: string) => Promise<FlowResult>;
  note: (key: string) => void;
}

export function SingleAssignForm({ rules, defaultCode, busy, assign, note }: Props) {
  const translate = useTranslate();
  const [tagId, setTagId] = useState('');
  const [prCode, setPrCode] = useState('');
  const tagRef = useRef<HTMLInputElement>(null);
  const productRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (busy) return;
    const check = checkSingle({ tagId, prCode, defaultCode }, rules);
    if (!check.ok) {
      if (check.focus === 'tagId') tagRef.current?.focus();
      else {
        note(check.message);
        productRef.current?.focus();
      }
      return;
    }
    const result = await assign(check.tagId, check.prCode);
    if (result !== 'cancelled') {
      setTagId('');
      setPrCode('');
      tagRef.current?.focus();
    }
  };

  const onTagKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!prCode.trim() && !defaultCode.trim()) productRef.current?.focus();
    else void submit();
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems="flex-start"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={translate('app.assign.tagId')}
        value={tagId}
        onChange={(event) => setTagId(event.target.value)}
        onKeyDown={onTagKey}
        inputRef={tagRef}
        autoFocus
        autoComplete="off"
        fullWidth
      />
      <TextField
        label={translate('app.assign.prCode')}
        value={prCode}
        onChange={(event) => setPrCode(event.target.value)}
        inputRef={productRef}
        autoComplete="off"
        placeholder={defaultCode.trim() || undefined}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 110, height: 56 }}>
        {translate('app.assign.assign')}
      </Button>
    </Stack>
  );
}
