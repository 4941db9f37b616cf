// The network information of server detail: address, interface and the reported traffic.
import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** known fields in display order; anything else the server reports follows */
const ORDER = ['hostname', 'ip', 'netmask', 'gateway', 'mac', 'interface', 'rxKbps', 'txKbps', 'connections'];

export function NetworkInformation({ info }: { info: Record<string, unknown> }) {
  const translate = useTranslate();
  const keys = [...ORDER.filter((k) => k in info), ...Object.keys(info).filter((k) => !ORDER.includes(k))];
  return (
    <Card data-testid="server-network" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" fontWeight={600}>
          {translate('app.servers.network')}
        </Typography>
        {keys.length === 0 && <Typography color="text.secondary">{translate('app.noData')}</Typography>}
        <Table size="small" aria-label={translate('app.servers.network')}>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '45%' }}>
                  {translate(`app.servers.net.${key}`, { _: key })}
                </TableCell>
                <TableCell data-testid={`network-${key}`} sx={{ fontFamily: 'monospace' }}>
                  {typeof info[key] === 'object' ? JSON.stringify(info[key]) : String(info[key])}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
