// /alarm/history (doc 3 §2): the system alarm history (POST /history/alarm/system/search, the session's stores
// and SYSTEM), newest first, paged by the server; class chips 1 blue, 2 orange, 3 red; location a store code or
// SYSTEM; filters class, type, location, date range; a row's detail action opens what raised it.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import './alarmViews';

const meta = resources.systemAlarm;

export default function AlarmHistoryPage() {
  const translate = useTranslate();
  return (
    <Card data-testid="alarm-history-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.alarms.history.title')}
        </Typography>
        <SchemaListView meta={meta} />
      </CardContent>
    </Card>
  );
}
