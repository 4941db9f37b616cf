// /alarm/mail-outbox (role 0 only): the mail outbox (POST /mail/outbox/search): pending, sending, sent and
// failed mails with their attempts and the SMTP error, newest first, refreshed every 5 s.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NoAccess } from '../auth/NoAccess';
import { isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { PageLoading } from '../layout/PageLoading';
import { SchemaListView } from '../schema-views/list/SchemaListView';

const meta = resources.mailOutbox;

export default function MailOutboxPage() {
  const translate = useTranslate();
  const { permissions, isPending } = useAppPermissions();
  if (isPending) return <PageLoading />;
  if (!isSuper(permissions)) return <NoAccess />;
  return (
    <Card data-testid="mail-outbox-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.alarms.outbox.title')}
        </Typography>
        <SchemaListView meta={meta} />
      </CardContent>
    </Card>
  );
}
