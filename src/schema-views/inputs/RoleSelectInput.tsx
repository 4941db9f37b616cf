// Role select: the roles from GET /auth/role that the signed-in account may give (src/auth/grants.ts).
import { SelectInput } from 'react-admin';
import { useGrants } from '../../auth/grants';
import { useRoleChoices } from '../../auth/roleChoices';

export function RoleSelectInput({ source, disabled }: { source: string; disabled?: boolean }) {
  const { data, isPending } = useRoleChoices();
  const grants = useGrants();
  // a disabled select shows the current role, whatever it is
  const choices = (data ?? []).filter(
    (role) => disabled || grants.canGiveRole({ role_id: role.id, privilege: role.privilege }),
  );
  return (
    <SelectInput
      source={source}
      choices={choices.map(({ id, name }) => ({ id, name }))}
      isPending={isPending}
      emptyValue=""
      defaultValue=""
      disabled={disabled}
    />
  );
}

export function RoleNameField({ value }: { value: unknown }) {
  const { data } = useRoleChoices();
  const role = data?.find((r) => r.id === Number(value));
  return <span>{role ? role.name : String(value ?? '')}</span>;
}
