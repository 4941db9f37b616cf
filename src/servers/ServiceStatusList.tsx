// The service status list of server detail (serviceStatusList): each service with RUNNING or STOPPED.
import { Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ServerPublic as Server } from '../../domain/generated/types';
import { STATUS_COLORS } from '../status/statusColors';

export function ServiceStatusList({ services }: { services: NonNullable<Server['serviceStatusList']> }) {
  const translate = useTranslate();
  return (
    <Card data-testid="server-services" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" fontWeight={600}>
          {translate('app.servers.services')}
        </Typography>
        {services.length === 0 && <Typography color="text.secondary">{translate('app.noData')}</Typography>}
        <List dense>
          {services.map((service) => {
            const running = service.status === 'RUNNING';
            const colors = running ? STATUS_COLORS.NORMAL : STATUS_COLORS.OFFLINE;
            return (
              <ListItem
                key={service.name}
                divider
                data-testid={`service-${service.name}`}
                data-status={service.status}
              >
                <ListItemText
                  primary={service.name}
                  slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
                />
                <Chip
                  size="small"
                  label={service.status}
                  sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
