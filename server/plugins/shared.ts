// Marks a plugin as shared with its parent (what fastify-plugin does): its decorations and hooks are not encapsulated.
import type { FastifyPluginAsync } from 'fastify';

export function shared<Options extends object = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
