// Client of an OpenEPaperLink (OEPL) access point (issue 27 §3), written from the AP firmware's web server
// (OpenEPaperLink ESP32_AP-Flasher src/web.cpp, tag_db.cpp, newproto.cpp; issue 33 §1):
//   GET  /sysinfo                      the AP's identity (alias, buildversion, ...; no clock of its own)
//   GET  /get_db?pos=N                 the tag database, paged: {"tags":[...], "continu": N} - a page is cut after
//                                      the tag that takes its JSON past 5,000 bytes, `continu` (the next position)
//                                      only when it was cut; the position is a uint8 on the AP, so it cannot pass 255
//   GET  /tagtypes/HH.json             the AP's definition of hardware type 0xHH (size, colours, options: "led")
//   POST /set_time   (form)            epoch: the AP's clock (it starts in 1970 without NTP; epochs <= 1.6e9 refused)
//   POST /imgupload  (multipart)       mac (before the file part), dither, file (baseline JPEG): the AP converts it
//                                      and queues it for the tag ("Ok, saved", 400 "mac not found" /
//                                      "parameters incomplete"); the JPEG is deleted once converted
//   GET  /led_flash?mac=&pattern=      an LED flash: 12 bytes in hex (struct ledFlash of oepl-proto.h)
//   POST /tag_cmd    (form)            mac, cmd (clear | reboot | ...): 500 "param error" when one is missing
// A tag record (tag_db.cpp fillNode) has 25 fields; `pending` is the number of items the AP holds for the tag (one
// per image or command; the tag takes one per check-in), `updatecount` / `updatelast` count and date the transfers
// the tag completed. The AP is untrusted: every answer is bounded in time and size and its shape is checked; a tag
// whose fields do not fit is dropped, never passed on; a database that does not page as the firmware does is
// refused.
import { z } from 'zod';
import { outgoingHttp, OutgoingError, type OutgoingAnswer } from '../net/outgoingHttp.ts';

/** every call's whole deadline, answer read included (the AP is an ESP32 on the store's WLAN) */
export const OEPL_TIMEOUT_MS = 5000;
/** largest answer body read from the AP */
export const OEPL_MAX_BODY = 1024 * 1024;
/** the firmware cuts a get_db page after the tag that takes its JSON past this many bytes */
export const OEPL_PAGE_CUT_BYTES = 5000;
/** largest get_db page accepted: the cut plus one tag record (its alias and mode configuration are free text) */
export const OEPL_MAX_PAGE_BYTES = 32 * 1024;
/** the last get_db position the AP can serve (its `pos` is a uint8) */
export const OEPL_MAX_POS = 255;
/** most tags read from one AP: every position it can page to, and the rest of the last page */
export const OEPL_MAX_TAGS = 300;
/** largest image uploaded */
export const OEPL_MAX_IMAGE = 512 * 1024;
/** largest tag type definition read (the firmware's own are under 3 KB) */
export const OEPL_MAX_TAGTYPE_BYTES = 16 * 1024;
/** the firmware refuses (and we never trust) a clock at or before this epoch (2020-09-13): a clock not set */
export const OEPL_VALID_EPOCH = 1_600_000_000;

export type OeplCommand = 'clear' | 'reboot';
export const OEPL_COMMANDS: readonly OeplCommand[] = ['clear', 'reboot'];

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
const UINT32 = 2 ** 32 - 1;

const tagSchema = z.object({
  mac: z.string().max(32),
  hwType: int(0, 0xff),
  batteryMv: int(0, 10_000).optional(),
  RSSI: int(-200, 100).optional(),
  LQI: int(0, 255).optional(),
  temperature: int(-100, 200).optional(),
  lastseen: int(0, UINT32).optional(),
  nextcheckin: int(0, UINT32).optional(),
  // a uint16 count (older firmware: a flag)
  pending: z.union([z.boolean(), int(0, 0xffff)]).optional(),
  updatecount: int(0, UINT32).optional(),
  updatelast: int(0, UINT32).optional(),
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
  /** last check-in (the AP gives unix seconds of its clock); null when never, or when the AP's clock was not set */
  lastSeen: Date | null;
  /** how many items (images, commands) the AP holds for the tag's next check-ins */
  pending: number;
  /** transfers the tag completed, and when the last one completed (null: none, or the clock was not set) */
  updateCount: number;
  updateLast: Date | null;
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

/** a time of the AP's clock, null when it is none (0) or from before the clock was set */
function apTime(seconds: number | undefined): Date | null {
  return seconds && seconds > OEPL_VALID_EPOCH ? new Date(seconds * 1000) : null;
}

/** a tag record whose last check-in the AP dated before its clock was set (0 is never, not undated) */
function checkedInUndated(raw: unknown): boolean {
  const seconds = (raw as { lastseen?: unknown } | null)?.lastseen;
  return typeof seconds === 'number' && seconds > 0 && seconds <= OEPL_VALID_EPOCH;
}

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
    lastSeen: apTime(t.lastseen),
    pending: typeof t.pending === 'boolean' ? Number(t.pending) : (t.pending ?? 0),
    updateCount: t.updatecount ?? 0,
    updateLast: apTime(t.updatelast),
    alias: t.alias ?? null,
  };
}

/** the AP's definition of a hardware type (resources/tagtypes/HH.json of the firmware), what we draw by */
export interface OeplTagTypeDefinition {
  name: string;
  width: number;
  height: number;
  /** the colour names of its colour table (white, black, red, yellow, ...) */
  colors: string[];
  led: boolean;
}

const tagTypeSchema = z.object({
  name: z.string().max(100).optional(),
  width: int(1, 2048),
  height: int(1, 2048),
  colortable: z.record(z.string().max(20), z.array(int(0, 255)).length(3)).optional(),
  options: z.array(z.string().max(20)).max(20).optional(),
});

/** the definition of an AP answer, null when it does not fit */
export function parseTagTypeDefinition(raw: unknown): OeplTagTypeDefinition | null {
  const parsed = tagTypeSchema.safeParse(raw);
  if (!parsed.success) return null;
  const colors = Object.keys(parsed.data.colortable ?? {});
  if (colors.length > 16) return null;
  return {
    name: parsed.data.name ?? '',
    width: parsed.data.width,
    height: parsed.data.height,
    colors,
    led: (parsed.data.options ?? []).includes('led'),
  };
}

/** the get_db answers of one read: every tag, tags that did not fit dropped, complete unless the AP paged past 255 */
export interface OeplDatabase {
  tags: OeplTag[];
  dropped: number;
  /** false: the AP holds more tags than its paging reaches (positions past 255); absent tags may be there */
  complete: boolean;
  /** a tag checked in while the AP's clock was unset (a reboot without NTP): the clock needs setting again */
  clockUnset: boolean;
}

const pageSchema = z.object({
  tags: z.array(z.unknown()),
  continu: int(0, 0xffff).optional(),
});

/**
 * One get_db page checked against the firmware's paging (tag_db.cpp tagDBtoJson): the page holds tags until one
 * takes its JSON past 5,000 bytes and is cut right after it, `continu` present exactly when it was cut and past
 * the tags it holds. Answers the page's tags and next position (0: the last page); throws on a page no firmware
 * sends.
 */
function checkPage(text: string, pos: number): { tags: unknown[]; next: number } {
  if (Buffer.byteLength(text) > OEPL_MAX_PAGE_BYTES) {
    throw new OeplError(
      `get_db page of ${Buffer.byteLength(text)} bytes exceeds ${OEPL_MAX_PAGE_BYTES}`,
      'invalid',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OeplError('access point answer to /get_db is no JSON', 'invalid');
  }
  const parsed = pageSchema.safeParse(body);
  if (!parsed.success) throw new OeplError('get_db answer has an unexpected shape', 'invalid');
  const { tags, continu } = parsed.data;
  // the firmware measures the page's JSON in bytes (ArduinoJson measureJson), before it adds `continu`
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  const before = bytes({ tags: tags.slice(0, -1) });
  const cut = bytes({ tags }) > OEPL_PAGE_CUT_BYTES;
  if (before > OEPL_PAGE_CUT_BYTES) throw new OeplError('get_db page runs past its cut', 'invalid');
  if (continu !== undefined && (!cut || continu < pos + tags.length)) {
    throw new OeplError(`get_db page continues at ${continu} without being cut there`, 'invalid');
  }
  return { tags, next: continu ?? 0 };
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

  /** every tag of the AP's database, read page by page as the firmware pages it; tags that do not fit dropped */
  async tags(): Promise<OeplDatabase> {
    const tags = new Map<string, OeplTag>();
    let dropped = 0;
    let clockUnset = false;
    let pos = 0;
    for (;;) {
      const page = checkPage(await this.call(`/get_db?pos=${pos}`), pos);
      for (const raw of page.tags) {
        clockUnset ||= checkedInUndated(raw);
        const tag = parseOeplTag(raw);
        if (tag) tags.set(tag.mac, tag);
        else dropped++;
      }
      if (tags.size + dropped > OEPL_MAX_TAGS) {
        throw new OeplError(`access point reports more than ${OEPL_MAX_TAGS} tags`, 'invalid');
      }
      if (page.next === 0) return { tags: [...tags.values()], dropped, complete: true, clockUnset };
      // the AP reads the position as a uint8: past 255 it would start over
      if (page.next > OEPL_MAX_POS) return { tags: [...tags.values()], dropped, complete: false, clockUnset };
      pos = page.next;
    }
  }

  /**
   * Sets the AP's clock to ours (POST /set_time): its tags' check-ins are then dated on our clock. Answers false
   * when the AP has no such call (older firmware, which keeps its time by NTP).
   */
  async setTime(now: Date): Promise<boolean> {
    const epoch = Math.floor(now.getTime() / 1000);
    try {
      await this.call('/set_time', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ epoch: String(epoch) }).toString(),
      });
      return true;
    } catch (error) {
      if (error instanceof OeplError && error.reason === 'refused') return false;
      throw error;
    }
  }

  /** the AP's definition of hardware type `hwType`, null when it serves none (404) or one that does not fit */
  async tagType(hwType: number): Promise<OeplTagTypeDefinition | null> {
    if (!Number.isInteger(hwType) || hwType < 0 || hwType > 0xff) return null;
    const hex = hwType.toString(16).toUpperCase().padStart(2, '0');
    let text: string;
    try {
      text = await this.call(`/tagtypes/${hex}.json`);
    } catch (error) {
      if (error instanceof OeplError && error.reason === 'refused') return null;
      throw error;
    }
    if (text.length > OEPL_MAX_TAGTYPE_BYTES) return null;
    try {
      return parseTagTypeDefinition(JSON.parse(text));
    } catch {
      return null;
    }
  }

  /** a new image for one tag: the AP converts it and queues it for the tag's next check-in */
  async uploadImage(mac: string, jpeg: Uint8Array, dither = false): Promise<void> {
    if (!MAC.test(mac)) throw new OeplError(`not a tag MAC: ${mac}`, 'invalid');
    if (jpeg.byteLength === 0 || jpeg.byteLength > OEPL_MAX_IMAGE) {
      throw new OeplError(`image of ${jpeg.byteLength} bytes out of range`, 'invalid');
    }
    // the firmware reads the mac when the file part starts: it goes first
    const form = new FormData();
    form.set('mac', mac);
    form.set('dither', dither ? '1' : '0');
    form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${mac}.jpg`);
    const answer = await this.call('/imgupload', { method: 'POST', body: form });
    if (!answer.startsWith('Ok'))
      throw new OeplError(`image for ${mac} not taken: ${answer.slice(0, 80)}`, 'refused');
  }

  /** an LED flash for one tag: the 12-byte pattern of oepl-proto.h's struct ledFlash (server/oepl/led.ts) */
  async ledFlash(mac: string, pattern: Uint8Array): Promise<void> {
    if (!MAC.test(mac)) throw new OeplError(`not a tag MAC: ${mac}`, 'invalid');
    if (pattern.byteLength !== 12) throw new OeplError('an LED pattern is 12 bytes', 'invalid');
    const hex = Buffer.from(pattern).toString('hex').toUpperCase();
    await this.call(`/led_flash?${new URLSearchParams({ mac, pattern: hex }).toString()}`);
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
