// GET /config/system: the system configuration (site, enableTagStatusCheck, ...), for the accounts of the
// console's screens (read privilege of setting, dashboard, store, tag or product; every account reads the same
// values in its session user info).
// PUT /config/system { site } (setting.write): the site variant (doc 1 §1; '' is the default variant, or one
// of croma, edion, coop, nec; anything else: 400 'validation error'). Sessions see it on their next check.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../http/validate.ts';
import { SITE_VALUES } from '../../../src/site/siteRules.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const invalid = 'validation.invalidValue';
/** the areas whose screens follow the site variant (only logout may be open to any session: routes.spec) */
const READERS = ['setting', 'dashboard', 'store', 'tag', 'product'];

const putBody = z.object({
  site: z
    .string({ message: invalid })
    .trim()
    .refine((site) => SITE_VALUES.includes(site), invalid),
});

export default async function systemConfigRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(
    '/config/system',
    {
      config: { privilege: READERS, access: 'read' },
      schema: doc('config', 'The system configuration (site variant and flags)', withAuthHeaders),
    },
    async () => repos.systemConfig.sessionConfig(),
  );

  app.put(
    '/config/system',
    {
      config: { privilege: 'setting', access: 'write' },
      schema: doc('config', 'Set the site variant', withAuthHeaders),
    },
    async (request) => {
      const { site } = parseBody(putBody, request.body);
      await repos.systemConfig.set('site', site);
      request.log.info({ site }, 'site variant set');
      return repos.systemConfig.sessionConfig();
    },
  );
}
