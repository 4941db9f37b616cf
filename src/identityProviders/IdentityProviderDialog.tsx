// Add or change an identity provider (issue 36): issuer, client id and secret (write-only: empty keeps the stored
// one), scopes, the email claim, the claim rules (first match wins) and whether unknown people are created.
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  Form,
  PasswordInput,
  ResourceContextProvider,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { IdentityProviderRow } from '../../domain/generated/calls';
import { useRoleChoices } from '../auth/roleChoices';
import { identityProviderCalls } from '../generated/client';
import { useBusyAction } from '../layout/useBusyAction';
import { SchemaDialogToolbar } from '../schema-views/SchemaDialogToolbar';
import { formValuesOf, providerBodyOf, type ProviderFormValues } from './providerForm';

const label = (field: string) => `app.identityProviders.fields.${field}`;

export function IdentityProviderDialog({
  provider,
  onSaved,
  onClose,
}: {
  provider?: IdentityProviderRow;
  onSaved: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, run } = useBusyAction();
  const roles = useRoleChoices().data ?? [];
  const save = (values: Record<string, unknown>) => {
    const body = providerBodyOf(values as unknown as ProviderFormValues);
    void run(async () => {
      if (provider) await identityProviderCalls.update({ id: provider.id, body });
      else await identityProviderCalls.create({ body });
      notify(provider ? 'app.notice.updated' : 'app.notice.created', { type: 'success' });
      onSaved();
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="identity-provider-dialog">
      <DialogTitle>
        {translate(provider ? 'app.identityProviders.edit' : 'app.identityProviders.create')}
      </DialogTitle>
      <DialogContent>
        {provider && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.identityProviders.redirectUri', { uri: provider.redirectUri })}
          </Alert>
        )}
        {/* the rules' iterator (SimpleFormIterator) names its inputs within a resource */}
        <ResourceContextProvider value="identityProviders">
          <Form defaultValues={formValuesOf(provider)} onSubmit={save}>
            <TextInput source="name" label={label('name')} fullWidth data-testid="idp-name" />
            <TextInput source="issuer" label={label('issuer')} fullWidth data-testid="idp-issuer" />
            <TextInput source="clientId" label={label('clientId')} fullWidth data-testid="idp-clientId" />
            <PasswordInput
              source="clientSecret"
              label={label('clientSecret')}
              helperText={
                provider?.hasClientSecret
                  ? 'app.identityProviders.help.secretKept'
                  : 'app.identityProviders.help.secret'
              }
              fullWidth
              data-testid="idp-clientSecret"
            />
            <TextInput source="scopes" label={label('scopes')} fullWidth />
            <TextInput source="emailClaim" label={label('emailClaim')} fullWidth />
            <ArrayInput source="rules" label={label('rules')} helperText="app.identityProviders.help.rules">
              <SimpleFormIterator inline disableReordering={false}>
                <TextInput source="claim" label={label('claim')} />
                <TextInput source="value" label={label('value')} />
                <SelectInput source="role_id" label={label('role')} choices={roles} />
                <TextInput source="stores" label={label('stores')} />
                <BooleanInput source="enableWholeStore" label={label('enableWholeStore')} />
              </SimpleFormIterator>
            </ArrayInput>
            <BooleanInput
              source="createUnknown"
              label={label('createUnknown')}
              helperText="app.identityProviders.help.createUnknown"
            />
            <BooleanInput source="enabled" label={label('enabled')} />
            <SchemaDialogToolbar onClose={onClose} saveDisabled={busy} saveTestId="idp-save" />
          </Form>
        </ResourceContextProvider>
      </DialogContent>
    </Dialog>
  );
}
