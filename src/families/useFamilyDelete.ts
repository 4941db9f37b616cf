// Deleting the selected families (doc 2 §5, §8): at least one selected row ('No row selected. Please select one
// or more rows.'), then 'Are you sure?' / 'You cannot undo this action.', then one delete call per store of the
// selection; a failed call shows its status text and code.
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { statusTextAndCode } from '../layout/failureText';
import type { FamilyRow } from './api';
import { familyProductCalls } from '../generated/client';

export const NO_ROW_SELECTED = 'app.tagStatus.noRowSelected';

/** The family codes of the rows, by store. */
export function codesByStore(rows: Array<Pick<FamilyRow, 'storeCode' | 'fmPrCode'>>): Map<string, string[]> {
  const byStore = new Map<string, string[]>();
  for (const row of rows) byStore.set(row.storeCode, [...(byStore.get(row.storeCode) ?? []), row.fmPrCode]);
  return byStore;
}

/** `ask(rows)` checks the selection and asks; `confirm` deletes the rows asked about. */
export function useFamilyDelete(done: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [asked, setAsked] = useState<FamilyRow[] | null>(null);

  const ask = (rows: FamilyRow[]) => {
    if (rows.length === 0) void showError(translate(NO_ROW_SELECTED));
    else setAsked(rows);
  };

  const confirm = async () => {
    const rows = asked ?? [];
    setAsked(null);
    let deleted = 0;
    try {
      for (const [storeCode, codes] of codesByStore(rows))
        deleted += (await familyProductCalls.deleteMany({ body: { storeCode, fmPrCodeList: codes } }))
          .deleted;
      notify('app.families.deleted', { type: 'success', messageArgs: { smart_count: deleted } });
    } catch (error) {
      await showError(statusTextAndCode(error, translate));
    } finally {
      done();
    }
  };

  return { confirming: asked !== null, ask, confirm, cancel: () => setAsked(null) };
}
