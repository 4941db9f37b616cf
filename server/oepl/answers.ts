// What an OpenEPaperLink access point answers, checked against its firmware (tag_db.cpp, web.cpp; issue 33 §1): the
// firmware's limits, a tag record, a tag type definition, a get_db page. The AP is untrusted: a tag whose fields do
// not fit is dropped, never passed on; a page no firmware sends is refused. The calls themselves are client.ts's.
import { z } from 'zod';

/** the firmware cuts a get_db page after the tag that takes its JSON past this many bytes */
export const OEPL_PAGE_CUT_BYTES = 5000;
/** largest get_db page accepted: the cut plus one tag record (its alias and mode configuration are free text) */
export const OEPL_MAX_PAGE_BYTES = 32 * 1024;
/** the last get_db position the AP can serve (its `pos` is a uint8) */
export const OEPL_MAX_POS = 255;
/** most tags read from one AP: every position it can page to, and the rest of the last page */
export const OEPL_MAX_TAGS = 300;
/** largest tag type definition read (the firmware's own are under 3 KB) */
export const OEPL_MAX_TAGTYPE_BYTES = 16 * 1024;
/** the firmware refuses (and we never trust) a clock at or before this epoch (2020-09-13): a clock not set */
export const OEPL_VALID_EPOCH = 1_600_000_000;

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

/** a tag MAC as the AP writes it: upper-case hex, 12 or 16 digits */
export const TAG_MAC = /^[0-9A-F]{12}(?:[0-9A-F]{4})?$/;
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

export const sysInfoSchema = z.object({
  alias: z.string().max(200).optional(),
  buildversion: z.string().max(100).optional(),
  apstate: int(0, 100).optional(),
});

/** a time of the AP's clock, null when it is none (0) or from before the clock was set */
function apTime(seconds: number | undefined): Date | null {
  return seconds && seconds > OEPL_VALID_EPOCH ? new Date(seconds * 1000) : null;
}

/** a tag record whose last check-in the AP dated before its clock was set (0 is never, not undated) */
export function checkedInUndated(raw: unknown): boolean {
  const seconds = (raw as { lastseen?: unknown } | null)?.lastseen;
  return typeof seconds === 'number' && seconds > 0 && seconds <= OEPL_VALID_EPOCH;
}

/** the tag of an AP answer, or null when its fields do not fit */
export function parseOeplTag(raw: unknown): OeplTag | null {
  const parsed = tagSchema.safeParse(raw);
  if (!parsed.success) return null;
  const t = parsed.data;
  const mac = t.mac.toUpperCase();
  if (!TAG_MAC.test(mac)) return null;
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
export function checkPage(text: string, pos: number): { tags: unknown[]; next: number } {
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
