// /system/api-tokens (issue 35): the API tokens of the integrations (POST /auth/token/search), newest first;
// Create token and Revoke with member write (apiTokenViews.tsx). The route asks member read (index.ts).
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import type { TokensPage } from './apiTokenViews';
import { CreateTokenDialog } from './CreateTokenDialog';
import './apiTokenViews';

export default function ApiTokensPage() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  const page: TokensPage = { openCreate: () => setCreating(true) };
  return (
    <Card data-testid="api-tokens-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.apiTokens.title')}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.apiTokens} />
        </SchemaPage>
        {creating && <CreateTokenDialog onClose={() => setCreating(false)} />}
      </CardContent>
    </Card>
  );
}
