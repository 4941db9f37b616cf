// The server configuration (doc 3 §3, §5, §7 'Settings'): GET /config/server (server config or setting read) and
// PUT /config/server (server config write) with every field of schemas/serverConfig.schema.json; the body is
// checked by the generated validator, so a missing retention, refresh or interval or a blank PAN ID answers
// 400 with the spec's message ('Fill in History Retention!', ...). Saved values apply at once (no restart): see
// server/settings/serverConfig.ts and docs/api.md 'Server configuration'.
import type { FastifyInstance } from 'fastify';
import type { ServerConfigGetOneAnswer } from '../../../domain/generated/calls.ts';
import { serverConfigValidators } from '../../../domain/generated/validators.ts';
import { defineCall } from '../../http/calls.ts';
import { jsonSchemas } from '../../generated/jsonSchemas.ts';
import { parseBody } from '../../http/validate.ts';
import { readServerConfig, writeServerConfig } from '../../settings/serverConfig.ts';

const FIELD_TYPES = Object.entries(
  (jsonSchemas.ServerConfig.properties ?? {}) as Record<string, { type?: string }>,
).map(([name, property]) => [name, property.type] as const);
const EMPTY: Record<string, unknown> = { string: '', integer: 0, number: 0, boolean: false };

/** the configuration as answered: a field never set is its type's empty value ('', 0), as the console's form reads it */
function answered(config: Record<string, unknown>): ServerConfigGetOneAnswer {
  const out = { ...config };
  for (const [name, type] of FIELD_TYPES)
    if (out[name] === null && type !== undefined && type in EMPTY) out[name] = EMPTY[type];
  return out as ServerConfigGetOneAnswer;
}

export default async function serverConfigRoutes(app: FastifyInstance): Promise<void> {
  const current = async () => answered((await readServerConfig(app.db)) as Record<string, unknown>);

  defineCall(
    app,
    'serverConfig.getOne',
    { guard: { privilege: ['server_config', 'setting'], access: 'read' } },
    current,
  );

  defineCall(
    app,
    'serverConfig.update',
    { guard: { privilege: 'server_config', access: 'write' } },
    async (request) => {
      const values = parseBody(serverConfigValidators.api.update, request.body) as Record<string, unknown>;
      await app.db.transaction((tx) => writeServerConfig(tx, values));
      request.log.info({ fields: Object.keys(values) }, 'server configuration saved');
      return current();
    },
  );
}
