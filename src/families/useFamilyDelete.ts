// Deleting the selected families (doc 2 §5, §8): at least one selected row ('No row selected. Please select one
// or more rows.'), then 'Are you sure?' / 'You cannot undo this action.', then one delete call per store of the
// selection; a failed call shows its status text and code.
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { statusTextAndCode } from '../layout/failureText';
import { deleteFamilies, type FamilyRow } from './api';

export const NO_ROW_SELECTED = 'app.tagStatus.noRowSelected';

/** The family codes of the rows, by store. */
export function codesByStore(rows: Array<Pick<FamilyRow, 'storeCode' | 'fmPrCode'>>): Map<string, string[]> {
  const byStore = new Map<string, string[]>();
  for (const row of rows) byStore.set(row.storeCode, [...(byStore.get(row.storeCode) ?? []), row.fmPrCode]);
  return byStore;
}

export function useFamilyDelete(selectedRows: FamilyRow[], done: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [confirming, setConfirming] = useState(false);

  const ask = () => {
    if (selectedRows.length === 0) void showError(translate(NO_ROW_SELECTED));
    else setConfirming(true);
  };

  const confirm = async () => {
    setConfirming(false);
    let deleted = 0;
    try {
      for (const [storeCode, codes] of codesByStore(selectedRows))
        deleted += (await deleteFamilies(storeCode, codes)).deleted;
      notify('app.families.deleted', { type: 'success', messageArgs: { smart_count: deleted } });
    } catch (error) {
      await showError(statusTextAndCode(error));
    } finally {
      done();
    }
  };

  return { confirming, ask, confirm, cancel: () => setConfirming(false) };
}
