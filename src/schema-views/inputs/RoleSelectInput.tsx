// Role select: the roles from GET /auth/role.
import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

export function useRoleChoices() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['auth', 'roles'],
    queryFn: async () =>
      (await dataProvider.roles()).map((role) => ({ id: Number(role.role_id), name: String(role.name) })),
  });
}

export function RoleSelectInput({ source }: { source: string }) {
  const { data, isPending } = useRoleChoices();
  return (
    <SelectInput source={source} choices={data ?? []} isPending={isPending} emptyValue="" defaultValue="" />
  );
}

export function RoleNameField({ value }: { value: unknown }) {
  const { data } = useRoleChoices();
  const role = data?.find((r) => r.id === Number(value));
  return <span>{role ? role.name : String(value ?? '')}</span>;
}
