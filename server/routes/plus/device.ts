// Signage devices (doc 3 §2 Signage add-on, §3 Plus device, §4, §5 Signage, §7 Signage; docs/api.md 'Signage
// devices'): POST /status/store/{code}/plus/device/search, GET /status/store/{code}/plus/device/{id},
// POST /plus/device/config, DELETE /plus/store/{code}/device/{id}, POST /plus/assign, POST /plus/deassign,
// POST /plus/store/{code}/blink/product, GET /plus/store/{store}/device/search/{term}. plus read / write; the
// guard scopes the path's store and the body's storeCode to the session. {id} is the device's MAC.
import type { FastifyInstance } from 'fastify';
import { BRIGHTNESS_MAX, DEVICE_MESSAGES, isIanaZone } from '../../../src/domain/plusDevice.ts';
import type { SearchBody } from '../../db/search.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  bodyOf,
  type Body,
  deviceId,
  INPUT_MESSAGES,
  MAX_DEVICES_PER_CALL,
  pathMac,
  requireDevices,
  storeCodeOf,
  wholeNumber,
} from '../../plus/deviceInput.ts';
import { answerOf, PlusDevicesRepository, type ProductSlot } from '../../repositories/plusDevices.ts';
import { ASSIGN_MESSAGES } from '../tag/assignBodies.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { storeExists } from '../tag/search.ts';

const READ = { privilege: 'plus', access: 'read' } as const;
const WRITE = { privilege: 'plus', access: 'write' } as const;
const NAME_MAX = 64;
/** the most devices and product codes a term search answers */
export const TERM_LIMIT = 100;

export const CONFIG_MESSAGES = {
  name: `The device name is at most ${NAME_MAX} characters.`,
  tz: 'Select a time zone from the list.',
  brightness: `Brightness must be a whole number from 0 to ${BRIGHTNESS_MAX}.`,
  volume: (max: number) => `Volume must be a whole number from 0 to ${max}.`,
  product: 'A product code is at most 64 characters.',
} as const;

function productCodes(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const codes = list.map((code) => (typeof code === 'string' ? code.trim() : ''));
  if (codes.length === 0 || codes.some((c) => c === '')) throw badRequest(DEVICE_MESSAGES.enterProductCode);
  if (codes.some((c) => c.length > 64)) throw badRequest(CONFIG_MESSAGES.product);
  return codes;
}

function devList(raw: unknown): Body[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest(DEVICE_MESSAGES.noRowSelected);
  if (raw.length > MAX_DEVICES_PER_CALL) throw badRequest(INPUT_MESSAGES.deviceList);
  return raw.map(bodyOf);
}

export default async function plusDeviceRoutes(app: FastifyInstance): Promise<void> {
  const devices = new PlusDevicesRepository(app.db);

  /** every device of `entries` (404 unknown ones) gets its product list edited by its entries, in order */
  const editProducts = async <E extends { id: { mac: string; index?: number } }>(
    storeCode: string,
    entries: E[],
    edit: (slots: ProductSlot[], entry: E) => ProductSlot[],
  ) => {
    const macs = [...new Set(entries.map((e) => e.id.mac))];
    await requireDevices(devices, storeCode, macs);
    return app.db.transaction(async (tx) => {
      const repo = new PlusDevicesRepository(tx);
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

  app.post<{ Params: { code: string } }>(
    '/status/store/:code/plus/device/search',
    {
      config: READ,
      schema: doc(
        'signage',
        "A store's device table (table conventions; filter_mac, name, template, status)",
        {
          body: searchBody,
          ...withAuthHeaders,
        },
      ),
    },
    async (request) => {
      await storeExists(app, request.params.code);
      return devices.searchOf(request.params.code, (request.body ?? {}) as SearchBody);
    },
  );

  app.get<{ Params: { code: string; id: string } }>(
    '/status/store/:code/plus/device/:id',
    { config: READ, schema: doc('signage', 'One device (id = its MAC), with blinking', withAuthHeaders) },
    async (request) => {
      const row = await devices.one(request.params.code, pathMac(request.params.id));
      if (!row) throw notFound();
      return answerOf(row);
    },
  );

  app.post(
    '/plus/device/config',
    {
      config: WRITE,
      schema: doc(
        'signage',
        "A device's name, tz, volume (0..maxVolume), brightness (0..255)",
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = bodyOf(request.body);
      const storeCode = storeCodeOf(body);
      const { mac, index } = deviceId(body.mac);
      if (index !== undefined) throw badRequest(INPUT_MESSAGES.deviceId);
      const device = await devices.one(storeCode, mac);
      if (!device) throw notFound();
      const given = (v: unknown) => v !== undefined && v !== null;
      if (given(body.name) && (typeof body.name !== 'string' || body.name.trim().length > NAME_MAX))
        throw badRequest(CONFIG_MESSAGES.name);
      if (given(body.tz) && !isIanaZone(body.tz)) throw badRequest(CONFIG_MESSAGES.tz);
      const maxVolume = device.maxVolume ?? 100;
      const volume = given(body.volume)
        ? wholeNumber(body.volume, 0, maxVolume, CONFIG_MESSAGES.volume(maxVolume))
        : undefined;
      const brightness = given(body.brightness)
        ? wholeNumber(body.brightness, 0, BRIGHTNESS_MAX, CONFIG_MESSAGES.brightness)
        : undefined;
      const row = await devices.configure(storeCode, mac, {
        name: typeof body.name === 'string' ? body.name.trim() : undefined,
        tz: typeof body.tz === 'string' ? body.tz : undefined,
        volume,
        brightness,
      });
      if (!row) throw notFound();
      return answerOf(row);
    },
  );

  app.delete<{ Params: { code: string; id: string } }>(
    '/plus/store/:code/device/:id',
    { config: WRITE, schema: doc('signage', "Remove a device from the store's list", withAuthHeaders) },
    async (request) => {
      const mac = pathMac(request.params.id);
      if (!(await devices.remove(request.params.code, mac))) throw notFound();
      return { mac, message: DEVICE_MESSAGES.removed };
    },
  );

  app.post(
    '/plus/assign',
    {
      config: WRITE,
      schema: doc(
        'signage',
        'Assign products: devList [{ mac, product }]; a MAC with an index sets that slot, without one the list',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = bodyOf(request.body);
      const storeCode = storeCodeOf(body);
      const entries = devList(body.devList).map((entry) => ({
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
    },
  );

  app.post(
    '/plus/deassign',
    {
      config: WRITE,
      schema: doc(
        'signage',
        'Deassign: devList [{ mac }]; a MAC with an index clears that slot, without one every product',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = bodyOf(request.body);
      const storeCode = storeCodeOf(body);
      const entries = devList(body.devList).map((entry) => ({ id: deviceId(entry.mac) }));
      return editProducts(storeCode, entries, (slots, { id }) =>
        id.index === undefined ? [] : slots.filter((s) => s.index !== id.index),
      );
    },
  );

  app.post<{ Params: { code: string } }>(
    '/plus/store/:code/blink/product',
    {
      config: WRITE,
      schema: doc('signage', 'The devices showing product prCode flash for a few seconds', withAuthHeaders),
    },
    async (request) => {
      await storeExists(app, request.params.code);
      const [prCode] = productCodes(bodyOf(request.body).prCode);
      const { macs, until } = await devices.blinkProduct(request.params.code, prCode);
      return { prCode, devList: macs, blinkUntil: until };
    },
  );

  app.get<{ Params: { store: string; term: string } }>(
    '/plus/store/:store/device/search/:term',
    {
      config: READ,
      schema: doc(
        'signage',
        'Devices whose MAC, name or product code holds term (devList), and product codes holding it (prCodeList)',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const { store } = request.params;
      const term = request.params.term.trim();
      if (term === '' || term.length > 64) throw badRequest(DEVICE_MESSAGES.enterProductCode);
      await storeExists(app, store);
      const [devList, codes] = await Promise.all([
        devices.findByTerm(store, term, TERM_LIMIT),
        devices.productCodesLike(store, term, TERM_LIMIT),
      ]);
      return { devList, prCodeList: codes };
    },
  );
}
