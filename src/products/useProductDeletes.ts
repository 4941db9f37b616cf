// Delete and remove unused products (doc 2 §2, §5), after 'Are you sure?' / 'You cannot undo this action.':
// delete the listed products; remove unused the listed ones, or every product of the store when none is listed.
// A delete refused because tags still show a product (409) says how many; other failures show the server's
// message.
import { useNotify, useTranslate } from 'ra-core';
import { useErrorDialog } from '../layout/ErrorDialog';
import { productCalls } from '../generated/client';

export type DeleteKind = 'delete' | 'removeUnused';

export function useProductDeletes(storeCode: string, done: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  return async (kind: DeleteKind, prCodes: string[]) => {
    try {
      const answer =
        kind === 'delete'
          ? await productCalls.deleteMany({ body: { storeCode, prCodeList: prCodes } })
          : await productCalls.removeUnused({ body: { storeCode, prCodeList: prCodes } });
      notify('app.products.deleted', { type: 'success', messageArgs: { smart_count: answer.deleted } });
      done();
    } catch (error) {
      const e = error as { status?: number; body?: { tagCount?: number } };
      if (e.status === 409 && typeof e.body?.tagCount === 'number')
        await showError(translate('app.products.shownByTags', { smart_count: e.body.tagCount }));
      else await showError(error as Error);
    }
  };
}
