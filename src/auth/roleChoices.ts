// The roles of GET /auth/role (role read or member read), one query for the role selects, role names and grants:
// the generated call's page cached under its generated key (the custom dashboards' role picker reads the same).
import { useQuery } from '@tanstack/react-query';
import type { Privileges } from '../../domain/grantRules';
import { roleCalls, roleKeys } from '../generated/client';

export interface RoleChoice {
  id: number;
  name: string;
  privilege: Privileges;
}

/** GET /auth/role: the roles the session may read, as the server answers them */
export const rolesQuery = {
  queryKey: roleKeys.search(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => roleCalls.search({ signal }),
};

export function useRoleChoices() {
  return useQuery({
    ...rolesQuery,
    select: (page): RoleChoice[] =>
      page.data.map((role) => ({
        id: Number(role.role_id),
        name: String(role.name),
        privilege: Array.isArray(role.privilege) ? (role.privilege as Privileges) : [],
      })),
  });
}
