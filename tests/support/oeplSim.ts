// An OpenEPaperLink access point of our own on 127.0.0.1 (random port) for the OEPL driver's tests (issue 27 §3).
// It answers the calls the driver relies on like a real AP: /sysinfo, /get_db?pos= (paged), /imgupload
// (multipart mac/dither/file), /tag_cmd (form mac/cmd) and the /ws websocket that pushes {"tags":[...]} on changes.
// An image or a command for the tag stays pending until the tag checks in (seeTag). Tests drive it: tags appear,
// a tag checks in or goes offline (lastseen stops), the AP disappears (stop) or answers garbage.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface SimOeplTag {
  mac: string;
  hwType: number;
  batteryMv: number;
  RSSI: number;
  LQI: number;
  temperature: number;
  lastseen: number;
  pending: boolean;
  alias: string;
}

export interface SimUpload {
  mac: string;
  dither: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface OeplSim {
  /** host:port, the address a store registers */
  address: string;
  tags: Map<string, SimOeplTag>;
  uploads: SimUpload[];
  commands: { mac: string; cmd: string }[];
  /** page size of get_db (a real AP pages its database) */
  pageSize: number;
  /** answer every call with this instead (hostile AP) */
  garbage: string | null;
  addTag(tag: Partial<SimOeplTag> & { mac: string }): SimOeplTag;
  /** the tag checks in (at `at`, unix seconds; default now): lastseen moves, nothing is pending any more. A tag
   * never seen again keeps its lastseen (it went offline) */
  seeTag(mac: string, at?: number): void;
  /** the AP disappears (connections refused from now on) */
  stop(): Promise<void>;
}

/** commands the AP keeps pending for the tag's next check-in (refresh: the tag's image sent again) */
const TAG_BOUND_COMMANDS = ['refresh', 'ledflash', 'ledflash_long', 'reboot'];

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startOeplSim(): Promise<OeplSim> {
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true });
  const push = (tag: SimOeplTag) => {
    const message = JSON.stringify({ tags: [tag] });
    for (const socket of sockets) socket.send(message);
  };

  const sim: OeplSim = {
    address: '',
    tags: new Map(),
    uploads: [],
    commands: [],
    pageSize: 2,
    garbage: null,
    addTag(partial) {
      const tag: SimOeplTag = {
        hwType: 0x33,
        batteryMv: 2900,
        RSSI: -60,
        LQI: 100,
        temperature: 21,
        lastseen: Math.floor(Date.now() / 1000),
        pending: false,
        alias: '',
        ...partial,
      };
      sim.tags.set(tag.mac, tag);
      push(tag);
      return tag;
    },
    seeTag(mac, at = Math.floor(Date.now() / 1000)) {
      const tag = sim.tags.get(mac);
      if (!tag) return;
      tag.lastseen = at;
      tag.pending = false;
      push(tag);
    },
    stop: () => Promise.resolve(),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://ap');
    const send = (status: number, text: string, type = 'text/plain') => {
      res.writeHead(status, { 'content-type': type });
      res.end(text);
    };
    if (sim.garbage !== null) return send(200, sim.garbage, 'application/json');
    if (req.method === 'GET' && url.pathname === '/sysinfo') {
      return send(
        200,
        JSON.stringify({ alias: 'sim AP', buildversion: '2.0-sim', apstate: 1 }),
        'application/json',
      );
    }
    if (req.method === 'GET' && url.pathname === '/get_db') {
      const all = [...sim.tags.values()];
      const pos = Number(url.searchParams.get('pos') ?? '0');
      const page = all.slice(pos, pos + sim.pageSize);
      const next = pos + sim.pageSize < all.length ? pos + sim.pageSize : 0;
      return send(200, JSON.stringify({ tags: page, continu: next }), 'application/json');
    }
    if (req.method === 'POST' && (url.pathname === '/imgupload' || url.pathname === '/tag_cmd')) {
      const raw = await body(req);
      const request = new Request('http://ap/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(raw),
      });
      const form = await request.formData().catch(() => null);
      const mac = form?.get('mac');
      if (typeof mac !== 'string' || !sim.tags.has(mac)) return send(400, 'unknown mac');
      const tag = sim.tags.get(mac)!;
      if (url.pathname === '/tag_cmd') {
        const cmd = form?.get('cmd');
        if (typeof cmd !== 'string') return send(400, 'no cmd');
        sim.commands.push({ mac, cmd });
        // the AP holds what goes to the tag (a flash, its image again) until the tag's next check-in
        if (TAG_BOUND_COMMANDS.includes(cmd)) {
          tag.pending = true;
          push(tag);
        }
        return send(200, 'Ok, done');
      }
      const file = form?.get('file');
      if (!(file instanceof Blob)) return send(400, 'no file');
      sim.uploads.push({
        mac,
        dither: String(form?.get('dither') ?? ''),
        bytes: new Uint8Array(await file.arrayBuffer()),
        contentType: file.type,
      });
      tag.pending = true;
      push(tag);
      return send(200, 'Upload successful');
    }
    send(404, 'Not found');
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
