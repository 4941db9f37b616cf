// The panels of OpenEPaperLink tag hardware types (issue 27 §3, issue 33 §1): what the AP reports as `hwType`, which
// we name `OEPL-<hwType hex>` (server/oepl/sync.ts). The AP takes a JPEG of the panel's own size (landscape, the AP
// turns it for the panel itself), so a label for an OEPL tag is rendered at these sizes (server/render/target.ts).
// OEPL_PANELS: the common types, sizes from the public descriptions of the hardware (checked against the
// firmware's resources/tagtypes/HH.json, whose data we do not ship: that repository is CC BY-NC-SA 4.0). The
// firmware knows about a hundred types and serves its definition of each at GET /tagtypes/HH.json: a type not in
// our table is read from the AP that reports it (bounded and checked, server/oepl/client.ts) and remembered per AP
// for a while (a bounded cache); only when the AP has none does a label fall back to the 2.9" M2 size.
import type { OeplTagTypeDefinition } from './answers.ts';
import type { OeplClient } from './client.ts';

export interface OeplPanel {
  name: string;
  width: number;
  height: number;
  inches: number;
  /** the third colour of the panel, none for black and white */
  accent: 'red' | 'yellow' | null;
  led: boolean;
}

const panel = (
  name: string,
  width: number,
  height: number,
  inches: number,
  accent: OeplPanel['accent'],
  led = false,
): OeplPanel => ({ name, width, height, inches, accent, led });

export const OEPL_PANELS: Readonly<Record<number, OeplPanel>> = {
  0x00: panel('M2 1.54"', 152, 152, 1.54, 'red'),
  0x01: panel('M2 2.9"', 296, 128, 2.9, 'red'),
  0x02: panel('M2 4.2"', 400, 300, 4.2, 'red'),
  0x03: panel('M2 2.2"', 212, 104, 2.2, 'red'),
  0x04: panel('M2 2.6"', 296, 152, 2.6, 'red'),
  0x05: panel('M2 7.4"', 640, 384, 7.4, 'red'),
  0x11: panel('M2 2.9"', 296, 128, 2.9, 'red'),
  0x12: panel('M2 4.2"', 400, 300, 4.2, 'red'),
  0x22: panel('M2 2.7"', 264, 176, 2.7, 'red'),
  0x26: panel('M2 7.5" BW', 640, 384, 7.5, null),
  0x2f: panel('M3 4.3"', 522, 152, 4.3, 'red', true),
  0x30: panel('M3 1.6"', 200, 200, 1.6, 'red'),
  0x31: panel('M3 2.2"', 296, 160, 2.2, 'red', true),
  0x32: panel('M3 2.6"', 360, 184, 2.6, 'red'),
  0x33: panel('M3 2.9"', 384, 168, 2.9, 'red', true),
  0x34: panel('M3 4.2"', 400, 300, 4.2, 'red', true),
  0x35: panel('M3 6.0"', 600, 448, 6.0, 'red', true),
  0x36: panel('M3 7.5"', 800, 480, 7.5, 'red', true),
  0x3c: panel('M3 4.2" BWY', 400, 300, 4.2, 'yellow', true),
  0x40: panel('M3 2.9" BW', 384, 168, 2.9, null, true),
  0x46: panel('M3 2.2" BW', 296, 160, 2.2, null, true),
  0x47: panel('M3 2.7"', 300, 200, 2.7, 'red'),
};

/** the panel of a type code `OEPL-33`, undefined for other codes; an unknown hwType gets the 2.9" M2 panel */
export function oeplPanel(tagType: string | null | undefined): OeplPanel | undefined {
  const hwType = oeplHwType(tagType);
  if (hwType === null) return undefined;
  return OEPL_PANELS[hwType] ?? OEPL_PANELS[0x01];
}

/** the hardware type of a type code `OEPL-61`, null for other codes */
export function oeplHwType(tagType: string | null | undefined): number | null {
  const match = /^OEPL-([0-9A-F]{2})$/i.exec(tagType?.trim() ?? '');
  return match ? Number.parseInt(match[1], 16) : null;
}

/** the panel of an AP's definition: its size, its third colour (red before yellow), its LED */
export function panelOfDefinition(definition: OeplTagTypeDefinition): OeplPanel {
  const inches = /(\d{1,2}(?:\.\d{1,2})?)\s*(?:"|''|inch)/i.exec(definition.name);
  const accent = definition.colors.includes('red')
    ? 'red'
    : definition.colors.includes('yellow')
      ? 'yellow'
      : null;
  return {
    name: definition.name,
    width: definition.width,
    height: definition.height,
    // the size in the name ('HS BWR 3.5"'), else the diagonal at the usual 110 pixels per inch
    inches: inches
      ? Number(inches[1])
      : Math.round((Math.hypot(definition.width, definition.height) / 110) * 10) / 10,
    accent,
    led: definition.led,
  };
}

/** how many AP definitions are remembered, and for how long (the AP serves them with max-age 300) */
export const OEPL_TAGTYPE_CACHE_SIZE = 512;
export const OEPL_TAGTYPE_CACHE_MS = 10 * 60_000;

const learned = new Map<string, { panel: OeplPanel | null; until: number }>();

/**
 * The panel of hardware type `hwType` behind the AP of `client`: ours when our table knows it, else the AP's
 * definition (remembered per AP, also when it has none); null when neither knows it.
 */
export async function resolveOeplPanel(
  client: OeplClient,
  hwType: number,
  now = Date.now(),
): Promise<OeplPanel | null> {
  const known = OEPL_PANELS[hwType];
  if (known) return known;
  const key = `${client.baseUrl} ${hwType}`;
  const cached = learned.get(key);
  if (cached && cached.until > now) return cached.panel;
  const definition = await client.tagType(hwType);
  const panel = definition ? panelOfDefinition(definition) : null;
  learned.delete(key);
  if (learned.size >= OEPL_TAGTYPE_CACHE_SIZE) learned.delete(learned.keys().next().value!);
  learned.set(key, { panel, until: now + OEPL_TAGTYPE_CACHE_MS });
  return panel;
}

/** forgets every AP definition (tests) */
export function forgetOeplPanels(): void {
  learned.clear();
}
