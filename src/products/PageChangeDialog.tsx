// The page change modal of the product list (doc 2 §2 Modals, §7 POST /tag/page/individual, §9 page 0 by
// default): the tags showing the selected products turn to the chosen page; 'no matching tags' counts as success.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { changePage } from '../tags/assign/api';
import { ProductCommandDialog, type ProductCommandProps } from './ProductCommandDialog';

/** doc 2 §9: page number 0 by default; the server takes 0 to 15 */
export const DEFAULT_PAGE = 0;
const PAGES = Array.from({ length: 16 }, (_, i) => i);

export function PageChangeDialog({ storeCode, prCodes, onClose }: ProductCommandProps) {
  const translate = useTranslate();
  const [pageNo, setPageNo] = useState(DEFAULT_PAGE);
  return (
    <ProductCommandDialog
      title={translate('app.products.page.title', { smart_count: prCodes.length })}
      testId="page"
      send={() =>
        changePage(
          storeCode,
          prCodes.map((prCode) => ({ prCode, pageNo })),
        )
      }
      onClose={onClose}
    >
      <TextField
        select
        fullWidth
        size="small"
        sx={{ mt: 1 }}
        label={translate('app.products.page.pageNo')}
        value={pageNo}
        onChange={(event) => setPageNo(Number(event.target.value))}
      >
        {PAGES.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
    </ProductCommandDialog>
  );
}
