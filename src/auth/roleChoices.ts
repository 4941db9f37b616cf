// The roles of GET /auth/role (role read or member read), one query for the role selects, role names and grants.
import { useQuery } from '@tanstack/react-query';
import type { Privileges } from '../../domain/grantRules';
import { useAppDataProvider } from '../providers/useAppDataProvider';

export interface RoleChoice {
  id: number;
  name: string;
  privilege: Privileges;
}

export function useRoleChoices() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['auth', 'roles'],
    queryFn: async (): Promise<RoleChoice[]> =>
      (await dataProvider.roles()).map((role) => ({
        id: Number(role.role_id),
        name: String(role.name),
        privilege: Array.isArray(role.privilege) ? (role.privilege as Privileges) : [],
      })),
  });
}
