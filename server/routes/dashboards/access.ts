// Who may see and change a dashboard (docs/api.md 'Custom dashboards'): the rules every dashboard route applies.
import type { FastifyRequest } from 'fastify';
import { emailsFor } from '../../auth/accountEmails.ts';
import { allows } from '../../auth/privileges.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { message, messages, type Message } from '../../http/messages.ts';
import type { DashboardsRepository, DashboardRow, Viewer } from '../../repositories/dashboards.ts';

export const read = { privilege: 'custom_dashboard', access: 'read' } as const;
export const write = { privilege: 'custom_dashboard', access: 'write' } as const;

export const DASHBOARD_MESSAGES = messages({
  builtInChange: 'app.serverMessages.dashboardBuiltInChange',
  builtInDelete: 'app.serverMessages.dashboardBuiltInDelete',
  notOwner: 'app.serverMessages.dashboardNotOwner',
});

export function viewerOf(request: FastifyRequest): Viewer {
  const session = request.principal!;
  return { email: session.email, roleId: session.account.role_id };
}

/** the account may change it: not built-in, its own (or role 0), and it holds custom_dashboard write */
export function editable(request: FastifyRequest, row: DashboardRow): boolean {
  const viewer = viewerOf(request);
  return (
    !row.builtIn &&
    (viewer.roleId === 0 || row.owner === viewer.email) &&
    allows(request.principal!.privilege, 'custom_dashboard', 'write')
  );
}

/**
 * a dashboard as answered: may the session change it, and its owner's email masked as other accounts' emails are
 * without member read (server/auth/accountEmails.ts; the session's own kept), beside the owner's name
 */
export function withEditable(
  request: FastifyRequest,
  row: DashboardRow,
): DashboardRow & { editable: boolean } {
  const owner = row.owner === null ? null : emailsFor(request.principal)(row.owner);
  return { ...row, owner, editable: editable(request, row) };
}

/** the account may change it (else 403): not built-in, its own or role 0 */
export function assertMayChange(request: FastifyRequest, row: DashboardRow, builtInMessage: Message): void {
  if (row.builtIn) throw forbidden(builtInMessage);
  const viewer = viewerOf(request);
  if (viewer.roleId !== 0 && row.owner !== viewer.email) throw forbidden(DASHBOARD_MESSAGES.notOwner);
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
