// Signage devices (doc 3 §2 Signage add-on, §3 Plus device, §4, §5 Signage, §7 Signage; docs/api.md 'Signage
// devices'): POST /plus/device/config, DELETE /plus/store/{code}/device/{id}, POST /plus/assign,
// POST /plus/deassign, POST /plus/store/{code}/blink/product, GET /plus/store/{store}/device/search/{term}
// (schemas/plusDevice.schema.json x-calls).
// plus read / write; the guard scopes the path's store and the body's storeCode to the session. {id} is the
// device's MAC. A store's device table and one device: routes/status/store/plus.ts.
import type { FastifyInstance } from 'fastify';
import { DEVICE_MESSAGES, isIanaZone } from '../../../domain/plusDevice.ts';
import { plusDeviceValidators } from '../../../domain/generated/validators.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message, messageBody } from '../../http/messages.ts';
import { validationMessage } from '../../http/validate.ts';
import type { PlusDeviceRow, PlusDeviceSaveConfigAnswer } from '../../../domain/generated/calls.ts';
import { defineCall } from '../../http/calls.ts';
import {
  type Body,
  deviceId,
  INPUT_MESSAGES,
  MAX_DEVICES_PER_CALL,
  pathMac,
  requireDevices,
  storeCodeOf,
} from '../../plus/deviceInput.ts';
import { inTransaction } from '../../repositories/index.ts';
import { answerOf, type ProductSlot } from '../../repositories/plusDevices.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';
import { storeExists } from '../../http/storeScope.ts';

const READ = { privilege: 'plus', access: 'read' } as const;
const WRITE = { privilege: 'plus', access: 'write' } as const;
/** the most devices and product codes a term search answers */
export const TERM_LIMIT = 100;

/** the device settings' messages: the schema's (x-invalid of schemas/plusDevice.schema.json), in English */
export const CONFIG_MESSAGES = {
  name: message('validation.plusDeviceName'),
  tz: message('validation.plusDeviceTz'),
  brightness: message('validation.plusDeviceBrightness'),
  volume: (max: number) => message('validation.plusDeviceVolume', { max }),
  product: message('app.serverMessages.plusProductCodeTooLong'),
} as const;

/** the device settings (x-forms.config): the given fields of the body (null = not given), text trimmed */
function configOf(body: Body): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const field of plusDeviceValidators.fields.config) {
    const value = body[field];
    if (value !== undefined && value !== null)
      given[field] = typeof value === 'string' ? value.trim() : value;
  }
  return given;
}

function productCodes(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const codes = list.map((code) => (typeof code === 'string' ? code.trim() : ''));
  if (codes.length === 0 || codes.some((c) => c === ''))
    throw badRequest(message(DEVICE_MESSAGES.enterProductCode));
  if (codes.some((c) => c.length > 64)) throw badRequest(CONFIG_MESSAGES.product);
  return codes;
}

function devList<T>(list: T[] | undefined): T[] {
  if (!list || list.length === 0) throw badRequest(message(DEVICE_MESSAGES.noRowSelected));
  if (list.length > MAX_DEVICES_PER_CALL) throw badRequest(INPUT_MESSAGES.deviceList);
  return list;
}

export default async function plusDeviceRoutes(app: FastifyInstance): Promise<void> {
  const devices = app.repos.plusDevices;

  /** every device of `entries` (404 unknown ones) gets its product list edited by its entries, in order */
  const editProducts = async <E extends { id: { mac: string; index?: number } }>(
    storeCode: string,
    entries: E[],
    edit: (slots: ProductSlot[], entry: E) => ProductSlot[],
  ) => {
    const macs = [...new Set(entries.map((e) => e.id.mac))];
    await requireDevices(devices, storeCode, macs);
    return inTransaction(app.db, async (repos) => {
      const repo = repos.plusDevices;
      const data: Array<{ mac: string; products: ProductSlot[] }> = [];
      for (const mac of macs) {
        const device = await repo.one(storeCode, mac);
        let slots = ((device?.products ?? []) as unknown as ProductSlot[]).filter(
          (slot) => typeof slot.index === 'number',
        );
        for (const entry of entries.filter((e) => e.id.mac === mac)) slots = edit(slots, entry);
        slots.sort((x, y) => x.index - y.index);
        await repo.setProducts(storeCode, mac, slots);
        data.push({ mac, products: slots });
      }
      return { data };
    });
  };

  defineCall(app, 'plusDevice.saveConfig', { guard: WRITE }, async (request) => {
    const body: Body = { ...request.body };
    const storeCode = storeCodeOf(body);
    const { mac, index } = deviceId(body.mac);
    if (index !== undefined) throw badRequest(INPUT_MESSAGES.deviceId);
    const device = await devices.one(storeCode, mac);
    if (!device) throw notFound();
    const maxVolume = device.maxVolume ?? 100;
    // the schema's rules (x-forms.config), first failing field first; then what only the device knows
    const checked = plusDeviceValidators.form.config.safeParse(configOf(body));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw badRequest(
        issue?.path[0] === 'volume'
          ? CONFIG_MESSAGES.volume(maxVolume)
          : validationMessage(issue?.message ?? ''),
      );
    }
    const patch = Object.fromEntries(Object.entries(checked.data).filter(([, v]) => v !== undefined));
    if (patch.tz !== undefined && !isIanaZone(patch.tz)) throw badRequest(CONFIG_MESSAGES.tz);
    if (typeof patch.volume === 'number' && patch.volume > maxVolume)
      throw badRequest(CONFIG_MESSAGES.volume(maxVolume));
    const row = await devices.configure(storeCode, mac, patch);
    if (!row) throw notFound();
    return answerOf(row) as PlusDeviceSaveConfigAnswer;
  });

  defineCall(app, 'plusDevice.remove', { guard: WRITE }, async (request) => {
    const mac = pathMac(request.params.mac);
    if (!(await devices.remove(request.params.storeCode, mac))) throw notFound();
    return { mac, ...messageBody(message(DEVICE_MESSAGES.removed)) };
  });

  defineCall(app, 'plusDevice.assign', { guard: WRITE }, async (request) => {
    const storeCode = storeCodeOf(request.body);
    const entries = devList(request.body.devList).map((entry) => ({
      id: deviceId(entry.mac),
      codes: productCodes(entry.product),
    }));
    const wanted = [...new Set(entries.flatMap((e) => e.codes))];
    const known = await devices.knownProducts(storeCode, wanted);
    if (known.length < wanted.length) throw badRequest(ASSIGN_MESSAGES.productNotExist);
    return editProducts(storeCode, entries, (slots, { id, codes }) =>
      id.index === undefined
        ? codes.map((prCode, index) => ({ index, prCode }))
        : [...slots.filter((s) => s.index !== id.index), { index: id.index, prCode: codes[0] }],
    );
  });

  defineCall(app, 'plusDevice.deassign', { guard: WRITE }, async (request) => {
    const storeCode = storeCodeOf(request.body);
    const entries = devList(request.body.devList).map((entry) => ({ id: deviceId(entry.mac) }));
    return editProducts(storeCode, entries, (slots, { id }) =>
      id.index === undefined ? [] : slots.filter((s) => s.index !== id.index),
    );
  });

  defineCall(app, 'plusDevice.blinkProduct', { guard: WRITE }, async (request) => {
    const { storeCode } = request.params;
    await storeExists(app, storeCode);
    const [prCode] = productCodes(request.body.prCode);
    const { macs, until } = await devices.blinkProduct(storeCode, prCode);
    return { prCode, devList: macs, blinkUntil: until };
  });

  defineCall(app, 'plusDevice.searchByProduct', { guard: READ }, async (request) => {
    const { storeCode } = request.params;
    const term = request.params.term.trim();
    if (term === '' || term.length > 64) throw badRequest(message(DEVICE_MESSAGES.enterProductCode));
    await storeExists(app, storeCode);
    const [devList, codes] = await Promise.all([
      devices.findByTerm(storeCode, term, TERM_LIMIT),
      devices.productCodesLike(storeCode, term, TERM_LIMIT),
    ]);
    return { devList: devList as PlusDeviceRow[], prCodeList: codes };
  });
}
