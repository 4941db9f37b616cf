// App plugin: the user script sandbox (server/scripts/) as `app.scripts`: its threads stop on close.
import { createScriptPool } from '../scripts/scriptPool.ts';
import { ScriptService } from '../scripts/scriptService.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scripts: ScriptService;
  }
}

export const scriptsPlugin = shared('scripts', async (app) => {
  const { scriptTimeoutMs, scriptMemoryMb, scriptThreads } = app.appConfig;
  const pool = createScriptPool({
    timeoutMs: scriptTimeoutMs,
    memoryMb: scriptMemoryMb,
    threads: scriptThreads,
  });
  app.decorate('scripts', new ScriptService(app.db, pool));
  app.addHook('onClose', async () => pool.close());
});
