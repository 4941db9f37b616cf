// Who uses a signage media file or template (doc 3 §5: a delete is refused while devices use it, listing them;
// GET /plus/device/findByImage|findByVideo|findByWidget|findByTemplate/{id}/store/{store}).
//
// Templates are ours (plus_templates). The devices live in plus_devices (schemas/plusDevice.schema.json);
// `devicesUsing` is the ONE place that asks which devices follow a template or show a media file (its statement:
// PlusDevicesRepository.using).
import type { Queryable } from '../db/db.ts';
import type { MediaType } from '../../domain/signageTemplate.ts';
import { repositoriesOf } from '../repositories/index.ts';

export interface UsingDevice {
  mac: string;
  name: string | null;
  template: string | null;
}

/**
 * Devices of `storeCode` that follow one of `templates`, or whose own (custom) show names `media`.
 */
export async function devicesUsing(
  db: Queryable,
  storeCode: string,
  use: { templates: string[]; media?: { type: MediaType; id: number } },
): Promise<UsingDevice[]> {
  const custom = use.media
    ? JSON.stringify([{ object: [{ type: use.media.type, id: String(use.media.id) }] }])
    : null;
  return repositoriesOf(db).plusDevices.using(storeCode, use.templates, custom);
}

export interface MediaUsage {
  templates: string[];
  devices: UsingDevice[];
}

export async function mediaUsage(
  db: Queryable,
  storeCode: string,
  type: MediaType,
  id: number,
): Promise<MediaUsage> {
  const templates = await repositoriesOf(db).plusTemplates.usingMedia(storeCode, type, id);
  return { templates, devices: await devicesUsing(db, storeCode, { templates, media: { type, id } }) };
}

export async function templateUsage(
  db: Queryable,
  storeCode: string,
  names: string[],
): Promise<UsingDevice[]> {
  return devicesUsing(db, storeCode, { templates: names });
}
