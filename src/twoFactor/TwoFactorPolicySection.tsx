// Role 0's two-factor policy (issue 36), on the server settings page: not required, required for every account,
// or for the chosen roles; an account it reaches sets two-factor up at its next sign-in.
import {
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import type { TwoFactorPolicy } from '../../domain/generated/calls';
import { useRoleChoices } from '../auth/roleChoices';
import { twoFactorCalls, twoFactorKeys } from '../generated/client';
import { useErrorDialog } from '../layout/ErrorDialog';

const MODES: Array<TwoFactorPolicy['mode']> = ['none', 'all', 'roles'];
const MODE_LABELS = {
  none: 'app.twoFactor.policyNone',
  all: 'app.twoFactor.policyAll',
  roles: 'app.twoFactor.policyRoles',
};

export function TwoFactorPolicySection() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const roles = useRoleChoices();
  const saved = useQuery({
    queryKey: twoFactorKeys.policy(),
    queryFn: ({ signal }) => twoFactorCalls.policy({ signal }),
  });
  const [policy, setPolicy] = useState<TwoFactorPolicy | null>(null);
  useEffect(() => {
    if (saved.data) setPolicy(saved.data);
  }, [saved.data]);
  if (!policy) return null;
  const toggleRole = (id: number) =>
    setPolicy({
      ...policy,
      roles: policy.roles.includes(id) ? policy.roles.filter((r) => r !== id) : [...policy.roles, id],
    });
  const save = async () => {
    try {
      setPolicy(await twoFactorCalls.setPolicy({ body: policy }));
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
      notify('app.twoFactor.saved', { type: 'success' });
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Stack spacing={1} data-testid="two-factor-policy">
      <Typography variant="h6" component="h2">
        {translate('app.twoFactor.policyTitle')}
      </Typography>
      <RadioGroup
        value={policy.mode}
        onChange={(event) => setPolicy({ ...policy, mode: event.target.value as TwoFactorPolicy['mode'] })}
        aria-label={translate('app.twoFactor.policyTitle')}
      >
        {MODES.map((mode) => (
          <FormControlLabel
            key={mode}
            value={mode}
            control={<Radio />}
            label={translate(MODE_LABELS[mode])}
          />
        ))}
      </RadioGroup>
      {policy.mode === 'roles' && (
        <FormGroup>
          <FormLabel>{translate('app.twoFactor.policyRolesLabel')}</FormLabel>
          {(roles.data ?? []).map((role) => (
            <FormControlLabel
              key={role.id}
              control={
                <Checkbox checked={policy.roles.includes(role.id)} onChange={() => toggleRole(role.id)} />
              }
              label={`${role.id}: ${role.name}`}
            />
          ))}
        </FormGroup>
      )}
      <div>
        <Button variant="contained" onClick={() => void save()} data-testid="two-factor-policy-save">
          {translate('app.twoFactor.save')}
        </Button>
      </div>
    </Stack>
  );
}
