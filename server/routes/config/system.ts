// GET /config/system: the system configuration (site, enableTagStatusCheck, ...), for the accounts of the
// console's screens (read privilege of setting, dashboard, store, tag or product; every account reads the same
// values in its session user info).
// PUT /config/system { site?, familyProductItemCount?, enableProductUpdateHistory? } (setting.write): the site
// variant (doc 1 §1; '' is the default variant, or one of croma, edion, coop, nec), the family size (1-64) and
// the product history flag; anything else: 400 'validation error'. Open sessions see it at their next call
// (X-System-Config-Version, server/auth/configVersion.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseBody } from '../../http/validate.ts';
import { SITE_VALUES } from '../../../domain/siteRules.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const invalid = 'validation.invalidValue';
/** the areas whose screens follow the site variant (only logout may be open to any session: routes.spec) */
const READERS = ['setting', 'dashboard', 'store', 'tag', 'product'];

const putBody = z
  .object({
    site: z
      .string({ message: invalid })
      .trim()
      .refine((site) => SITE_VALUES.includes(site), invalid)
      .optional(),
    familyProductItemCount: z
      .number({ message: invalid })
      .int(invalid)
      .min(1, invalid)
      .max(64, invalid)
      .optional(),
    enableProductUpdateHistory: z.boolean({ message: invalid }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), invalid);

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
      schema: doc('config', 'Set the site variant and the product flags', withAuthHeaders),
    },
    async (request) => {
      const changes = parseBody(putBody, request.body);
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) await repos.systemConfig.set(key, value);
      }
      request.log.info(changes, 'system configuration set');
      return repos.systemConfig.sessionConfig();
    },
  );
}
