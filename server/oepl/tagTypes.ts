// The panels of common OpenEPaperLink tag hardware types (issue 27 §3): what the AP reports as `hwType`, which we
// name `OEPL-<hwType hex>` (server/oepl/sync.ts). The AP takes a JPEG of the panel's own size (landscape, the AP
// turns it for the panel itself), so a label for an OEPL tag is rendered at these sizes (server/render/target.ts).
// Sizes from the public descriptions of the hardware; an unknown hwType renders at the 2.9" M2 size.
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
  const match = /^OEPL-([0-9A-F]{2})$/i.exec(tagType?.trim() ?? '');
  if (!match) return undefined;
  return OEPL_PANELS[Number.parseInt(match[1], 16)] ?? OEPL_PANELS[0x01];
}
