// The print editor of a store (doc 2 §2 /print/edit/{storeCode}): build a print list (products by code or code
// list, blank generic or static items), set quantities, edit info fields in place, choose the paper layout
// (template) and preview the labels as a PDF in a new tab.
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Card, CardContent, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../layout/PageHeader';
import { usePageQuery } from '../monitoring/usePageQuery';
import { productStoreKeys, productStoreCalls } from '../generated/client';
import { paperLayoutNamesQuery } from './api';
import { PrintAddBar } from './PrintAddBar';
import { PrintItemTable } from './PrintItemTable';
import type { PrintItem } from './printList';
import { usePrintPreview } from './usePrintPreview';
import { storeLabel } from '../../domain/storeLabel';

export default function PrintEditorPage() {
  const { storeCode = '' } = useParams();
  return <PrintEditor key={storeCode} storeCode={storeCode} />;
}

function PrintEditor({ storeCode }: { storeCode: string }) {
  const translate = useTranslate();
  const [items, setItems] = useState<PrintItem[]>([]);
  const [template, setTemplate] = useState('');
  const { data: layouts = [] } = useQuery({ ...paperLayoutNamesQuery, staleTime: 60_000 });
  const { data: stores } = usePageQuery({
    queryKey: productStoreKeys.list(),
    queryFn: ({ signal }) => productStoreCalls.list({ signal }),
  });
  const store = stores?.data.find((s) => s.storeCode === storeCode);
  const { busy, pdfUrl, preview } = usePrintPreview(storeCode);
  const labels = items.reduce((sum, item) => sum + item.qty, 0);
  const change = useCallback(
    (key: string, patch: Partial<PrintItem>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );
  const remove = useCallback(
    (key: string) => setItems((list) => list.filter((item) => item.key !== key)),
    [],
  );
  return (
    <Card data-testid="print-editor-page">
      <CardContent>
        <PageHeader
          back={{ to: '/print', label: translate('app.print.title') }}
          title={storeLabel(storeCode, store?.storeName)}
          titleTestId="print-editor-title"
        />
        <PrintAddBar storeCode={storeCode} onAdd={(added) => setItems((list) => [...list, ...added])} />
        <PrintItemTable items={items} onChange={change} onRemove={remove} />
        {items.length === 0 && (
          <Typography color="text.secondary" sx={{ my: 2 }} data-testid="print-empty">
            {translate('app.print.noProducts')}
          </Typography>
        )}
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
          <TextField
            select
            size="small"
            sx={{ width: 280 }}
            label={translate('app.print.template')}
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'print-template' } }}
          >
            <MenuItem value="">{translate('app.print.selectTemplate')}</MenuItem>
            {layouts.map((layout) => (
              <MenuItem key={layout.id} value={layout.id}>
                {translate('app.print.templateOption', { name: layout.name, perPage: layout.perPage })}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" data-testid="print-label-count">
            {translate('app.print.labelCount', { smart_count: labels })}
          </Typography>
          <Button
            variant="contained"
            startIcon={<PictureAsPdfIcon />}
            disabled={busy}
            onClick={() => void preview(items, template)}
            data-testid="print-preview"
          >
            {translate('app.print.preview')}
          </Button>
          {pdfUrl && (
            <Link href={pdfUrl} target="_blank" rel="noopener" data-testid="print-pdf-link">
              {translate('app.print.openPdf')}
            </Link>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
