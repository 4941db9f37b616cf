// The version information of GET /version (doc 3 §2 Software, §3 Version info): the server's version, and the
// GRM and GMP versions with the time each was accepted. Refetched with the rollouts (a rollback changes it).
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { dateTimeText } from '../schema-views/list/cells';
import { rolloutStoreKeys, rolloutStoreCalls } from '../generated/client';

export const VERSION_QUERY = rolloutStoreKeys.version();

export function VersionInfoCard({ refetchInterval }: { refetchInterval: number }) {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: VERSION_QUERY,
    queryFn: ({ signal }) => rolloutStoreCalls.version({ signal }),
    refetchInterval,
  });
  const rows = [
    { key: 'server', version: data?.version ?? '', updatedAt: null },
    { key: 'grm', ...(data?.grm ?? { version: '', updatedAt: null }) },
    { key: 'gmp', ...(data?.gmp ?? { version: '', updatedAt: null }) },
  ];
  return (
    <Card variant="outlined" data-testid="version-info">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.software.version.title')}
        </Typography>
        <Table size="small" aria-label={translate('app.software.version.title')}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{translate('app.software.version.version')}</TableCell>
              <TableCell>{translate('app.software.version.updatedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid={`version-${row.key}`} data-version={row.version}>
                <TableCell component="th" scope="row">
                  {translate(`app.software.version.${row.key}`)}
                </TableCell>
                <TableCell>{row.version || '-'}</TableCell>
                <TableCell>{row.updatedAt ? dateTimeText(row.updatedAt) : '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
