// The signage settings of a store (doc 3 §3 'Plus setting', fields not shown: decided in
// schemas/plusSetting.schema.json; docs/api.md 'Signage devices'): GET /plus/store/{storeCode}/setting answers the
// stored row or the defaults, POST /plus/store/{storeCode}/setting saves { tz, infoViewDuration, defaultTemplate }
// (bounds from the contract; tz an IANA zone; defaultTemplate one of the store's templates or empty).
import type { FastifyInstance } from 'fastify';
import { isIanaZone } from '../../../domain/plusDevice.ts';
import type { PlusSetting } from '../../../domain/generated/types.ts';
import type { PlusSettingAnswer } from '../../../domain/generated/calls.ts';
import { badRequest } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { defineCall } from '../../http/calls.ts';
import { storeExists } from '../../http/storeScope.ts';
import { CONFIG_MESSAGES } from './device.ts';

export const SETTING_MESSAGES = messages({ template: 'app.serverMessages.plusNoSuchTemplate' });

export const settingDefaults = (storeCode: string): PlusSetting => ({
  storeCode,
  tz: 'UTC',
  infoViewDuration: 30,
});

/** a stored row (or the defaults) as the API answers it: its time as ISO text */
function settingAnswer(row: PlusSetting): PlusSettingAnswer {
  const { updatedAt, ...rest } = row as PlusSetting & { updatedAt?: unknown };
  return {
    ...rest,
    tz: rest.tz ?? 'UTC',
    infoViewDuration: rest.infoViewDuration ?? 30,
    ...(updatedAt === undefined || updatedAt === null
      ? {}
      : { updatedAt: new Date(updatedAt as string | Date).toISOString() }),
  };
}

export default async function plusSettingRoutes(app: FastifyInstance): Promise<void> {
  const settings = app.repos.plusSettings;

  defineCall(app, 'plusSetting.get', { guard: { privilege: 'plus', access: 'read' } }, async (request) => {
    const store = request.params.storeCode;
    await storeExists(app, store);
    return settingAnswer((await settings.get({ storeCode: store })) ?? settingDefaults(store));
  });

  defineCall(app, 'plusSetting.save', { guard: { privilege: 'plus', access: 'write' } }, async (request) => {
    const store = request.params.storeCode;
    await storeExists(app, store);
    const body = request.body;
    if (body.tz !== undefined && body.tz !== null && !isIanaZone(body.tz))
      throw badRequest(CONFIG_MESSAGES.tz);
    const template = body.defaultTemplate?.trim() || null;
    if (template && !(await app.repos.plusTemplates.one(store, template)))
      throw badRequest(SETTING_MESSAGES.template);
    const current = (await settings.get({ storeCode: store })) ?? settingDefaults(store);
    const row = {
      storeCode: store,
      tz: body.tz ?? current.tz ?? 'UTC',
      infoViewDuration: body.infoViewDuration ?? current.infoViewDuration ?? 30,
      defaultTemplate: template ?? undefined,
      updatedAt: new Date().toISOString(),
    };
    if (await settings.get({ storeCode: store })) await settings.update({ storeCode: store }, row);
    else await settings.insert(row);
    return row;
  });
}
