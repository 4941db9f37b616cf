// /setting/promotion (doc 3 §2, §3, §7; docs/api.md 'Promotions'): a store's promotions on the schema list
// (schemas/promotion.schema.json, POST /product/promotion/{storeCode}/search) with the promotion types of
// GET /product/promotion/type; add, edit and delete save the store's whole list (POST /product/promotion/{id})
// through the schema form x-forms.promotionItem. During its period a promotion's price and caption show on the
// product's labels. Changing needs setting write.
import {
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { StoreAutocomplete } from '../stores/picker/StoreAutocomplete';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import type { Promotion } from '../../domain/generated/types';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../shared/PromptDialog';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import './settingViews';
import type { PromotionPageHandlers } from './settingViews';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { promotionKeys, promotionCalls } from '../generated/client';

const meta = resources.promotion;

/** the store's list with `promotion` put in place of the one with its id (or without `removed`) */
async function saveChange(storeCode: string, promotion?: FieldValues, removed?: string) {
  const current = (await promotionCalls.ofStore({ storeCode })).data.filter(
    (p) => p.promotionId !== (promotion?.promotionId ?? removed),
  );
  const list = promotion ? [...current, promotion as Promotion] : current;
  return promotionCalls.save({
    storeCode,
    body: { data: list.map(({ updatedAt: _updatedAt, ...rest }) => rest) },
  });
}

export default function PromotionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const stores = permissions?.store ?? [];
  const [storeCode, setStoreCode] = useState<string>(stores[0] ?? '');
  const [editing, setEditing] = useState<{ promotion?: Promotion } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const { data: types } = useQuery({
    queryKey: promotionKeys.types(),
    queryFn: ({ signal }) => promotionCalls.types({ signal }),
    staleTime: 60_000,
  });
  const run = async (change: () => Promise<unknown>) => {
    try {
      await change();
      notify('app.settings.saved', { type: 'success' });
      refresh();
    } catch (error) {
      await showError(error as Error);
    }
  };
  const page: PromotionPageHandlers = {
    canWrite: can(permissions, 'setting', 'write'),
    edit: (promotion) => setEditing({ promotion }),
    remove: setRemoving,
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="promotion-title">
          {translate('app.menu.promotion')}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap">
          {/* a store of the session, taken only when chosen: a half-typed code would ask for a store that is not */}
          <StoreAutocomplete
            label={translate('resources.stores.fields.storeCode')}
            value={storeCode}
            onChange={(code) => code && setStoreCode(code)}
            width={280}
            testId="promotion-store"
          />
          <Typography variant="body2">{translate('app.settings.promotionTypes')}</Typography>
          {(types?.data ?? []).map((t) => (
            <Chip key={t.type} size="small" label={`${t.type} · ${t.caption}`} data-testid="promotion-type" />
          ))}
        </Stack>
        {storeCode !== '' && (
          <SchemaPage value={page}>
            <SchemaListView key={storeCode} meta={meta} params={{ storeCode }} sync="store" />
          </SchemaPage>
        )}
        {editing && (
          <Dialog
            open
            onClose={() => setEditing(null)}
            fullWidth
            maxWidth="sm"
            data-testid="promotion-dialog"
          >
            <DialogTitle>
              {translate(editing.promotion ? 'app.settings.edit' : 'app.settings.add')}
            </DialogTitle>
            <DialogContent>
              <SchemaForm
                meta={meta}
                operation={editing.promotion ? 'edit' : 'create'}
                form="promotionItem"
                record={editing.promotion}
                testIdPrefix="promotion"
                problemTestId="promotion-form-error"
                onSubmit={(values) =>
                  run(async () => {
                    await saveChange(storeCode, values);
                    setEditing(null);
                  })
                }
                toolbar={<SchemaDialogToolbar onClose={() => setEditing(null)} saveTestId="promotion-save" />}
              />
            </DialogContent>
          </Dialog>
        )}
        <PromptDialog
          open={removing !== null}
          title="ra.action.delete"
          message="app.settings.promotionDeleteConfirm"
          onNo={() => setRemoving(null)}
          onYes={() => {
            const id = removing;
            setRemoving(null);
            if (id !== null) void run(() => saveChange(storeCode, undefined, id));
          }}
        />
      </CardContent>
    </Card>
  );
}
