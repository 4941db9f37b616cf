// The signage settings of a store (doc 3 §3 'Plus setting', fields not shown: decided in
// schemas/plusSetting.schema.json; docs/api.md 'Signage devices'): GET /plus/store/{store}/setting answers the
// stored row or the defaults, POST /plus/store/{store}/setting saves { tz, infoViewDuration, defaultTemplate }
// (validated by the generated validator; tz an IANA zone; defaultTemplate one of the store's templates or empty).
import type { FastifyInstance } from 'fastify';
import { isIanaZone } from '../../../domain/plusDevice.ts';
import type { PlusSetting } from '../../../domain/generated/types.ts';
import { plusSettingValidators } from '../../../domain/generated/validators.ts';
import { badRequest } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';
import { storeExists } from '../../http/storeScope.ts';
import { CONFIG_MESSAGES } from './device.ts';

export const SETTING_MESSAGES = messages({ template: 'app.serverMessages.plusNoSuchTemplate' });

export const settingDefaults = (storeCode: string): PlusSetting => ({
  storeCode,
  tz: 'UTC',
  infoViewDuration: 30,
});

export default async function plusSettingRoutes(app: FastifyInstance): Promise<void> {
  const settings = app.repos.plusSettings;

  app.get<{ Params: { store: string } }>(
    '/plus/store/:store/setting',
    {
      config: { privilege: 'plus', access: 'read' },
      schema: doc('signage', "The store's signage settings (defaults when never saved)", withAuthHeaders),
    },
    async (request) => {
      const { store } = request.params;
      await storeExists(app, store);
      return (await settings.get({ storeCode: store })) ?? settingDefaults(store);
    },
  );

  app.post<{ Params: { store: string } }>(
    '/plus/store/:store/setting',
    {
      config: { privilege: 'plus', access: 'write' },
      schema: doc('signage', "Save the store's signage settings", {
        body: entity('PlusSetting'),
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const { store } = request.params;
      await storeExists(app, store);
      const raw = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const body = parseBody(plusSettingValidators.api.update, { ...raw, storeCode: store });
      if (body.tz !== undefined && body.tz !== null && !isIanaZone(body.tz))
        throw badRequest(CONFIG_MESSAGES.tz);
      const template = body.defaultTemplate?.trim() || null;
      if (template && !(await app.repos.plusTemplates.one(store, template)))
        throw badRequest(SETTING_MESSAGES.template);
      const current = (await settings.get({ storeCode: store })) ?? settingDefaults(store);
      const row = {
        storeCode: store,
        tz: body.tz ?? current.tz,
        infoViewDuration: body.infoViewDuration ?? current.infoViewDuration,
        defaultTemplate: template ?? undefined,
        updatedAt: new Date().toISOString(),
      };
      if (await settings.get({ storeCode: store })) await settings.update({ storeCode: store }, row);
      else await settings.insert(row);
      return row;
    },
  );
}
