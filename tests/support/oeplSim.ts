// An OpenEPaperLink access point of our own on 127.0.0.1 (random port) for the OEPL driver's tests (issue 27 §3,
// issue 33 §1). It answers as the AP firmware does (OpenEPaperLink ESP32_AP-Flasher: src/web.cpp, tag_db.cpp,
// newproto.cpp, contentmanager.cpp):
// - its clock starts in 1970 (no NTP) until POST /set_time (form `epoch`, refused at or below 1,600,000,000);
// - GET /get_db?pos= pages the tag records (the 25 fields of tag_db.cpp fillNode) and cuts a page after the tag that
//   takes its JSON past 5,000 bytes, `continu` only when it cut; `pos` is read as a uint8; ?mac= gives one record;
// - POST /imgupload (multipart: `mac` must come before the file part, else 400 "parameters incomplete"; 400 "mac
//   not found"; "Ok, saved") converts a baseline JPEG and queues it for the tag (a progressive one is answered "Ok,
//   saved" too, but queues nothing), and deletes the JPEG: a later `refresh` queues nothing;
// - POST /tag_cmd (POST parameters only; a missing one: 500 "param error"; an unknown tag 400 "Error: mac not
//   found"; "Ok, done") and GET /led_flash?mac=&pattern= (12 hex bytes) queue commands;
// - GET /tagtypes/HH.json serves the definitions a test gives (`tagTypes`), 404 otherwise;
// - each queued item counts in the tag's `pending`; at each check-in (seeTag) the tag takes one: updatecount and
//   updatelast move;
// - the /ws websocket pushes {"tags":[record]} on changes and {"sys":{"currtime":...}} when the clock is set.
// Tests drive it: tags appear, check in or go offline (lastseen stops), leave the database, the AP disappears
// (stop) or answers garbage (hostile AP).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** a tag record as the firmware's get_db gives it (tag_db.cpp fillNode: 25 fields) */
export interface SimOeplTag {
  mac: string;
  hash: string;
  lastseen: number;
  nextupdate: number;
  nextcheckin: number;
  pending: number;
  alias: string;
  contentMode: number;
  LQI: number;
  RSSI: number;
  temperature: number;
  batteryMv: number;
  hwType: number;
  wakeupReason: number;
  capabilities: number;
  modecfgjson: string;
  isexternal: boolean;
  apip: string;
  rotate: number;
  lut: number;
  invert: number;
  updatecount: number;
  updatelast: number;
  ch: number;
  ver: number;
}

export interface SimUpload {
  mac: string;
  dither: string;
  bytes: Uint8Array;
  contentType: string;
  /** the firmware could decode it (baseline JPEG) and queued it for the tag */
  queued: boolean;
}

/** one item the AP holds for a tag until a check-in takes it */
export type SimQueued =
  { kind: 'image'; upload: SimUpload } | { kind: 'command'; cmd: string; pattern?: string };

export interface OeplSim {
  /** host:port, the address a store registers */
  address: string;
  tags: Map<string, SimOeplTag>;
  /** what the AP holds for each tag, oldest first (the tag's `pending` is its length) */
  queues: Map<string, SimQueued[]>;
  uploads: SimUpload[];
  /** /tag_cmd commands and /led_flash patterns (cmd 'led_flash'), as asked */
  commands: { mac: string; cmd: string; pattern?: string }[];
  /** the answers of GET /tagtypes/HH.json, by hwType */
  tagTypes: Map<number, unknown>;
  /** the AP's clock, unix seconds (1970 plus its uptime until set) */
  now(): number;
  /** how many times POST /set_time set the clock (the firmware logs each one to its flash) */
  clockSets: number;
  /** the AP restarted a minute ago without NTP: its clock runs from 1970 again, its tags and queues stay */
  loseClock(): void;
  /** answer every call with this instead, or with what it gives for the call (hostile AP) */
  garbage: string | ((url: URL) => string) | null;
  /** the content runner fails to convert what is uploaded (answered "Ok, saved", nothing queued) */
  failConversion: boolean;
  addTag(tag: Partial<SimOeplTag> & { mac: string }): SimOeplTag;
  /** the tag checks in (at `at`, unix seconds of the AP's clock; default its now): lastseen moves and it takes the
   * oldest item the AP holds for it. A tag never seen again keeps its lastseen (it went offline) */
  seeTag(mac: string, at?: number): void;
  /** the tag leaves the AP's database (tag_cmd del, a purge) */
  deleteTag(mac: string): void;
  /** the AP disappears (connections refused from now on) */
  stop(): Promise<void>;
}

/** the firmware's page cut (tag_db.cpp tagDBtoJson) */
const PAGE_CUT_BYTES = 5000;
/** /set_time refuses a clock at or before this epoch */
const VALID_EPOCH = 1_600_000_000;
/** commands /tag_cmd queues for the tag (sendTagCommand) */
const QUEUED_COMMANDS = [
  'reboot',
  'scan',
  'reset',
  'deepsleep',
  'ledflash',
  'ledflash_long',
  'ledflash_stop',
];

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** the firmware's hex2mac: 12 or 16 hex digits */
const isMac = (mac: string) => /^[0-9A-Fa-f]{12}(?:[0-9A-Fa-f]{4})?$/.test(mac);

/** the decoder of the firmware (TJpg_Decoder) reads baseline JPEG only: the first frame marker must be SOF0/SOF1 */
export function isBaselineJpeg(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return marker === 0xc0 || marker === 0xc1;
    }
    at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
  }
  return false;
}

/** the part names of a multipart body, in their order */
function partOrder(raw: Buffer, contentType: string): string[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return [];
  const text = raw.toString('latin1');
  const names: string[] = [];
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, 500));
    if (name) names.push(name[1]);
  }
  return names;
}

export async function startOeplSim(options: { clock?: number } = {}): Promise<OeplSim> {
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });
  const broadcast = (message: unknown) => {
    const text = JSON.stringify(message);
    for (const socket of sockets) socket.send(text);
  };
  const push = (tag: SimOeplTag) => broadcast({ tags: [tag] });
  // the clock: 1970 plus the uptime until set (or the clock given, an AP with NTP)
  let clockOffsetMs = options.clock !== undefined ? options.clock * 1000 - Date.now() : -Date.now();

  const queueOf = (mac: string) => {
    let queue = sim.queues.get(mac);
    if (!queue) sim.queues.set(mac, (queue = []));
    return queue;
  };
  const enqueue = (tag: SimOeplTag, item: SimQueued) => {
    const queue = queueOf(tag.mac);
    queue.push(item);
    tag.pending = queue.length;
    push(tag);
  };
  const find = (mac: string) => sim.tags.get(mac.toUpperCase());

  const sim: OeplSim = {
    address: '',
    tags: new Map(),
    queues: new Map(),
    uploads: [],
    commands: [],
    tagTypes: new Map(),
    garbage: null,
    failConversion: false,
    now: () => Math.floor((Date.now() + clockOffsetMs) / 1000),
    clockSets: 0,
    loseClock() {
      clockOffsetMs = 60_000 - Date.now();
    },
    addTag(partial) {
      const now = sim.now();
      const previous = sim.tags.get(partial.mac.toUpperCase());
      const tag: SimOeplTag = {
        hash: '00000000000000000000000000000000',
        lastseen: now,
        nextupdate: 0,
        nextcheckin: now + 60,
        pending: 0,
        alias: '',
        contentMode: 0,
        LQI: 100,
        RSSI: -60,
        temperature: 21,
        batteryMv: 2900,
        hwType: 0x33,
        wakeupReason: 0,
        capabilities: 0,
        modecfgjson: '',
        isexternal: false,
        apip: '0.0.0.0',
        rotate: 0,
        lut: 0,
        invert: 0,
        updatecount: 0,
        updatelast: 0,
        ch: 11,
        ver: 0,
        ...previous,
        ...partial,
        mac: partial.mac.toUpperCase(),
      };
      tag.pending = partial.pending ?? sim.queues.get(tag.mac)?.length ?? 0;
      sim.tags.set(tag.mac, tag);
      push(tag);
      return tag;
    },
    seeTag(mac, at = sim.now()) {
      const tag = find(mac);
      if (!tag) return;
      tag.lastseen = at;
      tag.nextcheckin = at + 60;
      const taken = queueOf(tag.mac).shift();
      if (taken) {
        // processXferComplete: the transfer is counted and dated
        tag.updatecount++;
        tag.updatelast = at;
      }
      tag.pending = queueOf(tag.mac).length;
      push(tag);
    },
    deleteTag(mac) {
      sim.tags.delete(mac.toUpperCase());
      sim.queues.delete(mac.toUpperCase());
    },
    stop: () => Promise.resolve(),
  };

  /** tag_db.cpp tagDBtoJson: from `pos` on, cut after the tag that takes the page past 5,000 bytes */
  function page(pos: number): string {
    const all = [...sim.tags.values()];
    const doc: { tags: SimOeplTag[]; continu?: number } = { tags: [] };
    for (let c = pos; c < all.length; c++) {
      doc.tags.push(all[c]);
      if (Buffer.byteLength(JSON.stringify(doc)) > PAGE_CUT_BYTES) {
        doc.continu = c + 1;
        break;
      }
    }
    return JSON.stringify(doc);
  }

  async function postForm(req: IncomingMessage): Promise<{ form: FormData | null; raw: Buffer }> {
    const raw = await body(req);
    const request = new Request('http://ap/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(raw),
    });
    return { form: await request.formData().catch(() => null), raw };
  }

  async function imgupload(
    req: IncomingMessage,
    send: (status: number, text: string) => void,
  ): Promise<void> {
    const { form, raw } = await postForm(req);
    const order = partOrder(raw, req.headers['content-type'] ?? '');
    const mac = form?.get('mac');
    const file = form?.get('file');
    // no file part: only the request handler answers
    if (!(file instanceof Blob)) return send(200, '');
    // the firmware reads `mac` when the file part starts (doImageUpload)
    if (typeof mac !== 'string' || order.indexOf('mac') < 0 || order.indexOf('mac') > order.indexOf('file')) {
      return send(400, 'parameters incomplete');
    }
    if (!isMac(mac)) return send(200, '');
    const tag = find(mac);
    if (!tag) return send(400, 'mac not found');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const upload: SimUpload = {
      mac: tag.mac,
      dither: String(form?.get('dither') ?? '1'),
      bytes,
      contentType: file.type,
      queued: isBaselineJpeg(bytes) && !sim.failConversion,
    };
    sim.uploads.push(upload);
    tag.contentMode = 24;
    // the content runner converts it (a progressive JPEG fails to decode: nothing queued) and deletes the JPEG
    if (upload.queued) enqueue(tag, { kind: 'image', upload });
    else push(tag);
    send(200, 'Ok, saved');
  }

  async function tagCmd(req: IncomingMessage, send: (status: number, text: string) => void): Promise<void> {
    const { form } = await postForm(req);
    // POST parameters only: a form body
    const mac = form?.get('mac');
    const cmd = form?.get('cmd');
    if (typeof mac !== 'string' || typeof cmd !== 'string') return send(500, 'param error');
    if (!isMac(mac)) return send(200, '');
    const tag = find(mac);
    if (!tag) return send(400, 'Error: mac not found');
    sim.commands.push({ mac: tag.mac, cmd });
    if (cmd === 'del') sim.deleteTag(tag.mac);
    if (cmd === 'clear') {
      sim.queues.set(tag.mac, []);
      tag.pending = 0;
      push(tag);
    }
    // refresh redraws the content mode: the uploaded JPEG was deleted once converted, so nothing is queued
    if (QUEUED_COMMANDS.includes(cmd)) enqueue(tag, { kind: 'command', cmd });
    send(200, 'Ok, done');
  }

  function ledFlash(url: URL, send: (status: number, text: string) => void): void {
    const mac = url.searchParams.get('mac') ?? '';
    const tag = isMac(mac) ? find(mac) : undefined;
    if (!tag) return send(400, 'parameters are missing');
    const pattern = url.searchParams.get('pattern');
    if (pattern !== null && !/^[0-9A-Fa-f]{24}/.test(pattern)) {
      return send(400, 'Error: expects 12 hex bytes in pattern');
    }
    const bytes = (pattern ?? '0'.repeat(24)).slice(0, 24).toUpperCase();
    sim.commands.push({ mac: tag.mac, cmd: 'led_flash', pattern: bytes });
    enqueue(tag, { kind: 'command', cmd: 'led_flash', pattern: bytes });
    send(200, 'ok, request transmitted');
  }

  async function setTime(req: IncomingMessage, send: (status: number, text: string) => void): Promise<void> {
    const { form } = await postForm(req);
    const epoch = form?.get('epoch');
    if (typeof epoch !== 'string') return send(400, "missing 'epoch'");
    const seconds = Number.parseInt(epoch, 10);
    if (!(seconds > VALID_EPOCH)) return send(400, 'invalid epoch');
    clockOffsetMs = seconds * 1000 - Date.now();
    sim.clockSets++;
    broadcast({ sys: { currtime: sim.now() } });
    send(200, 'ok');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://ap');
    const send = (status: number, text: string, type = 'text/plain') => {
      res.writeHead(status, { 'content-type': type });
      res.end(text);
    };
    if (sim.garbage !== null) {
      return send(200, typeof sim.garbage === 'string' ? sim.garbage : sim.garbage(url), 'application/json');
    }
    if (req.method === 'GET' && url.pathname === '/sysinfo') {
      return send(
        200,
        JSON.stringify({
          alias: 'sim AP',
          env: 'sim',
          buildtime: '0',
          buildversion: '2.0-sim',
          sha: '0',
          psramsize: 0,
          flashsize: 4194304,
          rollback: false,
          ap_version: 0,
          hasC6: 0,
          hasH2: 0,
          hasTslr: 0,
          hasFlasher: 0,
        }),
        'application/json',
      );
    }
    if (req.method === 'GET' && url.pathname === '/get_db') {
      const mac = url.searchParams.get('mac');
      if (mac !== null) {
        if (!isMac(mac)) return send(200, '{"error": "malformatted parameter"}', 'application/json');
        const tag = find(mac);
        return send(200, JSON.stringify({ tags: tag ? [tag] : [] }), 'application/json');
      }
      // atoi into a uint8_t
      const pos = (Number.parseInt(url.searchParams.get('pos') ?? '0', 10) || 0) & 0xff;
      return send(200, page(pos), 'application/json');
    }
    const tagType = /^\/tagtypes\/([0-9A-F]{2})\.json$/.exec(url.pathname);
    if (req.method === 'GET' && tagType) {
      const definition = sim.tagTypes.get(Number.parseInt(tagType[1], 16));
      if (definition === undefined) return send(404, '');
      return send(
        200,
        typeof definition === 'string' ? definition : JSON.stringify(definition),
        'application/json',
      );
    }
    if (req.method === 'GET' && url.pathname === '/led_flash') return ledFlash(url, send);
    if (req.method === 'POST' && url.pathname === '/imgupload') return imgupload(req, send);
    if (req.method === 'POST' && url.pathname === '/tag_cmd') return tagCmd(req, send);
    if (req.method === 'POST' && url.pathname === '/set_time') return setTime(req, send);
    send(404, '');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://ap').pathname !== '/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sim.address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  sim.stop = async () => {
    for (const socket of sockets) socket.terminate();
    wss.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return sim;
}
