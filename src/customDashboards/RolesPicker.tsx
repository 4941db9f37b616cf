// The roles a dashboard is shared with (read only for them; issue 26 §1): a multi-select of the roles by name,
// role 0 left out (it sees every dashboard anyway).
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { rolesQuery } from '../auth/roleChoices';

export function RolesPicker({ value, onChange }: { value: number[]; onChange: (roles: number[]) => void }) {
  const translate = useTranslate();
  const { data } = useQuery({
    ...rolesQuery,
    select: (page) => page.data,
    staleTime: 300_000,
  });
  const roles = useMemo(() => (data ?? []).filter((role) => role.role_id !== 0), [data]);
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={2}
      options={roles}
      value={roles.filter((role) => value.includes(role.role_id))}
      onChange={(_, picked) => onChange(picked.map((role) => role.role_id))}
      getOptionLabel={(role) => role.name ?? String(role.role_id)}
      isOptionEqualToValue={(a, b) => a.role_id === b.role_id}
      sx={{ width: 240 }}
      renderOption={({ key, ...rest }, option) => (
        <li key={key} {...rest} data-testid="share-role-option">
          {option.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.customDashboards.share')}
          inputProps={{ ...params.inputProps, 'data-testid': 'dashboard-share' }}
        />
      )}
    />
  );
}
