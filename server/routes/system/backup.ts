// GET /system/backup (call backup.download; role 0 only, a session or a role-0 API token): the running server's
// backup archive (server/backup/archive.ts). PGlite's data directory belongs to the server while it runs, so its
// snapshot is taken here: the dump runs in the PGlite thread's queue between statements, a consistent image by
// construction (a transaction still open is rolled back when the copy starts). On PostgreSQL, pg_dump does it
// (scripts/backup.ts): 409.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { conflict } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { backupArchive } from '../../backup/archive.ts';
import type { PgliteDb } from '../../db/pglite.ts';
import { superRoleOnly } from '../config/storeMigration.ts';

const guard = { privilege: 'setting', access: 'write' } as const;

const isPglite = (db: FastifyInstance['db']): db is PgliteDb => db.kind === 'pglite' && 'dumpDataDir' in db;

export default async function backupRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'backup.download', { guard }, async (request, reply) => {
    superRoleOnly(request);
    if (!isPglite(app.db)) throw conflict(message('app.serverMessages.backupOnPostgres'));
    const dump = await app.db.dumpDataDir();
    request.log.info({ databaseBytes: dump.length }, 'backup snapshot taken');
    const name = `esl-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar`;
    return reply
      .type('application/x-tar')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .send(
        backupArchive({
          backend: 'pglite',
          database: { size: dump.length, content: [dump] },
          storage: app.storage,
        }),
      );
  });
}
