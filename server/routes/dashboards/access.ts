// Who may see and change a dashboard (docs/api.md 'Custom dashboards'): the rules every dashboard route applies.
import type { FastifyRequest } from 'fastify';
import { allows } from '../../auth/privileges.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import type { DashboardsRepository, DashboardRow, Viewer } from '../../repositories/dashboards.ts';

export const read = { privilege: 'custom_dashboard', access: 'read' } as const;

export function viewerOf(request: FastifyRequest): Viewer {
  const session = request.session!;
  return { email: session.email, roleId: session.account.role_id };
}

/** the account may change it: not built-in, its own (or role 0), and it holds custom_dashboard write */
export function editable(request: FastifyRequest, row: DashboardRow): boolean {
  const viewer = viewerOf(request);
  return (
    !row.builtIn &&
    (viewer.roleId === 0 || row.owner === viewer.email) &&
    allows(request.session!.privilege, 'custom_dashboard', 'write')
  );
}

export function withEditable(
  request: FastifyRequest,
  row: DashboardRow,
): DashboardRow & { editable: boolean } {
  return { ...row, editable: editable(request, row) };
}

export function dashboardId(value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw badRequest(message('app.serverMessages.dashboardIdNumber'));
  return Number(value);
}

/** a dashboard the account sees, else 404 */
export async function visibleDashboard(
  repo: DashboardsRepository,
  request: FastifyRequest,
  id: string,
): Promise<DashboardRow> {
  const row = await repo.get(dashboardId(id), viewerOf(request));
  if (!row) throw notFound();
  return row;
}
