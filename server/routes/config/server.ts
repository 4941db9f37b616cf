// The server configuration (doc 3 §3, §5, §7 'Settings'): GET /config/server (server config or setting read) and
// PUT /config/server (server config write) with every field of schemas/serverConfig.schema.json; the body is
// checked by the generated validator, so a missing retention, refresh or interval or a blank PAN ID answers
// 400 with the spec's message ('Fill in History Retention!', ...). Saved values apply at once (no restart): see
// server/settings/serverConfig.ts and docs/api.md 'Server configuration'.
import type { FastifyInstance } from 'fastify';
import { serverConfigValidators } from '../../../domain/generated/validators.ts';
import { parseBody } from '../../http/validate.ts';
import { readServerConfig, writeServerConfig } from '../../settings/serverConfig.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

export default async function serverConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/config/server',
    {
      config: { privilege: ['server_config', 'setting'], access: 'read' },
      schema: doc('setting', 'The server configuration', {
        response: { 200: entity('ServerConfig') },
        ...withAuthHeaders,
      }),
    },
    async () => readServerConfig(app.db),
  );

  app.put(
    '/config/server',
    {
      config: { privilege: 'server_config', access: 'write' },
      schema: doc('setting', 'Save the server configuration (every field)', {
        body: entity('ServerConfig'),
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const values = parseBody(serverConfigValidators.api.update, request.body) as Record<string, unknown>;
      await app.db.transaction((tx) => writeServerConfig(tx, values));
      request.log.info({ fields: Object.keys(values) }, 'server configuration saved');
      return readServerConfig(app.db);
    },
  );
}
