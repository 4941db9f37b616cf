// The signage media, templates and shows as the console reads them (doc 3 §7 Signage; docs/api.md 'Signage media',
// 'Signage templates', 'Signage shows', 'Signage devices'), named by the x-calls of schemas/plusMedia, plusTemplate,
// plusDevice and plusSoftware.
import type { z } from 'zod';
import type { DeviceStatus } from './deviceStatus';
import type { PlusDeviceRow } from './generated/rows';
import type { plusDeviceValidators } from './generated/validators';
import type { MediaType, Slide, TemplateSize } from './signageTemplate';

export interface MediaRow {
  _id: number;
  id: number;
  name: string;
  type: MediaType;
  width?: number | null;
  height?: number | null;
  size: number;
  thumbnail?: boolean;
  contentType?: string;
  updatedAt: string;
}

/** the fields of a media upload (multipart): the files' sizes as JSON, the files, the video thumbnails */
export interface MediaUploadForm {
  meta: string;
  files: File[];
  thumbnail: File[];
}

/** GET /plus/store/{store}/device/{mac}/show (docs/api.md 'Signage shows') */
export interface DeviceShow {
  mac: string;
  name: string | null;
  model: string;
  status: string;
  template: string | null;
  custom: boolean;
  size: TemplateSize | null;
  screenWidth: number;
  screenHeight: number;
  show: Slide[];
  reportedShow: Slide[] | null;
  syncedAt: string | null;
  synced: boolean;
  showIdx: number | null;
  slide: number | null;
}

/** POST /plus/store/{store}/device/{mac}/show */
export interface DeviceShowBody {
  screenWidth: number;
  screenHeight: number;
  show: Slide[];
}

/** POST /plus/store/{store}/device/list/template (flag 1 gives every device the show again) */
export interface ApplyTemplateBody {
  template: string;
  macList: string[];
  flag: number;
}

/** a store of a signage overview map (GET /status/store/plus/{kind}): its devices or media counted */
export interface PlusStoreSummary {
  storeCode: string;
  storeName: string;
  status: DeviceStatus;
  position?: { latitude: number; longitude: number } | null;
  total: number;
  online?: number;
  offline?: number;
}

/** a product on a device: its slot index and code */
export interface SlotProduct {
  index: number;
  prCode: string;
}

/** a network a device reports (schemas/plusDevice.schema.json `networks` items) */
export interface DeviceNetwork {
  type?: string;
  ssid?: string;
  ip?: string;
  rssi?: number;
}

/** a device as GET /status/store/{code}/plus/device/{id} answers it: the generated row, its lists typed */
export type DeviceRow = Omit<PlusDeviceRow, 'networks' | 'products'> & {
  networks?: DeviceNetwork[] | null;
  products?: SlotProduct[] | null;
};

/** POST /plus/device/config: the device and its settings (x-forms.config of schemas/plusDevice.schema.json) */
export type DeviceConfig = { storeCode: string; mac: string } & z.input<
  typeof plusDeviceValidators.form.config
>;

/** POST /plus/assign: products for devices (`mac` with the index digits for one slot) */
export interface DeviceAssignBody {
  storeCode: string;
  devList: Array<{ mac: string; product?: string[] }>;
}

/** GET /plus/store/{store}/device/search/{term}: the devices showing a product code, and the codes found */
export interface DeviceSearchAnswer {
  devList: Array<{ mac: string; name?: string | null; status?: string; products?: SlotProduct[] }>;
  prCodeList: string[];
}
