// A signage device's show (doc 3 §2 show editor, §3 Show, §4 'Template on devices', §7; docs/api.md 'Signage
// shows' and 'Signage pictures'):
// GET, POST /plus/store/{store}/device/{mac}/show { screenWidth, screenHeight, show },
// POST /plus/store/{store}/device/list/template { template, macList, flag } (?update=false when flag is 0),
// GET /plus/store/{store}/device/{mac}/picture (what it shows now), GET /plus/store/{store}/template/{id}/picture.
// Applying a template links it and gives its show; saving a show that differs from the linked template unlinks
// it (custom); applying an empty template clears link and show. Every write sets syncedAt NULL (the simulator's
// sync contract, server/repositories/plusDeviceShows.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  parseShow,
  sameShow,
  sizeOfScreen,
  slideAt,
  TEMPLATE_SIZES,
  type Slide,
} from '../../../domain/signageTemplate.ts';
import { plusDeviceValidators } from '../../../domain/generated/validators.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { message, messageBody, messages } from '../../http/messages.ts';
import { INVALID_VALUE, parseBody } from '../../http/validate.ts';
import { renderShowPicture } from '../../plus/showPicture.ts';
import { type DeviceShowRow } from '../../repositories/plusDeviceShows.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { storeExists } from '../../http/storeScope.ts';

const READ = { privilege: 'plus', access: 'read' } as const;
const WRITE = { privilege: 'plus', access: 'write' } as const;
const PNG = { ...withAuthHeaders, produces: ['image/png'] };

export const SHOW_MESSAGES = messages({
  otherScreen: 'app.serverMessages.plusShowOtherScreen',
  templateSize: 'app.serverMessages.plusTemplateSize',
  notReported: 'app.serverMessages.plusNotReported',
});

/** the device id of a path: colons and dashes removed, lower-cased, 12 hex characters (doc 3 §5) */
export function macOf(raw: string): string {
  const mac = raw.replace(/[:-]/g, '').toLowerCase();
  if (!/^[0-9a-f]{12}$/.test(mac)) throw badRequest(INVALID_VALUE);
  return mac;
}

const fields = plusDeviceValidators.api.update.shape;
const showBody = z.object({
  screenWidth: fields.screenWidth,
  screenHeight: fields.screenHeight,
  show: fields.show.unwrap().unwrap(),
});
const templateBody = z.object({
  template: fields.template,
  macList: z.union([z.literal('all'), z.array(z.string().max(32)).min(1).max(10_000)]),
  flag: z.union([z.literal(0), z.literal(1)]).optional(),
});

function showOf(value: unknown): Slide[] {
  const parsed = parseShow(value);
  if ('problem' in parsed)
    throw badRequest(message('app.serverMessages.plusShowProblem', { problem: parsed.problem }));
  return parsed.show;
}

const time = (value: string | Date | null) => (value === null ? undefined : new Date(value).getTime());

/** GET .../show: what the device is given and what it reports */
function showView(row: DeviceShowRow, now = Date.now()) {
  const reported = row.reportedShow ?? null;
  return {
    mac: row.mac,
    name: row.name,
    model: row.model,
    status: row.status,
    template: row.template,
    custom: row.template === null,
    size: sizeOfScreen(row.screenWidth, row.screenHeight) ?? null,
    screenWidth: row.screenWidth,
    screenHeight: row.screenHeight,
    show: row.show,
    reportedShow: reported,
    syncedAt: row.syncedAt,
    synced: row.syncedAt !== null,
    showIdx: row.showIdx,
    slide: reported ? (slideAt(reported, time(row.syncedAt), now, row.showIdx) ?? null) : null,
  };
}

function slideQuery(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,3}$/.test(raw)) throw badRequest(INVALID_VALUE);
  return Number(raw);
}

export default async function plusDeviceShowRoutes(app: FastifyInstance): Promise<void> {
  const devices = app.repos.plusDeviceShows;
  const templates = app.repos.plusTemplates;

  const deviceOf = async (store: string, rawMac: string) => {
    const mac = macOf(rawMac);
    const row = await devices.one(store, mac);
    if (!row) {
      await storeExists(app, store);
      throw notFound();
    }
    return row;
  };

  app.get<{ Params: { store: string; mac: string } }>(
    '/plus/store/:store/device/:mac/show',
    {
      config: READ,
      schema: doc(
        'signage',
        "A device's show: template (null = custom), show, reportedShow, syncedAt, screen size, current slide",
        withAuthHeaders,
      ),
    },
    async (request) => showView(await deviceOf(request.params.store, request.params.mac)),
  );

  app.post<{ Params: { store: string; mac: string } }>(
    '/plus/store/:store/device/:mac/show',
    {
      config: WRITE,
      schema: doc(
        'signage',
        "Save a device's show { screenWidth, screenHeight, show }; one that differs from its template unlinks it",
        withAuthHeaders,
      ),
    },
    async (request) => {
      const { store } = request.params;
      const device = await deviceOf(store, request.params.mac);
      const body = parseBody(showBody, request.body);
      if (
        (body.screenWidth != null && body.screenWidth !== device.screenWidth) ||
        (body.screenHeight != null && body.screenHeight !== device.screenHeight)
      )
        throw badRequest(SHOW_MESSAGES.otherScreen);
      const show = showOf(body.show);
      const linked = device.template ? await templates.one(store, device.template) : undefined;
      const template = linked && sameShow(linked.show, show) ? linked._id : null;
      await devices.give(store, [device.mac], template, show);
      return showView((await devices.one(store, device.mac))!);
    },
  );

  app.post<{ Params: { store: string }; Querystring: { update?: string } }>(
    '/plus/store/:store/device/list/template',
    {
      config: WRITE,
      schema: doc(
        'signage',
        'Apply a template to devices { template, macList, flag }: links it and gives its show ("" clears); ' +
          'flag 0 / ?update=false leaves devices that already follow it as they are',
        withAuthHeaders,
      ),
    },
    async (request, reply) => {
      const { store } = request.params;
      await storeExists(app, store);
      const body = parseBody(templateBody, request.body);
      const { update } = request.query;
      if (update !== undefined && update !== 'true' && update !== 'false') throw badRequest(INVALID_VALUE);
      const refresh = update === undefined ? body.flag !== 0 : update === 'true';
      const macs = body.macList === 'all' ? 'all' : [...new Set(body.macList.map(macOf))];
      const rows = await devices.byMacs(store, macs);
      if (macs !== 'all' && rows.length !== macs.length) {
        const known = new Set(rows.map((r) => r.mac));
        return reply
          .code(404)
          .send({ ...messageBody(MESSAGES.notFound), missing: macs.filter((m) => !known.has(m)) });
      }
      const name = body.template?.trim() ?? '';
      if (name === '') {
        // an empty template clears the link and the show (doc 3 §4)
        const changed = rows.filter((r) => refresh || r.template !== null || r.show.length > 0);
        const given = await devices.give(
          store,
          changed.map((r) => r.mac),
          null,
          [],
        );
        return { template: null, count: given.length, macList: given };
      }
      const template = await templates.one(store, name);
      if (!template) throw notFound();
      const { width, height } = TEMPLATE_SIZES[template.size];
      const misfits = rows.filter((r) => r.screenWidth !== width || r.screenHeight !== height);
      if (misfits.length > 0)
        return reply
          .code(400)
          .send({ ...messageBody(SHOW_MESSAGES.templateSize), devices: misfits.map((r) => r.mac) });
      const changed = rows.filter(
        (r) => refresh || r.template !== template._id || !sameShow(r.show, template.show),
      );
      const given = await devices.give(
        store,
        changed.map((r) => r.mac),
        template._id,
        template.show,
      );
      return { template: template._id, count: given.length, macList: given };
    },
  );

  app.get<{ Params: { store: string; mac: string }; Querystring: { slide?: string } }>(
    '/plus/store/:store/device/:mac/picture',
    {
      config: READ,
      schema: doc(
        'signage',
        'What a device shows now (its reported show, current slide; ?slide=n another) as PNG of its screen size',
        PNG,
      ),
    },
    async (request, reply) => {
      const { store } = request.params;
      const chosen = slideQuery(request.query.slide);
      const device = await deviceOf(store, request.params.mac);
      const reported = device.reportedShow;
      if (!reported) throw notFound(SHOW_MESSAGES.notReported);
      const index = chosen ?? slideAt(reported, time(device.syncedAt), Date.now(), device.showIdx);
      if (chosen !== undefined && chosen >= reported.length) throw notFound();
      const png = await renderShowPicture(
        app,
        store,
        { width: device.screenWidth, height: device.screenHeight },
        index === undefined ? null : reported[index],
        device,
      );
      return reply
        .type('image/png')
        .header('Cache-Control', 'no-store')
        .header('X-Slide', String(index ?? -1))
        .header('X-Slides', String(reported.length))
        .send(png);
    },
  );

  app.get<{ Params: { store: string; id: string }; Querystring: { slide?: string } }>(
    '/plus/store/:store/template/:id/picture',
    {
      config: READ,
      schema: doc('signage', 'A slide of a template (?slide=n, default 0) as PNG of its size', PNG),
    },
    async (request, reply) => {
      const { store, id } = request.params;
      const index = slideQuery(request.query.slide) ?? 0;
      const template = await templates.one(store, id);
      if (!template) throw notFound();
      if (index > 0 && index >= template.show.length) throw notFound();
      const png = await renderShowPicture(
        app,
        store,
        TEMPLATE_SIZES[template.size],
        template.show[index] ?? null,
      );
      return reply
        .type('image/png')
        .header('Cache-Control', 'no-store')
        .header('X-Slide', String(index))
        .header('X-Slides', String(template.show.length))
        .send(png);
    },
  );
}
