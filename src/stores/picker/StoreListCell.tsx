// A store list shown in a table (an account's, a token's, a webhook's stores, which may be a chain's 2,000):
// the first few codes and a "+N stores" button that opens them paged (SelectedStoresList), never every code.
import { Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { SelectedStoresList } from './SelectedStoresList';

/** codes written out before the count */
export const CODES_SHOWN = 3;

export function StoreListCell({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const more = codes.length - CODES_SHOWN;
  return (
    <span data-testid="store-list-cell" data-count={codes.length}>
      {codes.slice(0, CODES_SHOWN).join(', ')}
      {more > 0 && (
        <>
          {' '}
          <Button
            size="small"
            sx={{ minWidth: 0, p: '0 4px', textTransform: 'none' }}
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
            data-testid="store-list-cell-more"
          >
            {translate('app.storePicker.more', { smart_count: more })}
          </Button>
          <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()}>
            <DialogContent sx={{ p: 0 }}>
              <SelectedStoresList codes={codes} testId="store-list-cell-stores" />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </span>
  );
}
