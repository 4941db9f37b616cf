// App plugin: the label render threads (server/render/renderPool.ts) as `app.renderPool`, stopped on close.
// Every label render with a storeCode goes through the store's tag data decorator first (server/render/decorate.ts);
// a signage picture's products through the plus data decorator (server/plus/showPicture.ts).
import { decorateRender } from '../render/decorate.ts';
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
  app.decorate('renderPool', {
    label: async (input) => pool.label(await decorateRender(app.scripts, input)),
    pages: async (input) => pool.pages(await decorateRender(app.scripts, input)),
    // signage products come decorated by the plus data decorator (server/plus/showPicture.ts)
    signage: (input) => pool.signage(input),
    queued: () => pool.queued(),
    onRender: (listener) => pool.onRender(listener),
    close: () => pool.close(),
  } satisfies RenderPool);
  app.addHook('onClose', async () => pool.close());
});
