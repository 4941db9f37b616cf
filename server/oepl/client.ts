// Client of an OpenEPaperLink (OEPL) access point (issue 27 §3), written from the AP's public web-interface calls:
//   GET  /sysinfo                      the AP's identity and state (JSON object)
//   GET  /get_db?pos=N                 the tag database, paged: {"tags":[...], "continu": next pos or 0}
//   POST /imgupload  (multipart)       mac, dither (0|1), file (JPEG): a new image for one tag
//   POST /tag_cmd    (form)            mac, cmd (refresh | ledflash | ...): a command for one tag
// The AP is untrusted: every answer is bounded in time and size and its shape is checked; a tag whose fields do
// not fit is dropped, never passed on.
import { z } from 'zod';
import { outgoingHttp, OutgoingError, type OutgoingAnswer } from '../net/outgoingHttp.ts';

/** every call's whole deadline, answer read included (the AP is an ESP32 on the store's WLAN) */
export const OEPL_TIMEOUT_MS = 5000;
/** largest answer body read from the AP */
export const OEPL_MAX_BODY = 1024 * 1024;
/** largest number of get_db pages followed in one read (the AP pages by position) */
export const OEPL_MAX_PAGES = 200;
/** largest image uploaded */
export const OEPL_MAX_IMAGE = 512 * 1024;

export type OeplCommand = 'refresh' | 'ledflash' | 'ledflash_long' | 'clear' | 'reboot';
export const OEPL_COMMANDS: readonly OeplCommand[] = [
  'refresh',
  'ledflash',
  'ledflash_long',
  'clear',
  'reboot',
];

export class OeplError extends Error {
  constructor(
    message: string,
    /** 'offline': no answer (refused, timeout); 'refused': the AP answered with an error; 'invalid': bad answer */
    readonly reason: 'offline' | 'refused' | 'invalid',
  ) {
    super(message);
    this.name = 'OeplError';
  }
}

const MAC = /^[0-9A-F]{12}(?:[0-9A-F]{4})?$/;
const int = (min: number, max: number) => z.number().int().min(min).max(max);

const tagSchema = z.object({
  mac: z.string().max(32),
  hwType: int(0, 0xff),
  batteryMv: int(0, 10_000).optional(),
  RSSI: int(-200, 100).optional(),
  LQI: int(0, 255).optional(),
  temperature: int(-100, 200).optional(),
  lastseen: int(0, 2 ** 32).optional(),
  pending: z.union([z.boolean(), int(0, 1)]).optional(),
  alias: z.string().max(200).optional(),
});

/** one tag as the AP reports it, normalised */
export interface OeplTag {
  /** upper-case hex, 12 or 16 digits as the AP gives it */
  mac: string;
  hwType: number;
  batteryMv: number | null;
  rssi: number | null;
  lqi: number | null;
  temperature: number | null;
  /** last contact as a Date (the AP gives unix seconds), null when never */
  lastSeen: Date | null;
  /** an image is waiting on the AP for the tag's next check-in */
  pending: boolean;
  alias: string | null;
}

export interface OeplSysInfo {
  alias: string | null;
  buildVersion: string | null;
  apState: number | null;
}

const sysInfoSchema = z.object({
  alias: z.string().max(200).optional(),
  buildversion: z.string().max(100).optional(),
  apstate: int(0, 100).optional(),
});

/** the tag of an AP answer, or null when its fields do not fit */
export function parseOeplTag(raw: unknown): OeplTag | null {
  const parsed = tagSchema.safeParse(raw);
  if (!parsed.success) return null;
  const t = parsed.data;
  const mac = t.mac.toUpperCase();
  if (!MAC.test(mac)) return null;
  return {
    mac,
    hwType: t.hwType,
    batteryMv: t.batteryMv ?? null,
    rssi: t.RSSI ?? null,
    lqi: t.LQI ?? null,
    temperature: t.temperature ?? null,
    lastSeen: t.lastseen ? new Date(t.lastseen * 1000) : null,
    pending: t.pending === true || t.pending === 1,
    alias: t.alias ?? null,
  };
}

/** "192.168.1.20", "192.168.1.20:8080" or "http://ap.local" → the AP's base URL; null when not an http address */
export function oeplBaseUrl(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed.length === 0 || trimmed.length > 200) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.username || url.password || url.search || url.hash) return null;
    if (url.pathname !== '/' && url.pathname !== '') return null;
    return `${url.protocol}//${url.host}`;
  } catch {
    return null;
  }
}

export class OeplClient {
  readonly baseUrl: string;

  constructor(
    address: string,
    private readonly timeoutMs = OEPL_TIMEOUT_MS,
  ) {
    const base = oeplBaseUrl(address);
    if (!base) throw new OeplError(`not an access point address: ${address}`, 'invalid');
    this.baseUrl = base;
  }

  /** one call through the server's one way out (server/net/outgoingHttp.ts): address checked, deadline kept */
  private async call(path: string, init?: RequestInit): Promise<string> {
    let answer: OutgoingAnswer;
    try {
      answer = await outgoingHttp(`${this.baseUrl}${path}`, {
        method: init?.method,
        headers: init?.headers,
        body: init?.body,
        deadlineMs: this.timeoutMs,
        maxBodyBytes: OEPL_MAX_BODY,
      });
    } catch (error) {
      if (!(error instanceof OutgoingError)) throw error;
      if (error.failure === 'tooLarge') throw new OeplError(`access point ${error.message}`, 'invalid');
      throw new OeplError(`access point unreachable: ${error.message}`, 'offline');
    }
    if (answer.status < 200 || answer.status > 299)
      throw new OeplError(`access point answered ${answer.status} on ${path}`, 'refused');
    return answer.body.toString('utf8');
  }

  private async json(path: string): Promise<unknown> {
    const text = await this.call(path);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new OeplError(`access point answer to ${path} is no JSON`, 'invalid');
    }
  }

  async sysInfo(): Promise<OeplSysInfo> {
    const parsed = sysInfoSchema.safeParse(await this.json('/sysinfo'));
    if (!parsed.success) throw new OeplError('sysinfo answer has an unexpected shape', 'invalid');
    return {
      alias: parsed.data.alias ?? null,
      buildVersion: parsed.data.buildversion ?? null,
      apState: parsed.data.apstate ?? null,
    };
  }

  /** every tag of the AP's database (get_db pages), tags that do not fit dropped and counted */
  async tags(): Promise<{ tags: OeplTag[]; dropped: number }> {
    const tags = new Map<string, OeplTag>();
    let dropped = 0;
    let pos = 0;
    for (let page = 0; page < OEPL_MAX_PAGES; page++) {
      const body = await this.json(`/get_db?pos=${pos}`);
      const parsed = z
        .object({ tags: z.array(z.unknown()).max(1000), continu: int(0, 1_000_000).optional() })
        .safeParse(body);
      if (!parsed.success) throw new OeplError('get_db answer has an unexpected shape', 'invalid');
      for (const raw of parsed.data.tags) {
        const tag = parseOeplTag(raw);
        if (tag) tags.set(tag.mac, tag);
        else dropped++;
      }
      const next = parsed.data.continu ?? 0;
      if (next === 0 || next <= pos) break;
      pos = next;
    }
    return { tags: [...tags.values()], dropped };
  }

  /** a new image for one tag; the AP keeps it pending until the tag checks in */
  async uploadImage(mac: string, jpeg: Uint8Array, dither = false): Promise<void> {
    if (!MAC.test(mac)) throw new OeplError(`not a tag MAC: ${mac}`, 'invalid');
    if (jpeg.byteLength === 0 || jpeg.byteLength > OEPL_MAX_IMAGE) {
      throw new OeplError(`image of ${jpeg.byteLength} bytes out of range`, 'invalid');
    }
    const form = new FormData();
    form.set('mac', mac);
    form.set('dither', dither ? '1' : '0');
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${mac}.jpg`);
    await this.call('/imgupload', { method: 'POST', body: form });
  }

  async command(mac: string, cmd: OeplCommand): Promise<void> {
    if (!MAC.test(mac)) throw new OeplError(`not a tag MAC: ${mac}`, 'invalid');
    if (!OEPL_COMMANDS.includes(cmd)) throw new OeplError(`not a tag command: ${String(cmd)}`, 'invalid');
    await this.call('/tag_cmd', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mac, cmd }).toString(),
    });
  }
}
