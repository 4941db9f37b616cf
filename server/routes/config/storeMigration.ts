// Store migration (doc 3 §2, §4, §6, §7 'Settings'; docs/api.md 'Store migration'), role 0 only:
//   GET /config/store/{storeCode}/export (call store.export) → the store's migration file (gzip JSON, attachment)
// Its upload, POST /upload/database: routes/upload/database.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { encodeMigration, exportStore } from '../../settings/storeMigration.ts';

/** the store migration's guard; role 0 only besides (superRoleOnly) */
export const migrationGuard = { privilege: 'store_config', access: 'write' } as const;

export function superRoleOnly(request: FastifyRequest): void {
  if (request.principal?.account.role_id !== SUPER_ROLE_ID) throw forbidden();
}

export default async function storeMigrationRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'store.export', { guard: migrationGuard }, async (request, reply) => {
    superRoleOnly(request);
    const store = request.params.storeCode;
    const exists = await app.repos.stores.get({ storeCode: store });
    if (!exists) throw badRequest(message('app.serverMessages.migrationNoStore', { store }));
    const file = await exportStore(app.db, store);
    const name = `store-${store.replace(/[^\w.-]/g, '_')}.esl-store.json.gz`;
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(encodeMigration(file));
  });
}
