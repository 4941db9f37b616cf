// Calls serverConfig.system and serverConfig.saveSystem (schemas/serverConfig.schema.json).
// GET /config/system: the system configuration (site, enableTagStatusCheck, ...), for the accounts of the
// console's screens (read privilege of setting, dashboard, store, tag or product; every account reads the same
// values in its session user info).
// PUT /config/system { site?, familyProductItemCount?, enableProductUpdateHistory? } (setting.write): the site
// variant (doc 1 §1; '' is the default variant, or one of croma, edion, coop, nec), the family size (1-64) and
// the product history flag; anything else: 400 'validation error'. Open sessions see it at their next call
// (X-System-Config-Version, server/auth/configVersion.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { badRequest } from '../../http/errors.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { SITE_VALUES } from '../../../domain/siteRules.ts';

/** the areas whose screens follow the site variant (only logout may be open to any session: routes.spec) */
const READERS = ['setting', 'dashboard', 'store', 'tag', 'product'];

export default async function systemConfigRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  defineCall(app, 'serverConfig.system', { guard: { privilege: READERS, access: 'read' } }, async () =>
    repos.systemConfig.sessionConfig(),
  );

  defineCall(
    app,
    'serverConfig.saveSystem',
    { guard: { privilege: 'setting', access: 'write' } },
    async (request) => {
      const { familyProductItemCount, enableProductUpdateHistory } = request.body;
      const site = request.body.site?.trim();
      if (site !== undefined && !SITE_VALUES.includes(site)) throw badRequest(INVALID_VALUE);
      const changes = { site, familyProductItemCount, enableProductUpdateHistory };
      if (Object.values(changes).every((value) => value === undefined)) throw badRequest(INVALID_VALUE);
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) await repos.systemConfig.set(key, value);
      }
      request.log.info(changes, 'system configuration set');
      return repos.systemConfig.sessionConfig();
    },
  );
}
