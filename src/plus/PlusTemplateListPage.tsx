// /plus/template/list/{storeCode} (doc 3 §2): the store's templates (name, size, slides, updated), create (name
// rules), import and export as JSON, delete the selected ones (refused while devices follow one), edit in the
// template editor.
import { Card, CardContent, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { TemplateCreateDialog } from './TemplateCreateDialog';
import { templateEditorPath, type PlusTemplatePage } from './plusTemplateViews';
import './plusTemplateViews';

export default function PlusTemplateListPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const storeCode = useParams().storeCode ?? '';
  const { permissions } = useAppPermissions();
  const [creating, setCreating] = useState(false);
  const page: PlusTemplatePage = {
    storeCode,
    canRead: can(permissions, 'plus', 'read'),
    canWrite: can(permissions, 'plus', 'write'),
    create: () => setCreating(true),
    changed: refresh,
  };
  return (
    <Card data-testid="plus-template-list">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.plus.template.title')} · {storeCode}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.plusTemplate} params={{ storeCode }} />
        </SchemaPage>
        <TemplateCreateDialog
          storeCode={storeCode}
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(name, size) => navigate(templateEditorPath(storeCode, name, 'new', size))}
        />
      </CardContent>
    </Card>
  );
}
