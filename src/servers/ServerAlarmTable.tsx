// The alarm history of server detail: the schema list of `serverAlarm` (POST /history/alarm/server/{id}/search,
// 10 per page, newest first, refreshed every 60 s, the class coloured 1 blue, 2 orange, 3 red; doc 1 §4),
// its state kept per server, its pager in the console's language.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';

export function ServerAlarmTable({ serverId }: { serverId: string }) {
  const translate = useTranslate();
  const title = translate('app.servers.alarms');
  return (
    <Card data-testid="server-alarms">
      <CardContent>
        <Typography component="h2" variant="subtitle1" fontWeight={600}>
          {title}
        </Typography>
        <SchemaListView meta={resources.serverAlarm} params={{ serverId }} sync="store" title={title} />
      </CardContent>
    </Card>
  );
}
