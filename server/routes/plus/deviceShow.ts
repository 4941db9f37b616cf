// A signage device's show (doc 3 §2 show editor, §3 Show, §4 'Template on devices', §7; docs/api.md 'Signage
// shows' and 'Signage pictures'):
// GET, POST /plus/store/{store}/device/{mac}/show { screenWidth, screenHeight, show },
// POST /plus/store/{store}/device/list/template { template, macList, flag } (?update=false when flag is 0),
// GET /plus/store/{store}/device/{mac}/picture (what it shows now), GET /plus/store/{store}/template/{id}/picture.
// Applying a template links it and gives its show; saving a show that differs from the linked template unlinks
// it (custom); applying an empty template clears link and show. Every write sets syncedAt NULL (the simulator's
// sync contract, server/repositories/plusDeviceShows.ts).
import type { FastifyInstance } from 'fastify';
import {
  parseShow,
  sameShow,
  sizeOfScreen,
  slideAt,
  TEMPLATE_SIZES,
  type Slide,
} from '../../../domain/signageTemplate.ts';
import { answer, defineCall } from '../../http/calls.ts';
import { badRequest, MESSAGES, notFound } from '../../http/errors.ts';
import { message, messageBody, messages } from '../../http/messages.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { renderShowPicture } from '../../plus/showPicture.ts';
import { type DeviceShowRow } from '../../repositories/plusDeviceShows.ts';
import { storeExists } from '../../http/storeScope.ts';

const READ = { privilege: 'plus', access: 'read' } as const;
const WRITE = { privilege: 'plus', access: 'write' } as const;

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
    show: row.show.map((slide) => ({ ...slide })),
    reportedShow: reported?.map((slide) => ({ ...slide })) ?? null,
    syncedAt: row.syncedAt,
    synced: row.syncedAt !== null,
    showIdx: row.showIdx,
    slide: reported ? (slideAt(reported, time(row.syncedAt), now, row.showIdx) ?? null) : null,
  };
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

  defineCall(app, 'plusDevice.show', { guard: READ }, async (request) =>
    showView(await deviceOf(request.params.storeCode, request.params.mac)),
  );

  defineCall(app, 'plusDevice.saveShow', { guard: WRITE }, async (request) => {
    const store = request.params.storeCode;
    const device = await deviceOf(store, request.params.mac);
    const body = request.body;
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
  });

  // ?update (true / false) decides, else flag (0: devices already following the template keep their show)
  defineCall(app, 'plusDevice.applyTemplate', { guard: WRITE }, async (request, reply) => {
    const store = request.params.storeCode;
    await storeExists(app, store);
    const body = request.body;
    const { update } = request.query;
    const refresh = update ?? body.flag !== 0;
    if (body.macList !== 'all' && body.macList.length === 0) throw badRequest(INVALID_VALUE);
    const macs = body.macList === 'all' ? 'all' : [...new Set(body.macList.map(macOf))];
    const rows = await devices.byMacs(store, macs);
    if (macs !== 'all' && rows.length !== macs.length) {
      const known = new Set(rows.map((r) => r.mac));
      return answer(reply, 'plusDevice.applyTemplate', 404, {
        ...messageBody(MESSAGES.notFound),
        missing: macs.filter((m) => !known.has(m)),
      });
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
      return answer(reply, 'plusDevice.applyTemplate', 400, {
        ...messageBody(SHOW_MESSAGES.templateSize),
        devices: misfits.map((r) => r.mac),
      });
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
  });

  defineCall(app, 'plusDevice.picture', { guard: READ }, async (request, reply) => {
    const store = request.params.storeCode;
    const chosen = request.query.slide;
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
  });

  defineCall(app, 'plusTemplate.picture', { guard: READ }, async (request, reply) => {
    const { storeCode: store, name } = request.params;
    const index = request.query.slide ?? 0;
    const template = await templates.one(store, name);
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
  });
}
