// The graph modal of the task detail (doc 2 §2): the product's chart aliases over its update history.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { usePageQuery } from '../monitoring/usePageQuery';
import { chartSeries } from './chartSeries';
import { ProductChart } from './ProductChart';
import { useAliases } from './useAliases';
import { productUpdateKeys, productUpdateCalls } from '../generated/client';

/** changes drawn at most (the newest) */
export const CHART_CHANGES = 500;

export function ProductGraphDialog({
  storeCode,
  prCode,
  onClose,
}: {
  storeCode: string;
  prCode: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const aliases = useAliases();
  const { data } = usePageQuery({
    queryKey: productUpdateKeys.productHistory({
      storeCode,
      prCode,
      body: { start: 0, length: CHART_CHANGES },
    }),
    queryFn: ({ signal }) =>
      productUpdateCalls.productHistory(
        { storeCode, prCode, body: { start: 0, length: CHART_CHANGES } },
        { signal },
      ),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="product-graph-dialog">
      <DialogTitle>{translate('app.tasks.graphTitle', { prCode })}</DialogTitle>
      <DialogContent>{data && <ProductChart series={chartSeries(aliases, data.data)} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
