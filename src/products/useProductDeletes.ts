// Delete and remove unused products (doc 2 §2, §5): both ask 'Are you sure?' / 'You cannot undo this action.';
// delete needs a selected row ('No row selected. Please select one or more rows.'); remove unused takes the
// selected rows, or every product of the store when none is selected. A delete refused because tags still show
// a product (409) says how many; other failures show the server's message.
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { deleteProducts, removeUnusedProducts } from './api';

export type DeleteKind = 'delete' | 'removeUnused';

export const NO_ROW_SELECTED = 'app.tagStatus.noRowSelected';

export function useProductDeletes(storeCode: string, selected: string[], done: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const [asking, setAsking] = useState<DeleteKind | null>(null);

  const ask = (kind: DeleteKind) => {
    if (kind === 'delete' && selected.length === 0) {
      void showError(translate(NO_ROW_SELECTED));
      return;
    }
    setAsking(kind);
  };

  const run = async () => {
    const kind = asking;
    setAsking(null);
    try {
      const answer =
        kind === 'delete'
          ? await deleteProducts(storeCode, selected)
          : await removeUnusedProducts(storeCode, selected);
      notify('app.products.deleted', { type: 'success', messageArgs: { smart_count: answer.deleted } });
      done();
    } catch (error) {
      const e = error as { status?: number; body?: { tagCount?: number } };
      if (e.status === 409 && typeof e.body?.tagCount === 'number')
        await showError(translate('app.products.shownByTags', { smart_count: e.body.tagCount }));
      else await showError(error as Error);
    }
  };

  return { asking, ask, run, cancel: () => setAsking(null) };
}
