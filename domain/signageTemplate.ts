// The signage template rules (doc 3 §3 Template, Show, Show object; §4; §5 Signage; §9), one module for the
// console's editor and the server's save, import and render.
export const TEMPLATE_SIZES = {
  '23.1': { width: 1920, height: 158 },
  '35.4': { width: 2880, height: 158 },
} as const;
export type TemplateSize = keyof typeof TEMPLATE_SIZES;
export const DEFAULT_TEMPLATE_SIZE: TemplateSize = '23.1';
/** the layout editor draws the screen at half scale */
export const EDITOR_SCALE = 0.5;
export const DEFAULT_DURATION = 30;
export const DEFAULT_BG_COLOR = '#000000';
/** width of one product slot pair */
export const PRODUCT_SLOT_WIDTH = 180;

export const OBJECT_TYPES = ['image', 'video', 'widget', 'webpage', 'product'] as const;
export type ShowObjectType = (typeof OBJECT_TYPES)[number];
export const MEDIA_TYPES = ['image', 'video', 'widget'] as const;
/** the colour of each object type in the editor and on the server's pictures */
export const OBJECT_COLORS: Record<ShowObjectType, string> = {
  image: '#1e88e5',
  video: '#8e24aa',
  widget: '#00897b',
  webpage: '#f4511e',
  product: '#fdd835',
};
export type MediaType = (typeof MEDIA_TYPES)[number];

/** keys of locales/*.json (the server answers them with their English text, server/http/messages.ts) */
export const TEMPLATE_MESSAGES = {
  nameRegistered: 'app.serverMessages.templateNameRegistered',
  overwrite: 'app.serverMessages.templateOverwrite',
  inUse: 'app.serverMessages.templatesInUse',
  invalidFile: 'app.serverMessages.invalidFileFormat',
} as const;

export const NO_MEDIA_MESSAGES: Record<MediaType, string> = {
  image: 'app.serverMessages.noImages',
  video: 'app.serverMessages.noVideos',
  widget: 'app.serverMessages.noWidgets',
};

export const MEDIA_IN_USE_MESSAGES: Record<MediaType | 'template', string> = {
  image: 'app.serverMessages.imageInUse',
  video: 'app.serverMessages.videoInUse',
  widget: 'app.serverMessages.widgetInUse',
  template: 'app.serverMessages.templateInUse',
};

export interface ShowObject {
  type: ShowObjectType;
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
  index?: number;
  autoSize?: boolean;
}

export interface Slide {
  duration: number;
  bgColor: string;
  object: ShowObject[];
  empty?: boolean;
}

export interface TemplateFile {
  name: string;
  size: TemplateSize;
  show: Slide[];
}

export const isTemplateSize = (value: unknown): value is TemplateSize =>
  typeof value === 'string' && Object.hasOwn(TEMPLATE_SIZES, value);

/** 1920x158 is 23.1, 2880x158 is 35.4; other screens have no template size */
export function sizeOfScreen(width: number, height: number): TemplateSize | undefined {
  return (Object.keys(TEMPLATE_SIZES) as TemplateSize[]).find(
    (size) => TEMPLATE_SIZES[size].width === width && TEMPLATE_SIZES[size].height === height,
  );
}

/** product slots of a product object: 2 x floor(width / 180) */
export const productSlots = (width: number): number =>
  2 * Math.floor(Math.max(0, width) / PRODUCT_SLOT_WIDTH);

/** a webpage id gets 'http://' unless it starts with http */
export const webpageUrl = (id: string): string => (/^http/i.test(id) ? id : `http://${id}`);

export const newSlide = (): Slide => ({ duration: DEFAULT_DURATION, bgColor: DEFAULT_BG_COLOR, object: [] });

/** What a save stores of one object: webpage ids prefixed, the others' index from their numeric id; autoSize only for products. */
export function objectForSave(object: ShowObject): ShowObject {
  const box = {
    type: object.type,
    left: Math.round(object.left),
    top: Math.round(object.top),
    width: Math.round(object.width),
    height: Math.round(object.height),
  };
  if (object.type === 'webpage')
    return { ...box, id: webpageUrl(object.id.trim()), index: object.index ?? 0 };
  const numeric = Number.parseInt(object.id, 10);
  const index = Number.isFinite(numeric) ? numeric : (object.index ?? 0);
  return object.type === 'product'
    ? { ...box, id: object.id, index, autoSize: object.autoSize === true }
    : { ...box, id: object.id, index };
}

export function showForSave(show: Slide[]): Slide[] {
  return show.map((slide) => ({
    duration: slide.duration,
    bgColor: slide.bgColor,
    object: slide.object.map(objectForSave),
    empty: slide.object.length === 0,
  }));
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const MAX_SLIDES = 100;
const MAX_OBJECTS = 100;

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Reads a show list sent by a console or a file; the first problem as text, or the normalised list. */
export function parseShow(value: unknown): { show: Slide[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'show must be a list of slides' };
  if (value.length > MAX_SLIDES) return { problem: `at most ${MAX_SLIDES} slides` };
  const show: Slide[] = [];
  for (const [s, raw] of value.entries()) {
    if (typeof raw !== 'object' || raw === null) return { problem: `slide ${s + 1} is not an object` };
    const slide = raw as Record<string, unknown>;
    const duration = slide.duration === undefined ? DEFAULT_DURATION : num(slide.duration);
    if (duration === undefined || duration < 1 || duration > 86_400 || !Number.isInteger(duration))
      return { problem: `slide ${s + 1}: duration` };
    const bgColor = slide.bgColor === undefined ? DEFAULT_BG_COLOR : slide.bgColor;
    if (typeof bgColor !== 'string' || !HEX_COLOR.test(bgColor))
      return { problem: `slide ${s + 1}: bgColor` };
    const objects = slide.object ?? [];
    if (!Array.isArray(objects) || objects.length > MAX_OBJECTS) return { problem: `slide ${s + 1}: object` };
    const parsed: ShowObject[] = [];
    for (const [o, item] of objects.entries()) {
      const where = `slide ${s + 1} object ${o + 1}`;
      if (typeof item !== 'object' || item === null) return { problem: `${where} is not an object` };
      const obj = item as Record<string, unknown>;
      if (!OBJECT_TYPES.includes(obj.type as ShowObjectType)) return { problem: `${where}: type` };
      const id = typeof obj.id === 'number' ? String(obj.id) : obj.id;
      if (typeof id !== 'string' || id.trim() === '' || id.length > 2048) return { problem: `${where}: id` };
      const box = [obj.left, obj.top, obj.width, obj.height].map(num);
      if (box.some((v) => v === undefined || v < -10_000 || v > 10_000))
        return { problem: `${where}: position` };
      const [left, top, width, height] = box as number[];
      if (width <= 0 || height <= 0) return { problem: `${where}: size` };
      parsed.push({
        type: obj.type as ShowObjectType,
        id,
        left,
        top,
        width,
        height,
        index: num(obj.index),
        autoSize: obj.autoSize === true,
      });
    }
    show.push({ duration, bgColor, object: parsed });
  }
  return { show: showForSave(show) };
}

/**
 * A template import file: one { name, show, size } or a list of them ('Invalid file format' otherwise). When
 * replacing one template (`replace`), the name may be absent but show and size are needed.
 */
export function parseTemplateFile(
  text: string,
  replace = false,
):
  | { templates: Array<Partial<Pick<TemplateFile, 'name'>> & Omit<TemplateFile, 'name'>> }
  | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: TEMPLATE_MESSAGES.invalidFile };
  }
  const items = Array.isArray(data) ? data : [data];
  if (items.length === 0 || (replace && items.length !== 1))
    return { problem: TEMPLATE_MESSAGES.invalidFile };
  const templates = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) return { problem: TEMPLATE_MESSAGES.invalidFile };
    const { name, show, size } = item as Record<string, unknown>;
    const named = typeof name === 'string' && name.trim() !== '';
    if ((!replace && !named) || !isTemplateSize(size) || !Array.isArray(show))
      return { problem: TEMPLATE_MESSAGES.invalidFile };
    const parsed = parseShow(show);
    if ('problem' in parsed) return { problem: TEMPLATE_MESSAGES.invalidFile };
    templates.push({ ...(named ? { name: (name as string).trim() } : {}), size, show: parsed.show });
  }
  return { templates };
}

/** the media ids of `type` a show names */
export function mediaIdsOf(show: Slide[], type: MediaType): string[] {
  return [...new Set(show.flatMap((slide) => slide.object.filter((o) => o.type === type).map((o) => o.id)))];
}

/** Two shows are the same when they save the same (the show editor's unlink rule, doc 3 §4). */
export function sameShow(a: Slide[], b: Slide[]): boolean {
  return JSON.stringify(showForSave(a)) === JSON.stringify(showForSave(b));
}

/**
 * The slide a device plays at `now`: its fixed show index (showIdx) when set and in range, else the slide the
 * loop of durations has reached since it started playing (`since`, its last sync). undefined: an empty show.
 */
export function slideAt(
  show: Slide[],
  since: number | undefined,
  now: number,
  showIdx?: number | null,
): number | undefined {
  if (show.length === 0) return undefined;
  if (typeof showIdx === 'number' && showIdx >= 0 && showIdx < show.length) return showIdx;
  const total = show.reduce((sum, s) => sum + Math.max(1, s.duration), 0);
  let at = Math.floor(Math.max(0, now - (since ?? now)) / 1000) % total;
  for (const [i, slide] of show.entries()) {
    at -= Math.max(1, slide.duration);
    if (at < 0) return i;
  }
  return 0;
}

/**
 * The product objects of a slide cut into slots (2 x floor(width / 180) each, two rows of floor(width / 180)),
 * numbered 0, 1, ... across the slide's product objects in index order: the slot indexes of a device's products
 * (the assign call's MAC + index entry).
 */
export function slotsOf(slide: Slide): Array<{
  object: ShowObject;
  slot: number;
  left: number;
  top: number;
  width: number;
  height: number;
}> {
  const products = slide.object
    .filter((o) => o.type === 'product')
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const out = [];
  let slot = 0;
  for (const object of products) {
    const columns = productSlots(object.width) / 2;
    if (columns === 0) continue;
    const width = object.width / columns;
    const height = object.height / 2;
    for (let row = 0; row < 2; row++)
      for (let column = 0; column < columns; column++)
        out.push({
          object,
          slot: slot++,
          left: object.left + column * width,
          top: object.top + row * height,
          width,
          height,
        });
  }
  return out;
}

/** The product code of each slot index (0, 1, ...) of a device's `products` list, entries { index, prCode }. */
export function productsBySlot(products: unknown): Map<number, string> {
  const bySlot = new Map<number, string>();
  if (!Array.isArray(products)) return bySlot;
  products.forEach((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return;
    const { index, prCode } = entry as Record<string, unknown>;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return;
    if (typeof prCode === 'string' && prCode !== '' && !bySlot.has(index)) bySlot.set(index, prCode);
  });
  return bySlot;
}
