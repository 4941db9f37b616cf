// App plugin: the label render threads (server/render/renderPool.ts) as `app.renderPool`, stopped on close.
import { createRenderPool, type RenderPool } from '../render/renderPool.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    renderPool: RenderPool;
  }
}

export const renderPoolPlugin = shared('renderPool', async (app) => {
  const { renderTimeoutMs, renderThreads } = app.appConfig;
  const pool = createRenderPool({ timeoutMs: renderTimeoutMs, threads: renderThreads });
  app.decorate('renderPool', pool);
  app.addHook('onClose', async () => pool.close());
});
