// How products get into the print list (doc 2 §2 print editor, §5 'Print'): a product code of the store
// ('This product does not exist' otherwise), a pasted list of codes (the missing ones named), or a blank item to
// fill in (generic: 255 info fields; static: 36).
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { findProduct } from './api';
import { blankItem, codesOf, productItem, type PrintItem } from './printList';
import { productCalls } from '../generated/client';

export function PrintAddBar({
  storeCode,
  onAdd,
}: {
  storeCode: string;
  onAdd: (items: PrintItem[]) => void;
}) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [code, setCode] = useState('');
  const [list, setList] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      await showError(error as Error);
    } finally {
      setBusy(false);
    }
  }

  const addCode = () =>
    run(async () => {
      const prCode = code.trim();
      if (!prCode) return void (await showError(translate('app.serverMessages.enterProductCodePlease')));
      const product = await findProduct(storeCode, prCode);
      if (!product) return void (await showError(translate('app.serverMessages.productNotExist')));
      onAdd([productItem(product)]);
      // typed on meanwhile: keep what the operator typed
      setCode((typed) => (typed.trim() === prCode ? '' : typed));
    });

  const addList = () =>
    run(async () => {
      const codes = codesOf(list);
      if (codes.length === 0)
        return void (await showError(translate('app.serverMessages.enterProductCodePlease')));
      const { data, missing } = await productCalls.byCodes({ storeCode, body: { prCodeList: codes } });
      onAdd(data.map(productItem));
      setList(missing.join('\n'));
      if (missing.length > 0)
        await showError(`${translate('app.serverMessages.productNotExist')}: ${missing.join(', ')}`);
    });

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      alignItems="flex-start"
      sx={{ mb: 2, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          size="small"
          label={translate('app.print.productCode')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void addCode()}
          slotProps={{ htmlInput: { 'data-testid': 'print-code' } }}
        />
        <Button variant="contained" disabled={busy} onClick={() => void addCode()} data-testid="print-add">
          {translate('app.print.add')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          size="small"
          multiline
          minRows={1}
          maxRows={4}
          label={translate('app.print.codeList')}
          value={list}
          onChange={(e) => setList(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'print-code-list' } }}
        />
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void addList()}
          data-testid="print-add-list"
        >
          {translate('app.print.addList')}
        </Button>
      </Stack>
      <Button
        variant="outlined"
        onClick={() => onAdd([blankItem('generic')])}
        data-testid="print-add-generic"
      >
        {translate('app.print.addGeneric')}
      </Button>
      <Button variant="outlined" onClick={() => onAdd([blankItem('static')])} data-testid="print-add-static">
        {translate('app.print.addStatic')}
      </Button>
    </Stack>
  );
}
