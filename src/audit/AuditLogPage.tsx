// /system/audit (issue 36): the audit log, newest first, filtered by who, action, entity, key, store and time
// (POST /audit/search); Export CSV downloads what the filters find (auditViews.tsx). Read only.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import './auditViews';

export default function AuditLogPage() {
  const translate = useTranslate();
  return (
    <Card data-testid="audit-log-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate('app.audit.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.audit.intro')}
        </Typography>
        <SchemaListView meta={resources.auditLog} />
      </CardContent>
    </Card>
  );
}
