// Every answer to a session carries the current version of the session's systemConfig in the header
// X-System-Config-Version; the console compares it with the version of its stored session user info and reloads
// that info when they differ, so a site change reaches open sessions at their next call (issue 10). The version
// comes with the session lookup (one statement); it is read again only when this instance wrote system_config since.
import type { FastifyInstance } from 'fastify';
import { localConfigWrites } from '../repositories/systemConfig.ts';

export const CONFIG_VERSION_HEADER = 'x-system-config-version';

/** Registered inside the API prefix, after the guard. */
export async function configVersionPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    const principal = request.principal;
    const known = principal && principal.via !== 'token' ? principal.configVersion : undefined;
    if (!known) return payload;
    const version =
      known.localWrites === localConfigWrites()
        ? known.version
        : await app.repos.systemConfig.sessionConfigVersion();
    reply.header(CONFIG_VERSION_HEADER, version);
    return payload;
  });
}
