// A dashboard's save, one transaction: the row written (a new one owned by the session, or an existing one changed)
// and the definition saved recorded as its next version (server/repositories/dashboardVersions.ts), so that every
// create, update, duplicate, import, starter copy and restore is in the history, with who saved it and when.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DashboardFile } from '../../../domain/generated/types.ts';
import type { DashboardRow } from '../../repositories/dashboards.ts';
import { inTransaction } from '../../repositories/index.ts';
import type { DashboardInput } from './input.ts';

const WRITABLE = ['name', 'sharedRoles', 'variables', 'layouts', 'panels'] as const;

/** the stored fields of an input: null (cleared) becomes the column default */
export function record(input: DashboardInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of WRITABLE)
    if (input[field] !== undefined && input[field] !== null) out[field] = input[field];
  return out;
}

/** a dashboard's definition: what an export file, and a version, hold */
export function definitionOf(row: DashboardRow): DashboardFile {
  const { name, sharedRoles, variables, layouts, panels } = row;
  return { name, sharedRoles, variables, layouts, panels } as DashboardFile;
}

/** Saves the fields of `fields` as dashboard `id` (none: a new dashboard of the session) and its next version. */
export function saveDashboard(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number | undefined,
  fields: Record<string, unknown>,
): Promise<DashboardRow> {
  const email = request.principal!.email;
  return inTransaction(app.db, async (tx) => {
    const row =
      id === undefined
        ? await tx.dashboards.insert({ ...fields, builtIn: false }, email)
        : (await tx.dashboards.update(id, fields))!;
    await tx.dashboardVersions.record(row.id, email, definitionOf(row));
    return row;
  });
}
