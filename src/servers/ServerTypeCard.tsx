// One of the three server lists (proxy, database, ESL): id, status, name and replication state of each
// server, a link to its detail, the time of its last report, and delete with server write.
import { Card, CardHeader, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ServerPublic as Server } from '../generated/types';
import { formatDateTime } from '../providers/filterBuilder';
import { StatusChip } from '../status/StatusChip';
import type { ServerType } from './api';
import { ReplicationState } from './ReplicationState';
import { ServerDeleteButton } from './ServerDeleteButton';

export function ServerTypeCard({
  type,
  servers,
  canDelete,
  loaded,
}: {
  type: ServerType;
  servers: Server[];
  canDelete: boolean;
  loaded: boolean;
}) {
  const translate = useTranslate();
  const title = translate(`app.servers.list.${type}`);
  return (
    <Card data-testid={`server-list-${type}`} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={translate('app.servers.count', { smart_count: servers.length })}
        titleTypographyProps={{ component: 'h2', variant: 'h6' }}
      />
      <List dense aria-label={title} sx={{ pt: 0 }}>
        {loaded && servers.length === 0 && (
          <ListItem>
            <Typography color="text.secondary">{translate('app.noData')}</Typography>
          </ListItem>
        )}
        {servers.map((server) => (
          <ListItem
            key={server.id}
            disablePadding
            divider
            data-testid={`server-item-${server.id}`}
            data-status={server.status}
            secondaryAction={canDelete ? <ServerDeleteButton id={server.id} name={server.name} /> : undefined}
          >
            <ListItemButton component={Link} to={`/server/detail/${encodeURIComponent(server.id)}`}>
              <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{server.id}</Typography>
                  <StatusChip status={server.status} />
                  <ReplicationState state={server.state} />
                </Stack>
                <Typography variant="body2">{server.name}</Typography>
                <Typography variant="caption" color="text.secondary" data-testid="server-report-time">
                  {translate('app.servers.lastReport')}:{' '}
                  {server.reportTime ? formatDateTime(Date.parse(server.reportTime) / 1000) : '-'}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
