// The inputs of a new API token (issue 35): name, role (the roles the account may give), stores (the members'
// store list widget), whole store (only when the account may give it) and the expiry, whose choices follow the
// role (never for role 0 only, expiryChoices.ts).
import { useEffect } from 'react';
import { BooleanInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGrants } from '../auth/grants';
import { RoleSelectInput } from '../schema-views/inputs/RoleSelectInput';
import { StoreListInput } from '../schema-views/inputs/StoreListInput';
import { expiryChoices, expiryFor } from './expiryChoices';

function ExpiryInput() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const roleId = useWatch({ name: 'role_id' }) as unknown;
  const choices = expiryChoices(roleId);
  // a role without "never" moves a never expiry back to the default
  useEffect(() => {
    const kept = expiryFor(roleId, getValues('expiry'));
    if (kept !== getValues('expiry')) setValue('expiry', kept);
  }, [roleId, getValues, setValue]);
  return (
    <SelectInput
      source="expiry"
      label="app.apiTokens.fields.expiresAt"
      choices={choices.map((choice) => ({
        id: choice,
        name:
          choice === 'never'
            ? translate('app.apiTokens.never')
            : translate('app.apiTokens.days', { smart_count: choice }),
      }))}
      validate={required()}
      data-testid="api-token-expiry"
    />
  );
}

export function TokenFormInputs() {
  const grants = useGrants();
  return (
    <>
      <TextInput
        source="name"
        label="app.apiTokens.fields.name"
        validate={required()}
        fullWidth
        inputProps={{ 'data-testid': 'api-token-name', maxLength: 100 }}
      />
      <RoleSelectInput source="role_id" />
      <StoreListInput source="store" />
      <BooleanInput
        source="enableWholeStore"
        label="app.apiTokens.fields.enableWholeStore"
        disabled={!grants.canGiveWholeStore}
      />
      <ExpiryInput />
    </>
  );
}
