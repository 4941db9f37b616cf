// /members (doc 3): the schema list of `members` (schemas/account.schema.json; its parts in memberViews.tsx),
// sorted by email, lock icon on locked rows, create/update/password/unlock/reset/delete/login-history.
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import type { CreatePage } from '../roles/roleViews';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { MemberFormDialog } from './MemberFormDialog';
import './memberViews';

export default function MemberList() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const page: CreatePage = { openCreate: () => setCreating(true) };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('resources.members.name', { smart_count: 2 })}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.members} />
        </SchemaPage>
        {creating && <MemberFormDialog open onClose={() => setCreating(false)} />}
      </CardContent>
    </Card>
  );
}
