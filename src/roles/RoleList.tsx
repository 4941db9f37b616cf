// /roles (doc 3): the schema list of `roles` (schemas/role.schema.json; its parts in roleViews.tsx) with the
// create and update modals (privilege tree) and delete; role 0 cannot be deleted.
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { RoleFormDialog } from './RoleFormDialog';
import './roleViews';
import type { CreatePage } from './roleViews';

export default function RoleList() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const page: CreatePage = { openCreate: () => setCreating(true) };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('resources.roles.name', { smart_count: 2 })}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.roles} />
        </SchemaPage>
        {creating && <RoleFormDialog open onClose={() => setCreating(false)} />}
      </CardContent>
    </Card>
  );
}
