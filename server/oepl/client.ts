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
import { outgoingHttp, OutgoingError, type OutgoingAnswer } from '../net/outgoingHttp.ts';
import {
  checkedInUndated,
  checkPage,
  OEPL_MAX_POS,
  OEPL_MAX_TAGS,
  OEPL_MAX_TAGTYPE_BYTES,
  OeplError,
  parseOeplTag,
  parseTagTypeDefinition,
  sysInfoSchema,
  TAG_MAC,
  type OeplDatabase,
  type OeplSysInfo,
  type OeplTag,
  type OeplTagTypeDefinition,
} from './answers.ts';

/** every call's whole deadline, answer read included (the AP is an ESP32 on the store's WLAN) */
export const OEPL_TIMEOUT_MS = 5000;
/** largest answer body read from the AP */
export const OEPL_MAX_BODY = 1024 * 1024;
/** largest image uploaded */
export const OEPL_MAX_IMAGE = 512 * 1024;

export type OeplCommand = 'clear' | 'reboot';
export const OEPL_COMMANDS: readonly OeplCommand[] = ['clear', 'reboot'];

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
    if (!TAG_MAC.test(mac)) throw new OeplError(`not a tag MAC: ${mac}`, 'invalid');
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
    if (!TAG_MAC.test(mac)) throw new OeplError(`not a tag MAC: ${mac}`, 'invalid');
    if (pattern.byteLength !== 12) throw new OeplError('an LED pattern is 12 bytes', 'invalid');
    const hex = Buffer.from(pattern).toString('hex').toUpperCase();
    await this.call(`/led_flash?${new URLSearchParams({ mac, pattern: hex }).toString()}`);
  }

  async command(mac: string, cmd: OeplCommand): Promise<void> {
    if (!TAG_MAC.test(mac)) throw new OeplError(`not a tag MAC: ${mac}`, 'invalid');
    if (!OEPL_COMMANDS.includes(cmd)) throw new OeplError(`not a tag command: ${String(cmd)}`, 'invalid');
    await this.call('/tag_cmd', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mac, cmd }).toString(),
    });
  }
}
