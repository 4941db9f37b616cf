// /system/identity-providers (issue 36): single sign-on's identity providers, role 0 only: the list (name,
// issuer, client id, secret set or not, enabled), add, change, remove.
import {
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { IdentityProviderRow } from '../../domain/generated/calls';
import { identityProviderCalls, identityProviderKeys } from '../generated/client';
import { useBusyAction } from '../layout/useBusyAction';
import { PromptDialog } from '../shared/PromptDialog';
import { IdentityProviderDialog } from './IdentityProviderDialog';

const SEARCH = { body: { start: 0, length: -1 } };
const COLUMNS = ['name', 'issuer', 'clientId', 'clientSecret', 'enabled'] as const;

export default function IdentityProvidersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { run } = useBusyAction();
  const [editing, setEditing] = useState<IdentityProviderRow | 'new' | null>(null);
  const { data } = useQuery({
    queryKey: identityProviderKeys.search(SEARCH),
    queryFn: ({ signal }) => identityProviderCalls.search(SEARCH, { signal }),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: identityProviderKeys.all });
  const [deleting, setDeleting] = useState<IdentityProviderRow | null>(null);
  const remove = (provider: IdentityProviderRow) =>
    void run(async () => {
      setDeleting(null);
      await identityProviderCalls.delete({ id: provider.id });
      notify('app.notice.updated', { type: 'success' });
      reload();
    });
  const yes = (value: boolean) => translate(value ? 'app.identityProviders.yes' : 'app.identityProviders.no');
  return (
    <Card data-testid="identity-providers-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate('app.identityProviders.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.identityProviders.intro')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')} data-testid="idp-create">
          {translate('app.identityProviders.create')}
        </Button>
        <Table size="small" sx={{ mt: 2 }} aria-label={translate('app.identityProviders.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`app.identityProviders.fields.${column}`)}</TableCell>
              ))}
              <TableCell>{translate('app.identityProviders.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} data-testid="idp-empty">
                  {translate('app.identityProviders.empty')}
                </TableCell>
              </TableRow>
            )}
            {(data?.data ?? []).map((provider) => (
              <TableRow key={provider.id} data-testid={`idp-row-${provider.id}`}>
                <TableCell>{provider.name}</TableCell>
                <TableCell>{provider.issuer}</TableCell>
                <TableCell>{provider.clientId}</TableCell>
                <TableCell>{yes(provider.hasClientSecret)}</TableCell>
                <TableCell>{yes(provider.enabled === true)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setEditing(provider)} data-testid="idp-edit">
                    {translate('app.identityProviders.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(provider)}>
                    {translate('app.identityProviders.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <PromptDialog
          open={deleting !== null}
          title="app.identityProviders.delete"
          message="app.identityProviders.confirmDelete"
          onYes={() => deleting && remove(deleting)}
          onNo={() => setDeleting(null)}
        />
        {editing && (
          <IdentityProviderDialog
            provider={editing === 'new' ? undefined : editing}
            onSaved={reload}
            onClose={() => setEditing(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
