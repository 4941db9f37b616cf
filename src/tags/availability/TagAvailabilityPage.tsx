// Tag availability (doc 1 §2.8, route /tag/availability): the tags showing a product, by product code, in one
// store or across the session's stores: the schema list `availability` of schemas/tag.schema.json (25 per page,
// by store code). The search runs only when the product code is filled.
import SearchIcon from '@mui/icons-material/Search';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { resources } from '../../../domain/generated/resources';
import { usePageQuery } from '../../monitoring/usePageQuery';
import { SchemaListView } from '../../schema-views/list/SchemaListView';
import '../detail/tagViews';
import { tagKeys, tagCalls } from '../../generated/client';

export default function TagAvailabilityPage() {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [store, setStore] = useState('');
  const [submitted, setSubmitted] = useState<{ prCode: string; store: string } | null>(null);
  const { data: stores } = usePageQuery({
    queryKey: tagKeys.storeStats(),
    queryFn: ({ signal }) => tagCalls.storeStats({ signal }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const prCode = code.trim();
    setSubmitted(prCode ? { prCode, store } : null);
  };
  const f = (field: string) => translate(`resources.tags.fields.${field}`);
  return (
    <Card data-testid="tag-availability-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.tagStatus.availability.title')}
        </Typography>
        <Stack component="form" direction="row" spacing={1.5} sx={{ mb: 2 }} onSubmit={submit}>
          <TextField
            size="small"
            label={f('prCode')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': 'availability-prcode' } }}
          />
          <TextField
            size="small"
            select
            label={translate('app.tagStatus.availability.store')}
            value={store}
            onChange={(e) => setStore(e.target.value)}
            sx={{ minWidth: 220 }}
            data-testid="availability-store"
          >
            <MenuItem value="">{translate('app.tagStatus.availability.allStores')}</MenuItem>
            {(stores?.data ?? []).map((s) => (
              <MenuItem key={s.storeCode} value={s.storeCode}>
                {s.storeName} ({s.storeCode})
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={!code.trim()}
            data-testid="availability-search"
          >
            {translate('app.tagStatus.availability.search')}
          </Button>
        </Stack>
        {!submitted ? (
          <Typography color="text.secondary" data-testid="availability-hint">
            {translate('app.tagStatus.availability.hint')}
          </Typography>
        ) : (
          <SchemaListView
            key={`${submitted.prCode} ${submitted.store}`}
            meta={resources.availability}
            params={{ prCode: submitted.prCode, storeCode: submitted.store }}
            sync="store"
          />
        )}
      </CardContent>
    </Card>
  );
}
