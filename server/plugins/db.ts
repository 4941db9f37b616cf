// External plugin: the database (opened from the configuration unless one is given) with its migrations applied.
import { auditedDb } from '../db/auditedDb.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { shared } from './shared.ts';

export const dbPlugin = shared<{ db?: Db }>('db', async (app, options) => {
  const db = options.db ?? (await openDb(app.appConfig));
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  // the routes' changes reach the audit log in their own transactions (server/db/auditedDb.ts)
  app.decorate('db', auditedDb(db));
  // a database handed in belongs to the caller
  if (!options.db) app.addHook('onClose', async () => db.close());
});
