// Store migration (doc 3 §2, §4, §6, §7 'Settings'; docs/api.md 'Store migration'), role 0 only:
//   GET /config/store/{store}/export → the store's migration file (gzip JSON, attachment)
// Its upload, POST /upload/database: routes/upload/database.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { encodeMigration, exportStore } from '../../settings/storeMigration.ts';
import { doc, withAuthHeaders } from '../docs.ts';

/** the store migration's guard; role 0 only besides (superRoleOnly) */
export const migrationGuard = { privilege: 'store_config', access: 'write' } as const;

export function superRoleOnly(request: FastifyRequest): void {
  if (request.session?.account.role_id !== SUPER_ROLE_ID) throw forbidden();
}

export default async function storeMigrationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { store: string } }>(
    '/config/store/:store/export',
    { config: migrationGuard, schema: doc('setting', "A store's migration file (role 0)", withAuthHeaders) },
    async (request, reply) => {
      superRoleOnly(request);
      const exists = await app.repos.stores.get({ storeCode: request.params.store });
      if (!exists)
        throw badRequest(message('app.serverMessages.migrationNoStore', { store: request.params.store }));
      const file = await exportStore(app.db, request.params.store);
      const name = `store-${request.params.store.replace(/[^\w.-]/g, '_')}.esl-store.json.gz`;
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(encodeMigration(file));
    },
  );
}
