// /setting/amac-config (doc 3 §2, §3, §5, §8): the abstract-code mappings on the schema list
// (schemas/amac.schema.json) with add, save (edit) and delete; the modal is the schema form x-forms.amacItem
// ('Fill in Abstract Data!', 'Fill in Abstract Code!'); failures are titled 'Setting Amac Error'. Changing
// needs setting write.
import { Card, CardContent, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import type { Amac } from '../../domain/generated/types';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../shared/PromptDialog';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import './settingViews';
import type { AmacPage } from './settingViews';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { SchemaForm } from '../schema-views/SchemaForm';
import { SETTING_ERRORS } from './settingErrors';
import { amacCalls } from '../generated/client';

const meta = resources.amac;

export default function AmacConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const [editing, setEditing] = useState<{ amac?: Amac } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
  };
  const submit = async (values: FieldValues) => {
    try {
      await (editing?.amac ? amacCalls.update({ body: values }) : amacCalls.create({ body: values }));
      setEditing(null);
      done('app.settings.saved');
    } catch (error) {
      await showError(error as Error, SETTING_ERRORS.amac);
    }
  };
  const page: AmacPage = {
    canWrite: can(permissions, 'setting', 'write'),
    edit: (amac) => setEditing({ amac }),
    remove: setRemoving,
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="amac-title">
          {translate('app.menu.amacConfig')}
        </Typography>
        <SchemaPage value={page}>
          <Stack>
            <SchemaListView meta={meta} failureTitle={SETTING_ERRORS.amac} />
          </Stack>
        </SchemaPage>
        {editing && (
          <Dialog open onClose={() => setEditing(null)} fullWidth maxWidth="sm" data-testid="amac-dialog">
            <DialogTitle>{translate(editing.amac ? 'app.settings.edit' : 'app.settings.add')}</DialogTitle>
            <DialogContent>
              <SchemaForm
                meta={meta}
                operation={editing.amac ? 'edit' : 'create'}
                form="amacItem"
                record={editing.amac}
                testIdPrefix="amac"
                problemTestId="amac-form-error"
                onSubmit={submit}
                toolbar={<SchemaDialogToolbar onClose={() => setEditing(null)} saveTestId="amac-save" />}
              />
            </DialogContent>
          </Dialog>
        )}
        <PromptDialog
          open={removing !== null}
          title="ra.action.delete"
          message="app.settings.amacDeleteConfirm"
          onNo={() => setRemoving(null)}
          onYes={async () => {
            const code = removing;
            setRemoving(null);
            if (code === null) return;
            try {
              await amacCalls.delete({ abstractCode: code });
              done('app.settings.deleted');
            } catch (error) {
              await showError(error as Error, SETTING_ERRORS.amac);
            }
          }}
        />
      </CardContent>
    </Card>
  );
}
