// The calls of the signage devices (doc 3 §7 Signage; docs/api.md 'Signage devices'). The device table, the
// overview and the software packages are schema lists (schemas/plusDevice, plusMediaStore, plusSoftware x-lists)
// read through the data provider; these are the actions and the one-device reads.
import type { z } from 'zod';
import type { PlusDeviceRow } from '../generated/rows';
import type { plusDeviceValidators } from '../generated/validators';
import { httpRequest } from '../providers/httpClient';
import { uploadWithProgress } from '../providers/uploadWithProgress';

const enc = encodeURIComponent;
const store = (code: string) => `/plus/store/${enc(code)}`;
const post = <T = unknown>(path: string, body: unknown) => httpRequest<T>(path, { method: 'POST', body });

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

/** POST /plus/device/config: the device and its settings (x-forms.config of the schema) */
export type DeviceConfig = { storeCode: string; mac: string } & z.input<
  typeof plusDeviceValidators.form.config
>;

export const getDevice = (storeCode: string, mac: string, signal?: AbortSignal) =>
  httpRequest<DeviceRow>(`/status/store/${enc(storeCode)}/plus/device/${enc(mac)}`, { signal });

export const saveDeviceConfig = (config: DeviceConfig) => post<DeviceRow>('/plus/device/config', config);

export const removeDevice = (storeCode: string, mac: string) =>
  httpRequest(`${store(storeCode)}/device/${enc(mac)}`, { method: 'DELETE' });

/** `id`: the MAC, with the index digits for one slot (deviceIdText) */
export const assignProducts = (storeCode: string, id: string, codes: string[]) =>
  post('/plus/assign', { storeCode, devList: [{ mac: id, product: codes }] });

export const deassignDevice = (storeCode: string, id: string) =>
  post('/plus/deassign', { storeCode, devList: [{ mac: id }] });

export const blinkProduct = (storeCode: string, prCode: string) =>
  post(`${store(storeCode)}/blink/product`, { prCode });

export interface DeviceSearchAnswer {
  devList: Array<{ mac: string; name?: string | null; status?: string; products?: SlotProduct[] }>;
  prCodeList: string[];
}

export const searchDevices = (storeCode: string, term: string) =>
  httpRequest<DeviceSearchAnswer>(`${store(storeCode)}/device/search/${enc(term)}`);

export const applyTemplate = (storeCode: string, template: string, macList: string[], update: boolean) =>
  post(`${store(storeCode)}/device/list/template${update ? '' : '?update=false'}`, {
    template,
    macList,
    flag: update ? 1 : 0,
  });

export const showInfo = (storeCode: string, devList: string[], duration: number) =>
  post(`${store(storeCode)}/device/show/info`, { devList, duration });

export const syncDevices = (storeCode: string, devList: string[]) =>
  post(`${store(storeCode)}/device/sync`, { devList });

export const switchMode = (storeCode: string, macList: string[], mode: number) =>
  post(`${store(storeCode)}/switch/mode`, { macList, mode });

export const setShowIdx = (storeCode: string, macList: string[], showIdx: number) =>
  post(`${store(storeCode)}/set/showIdx`, { macList, showIdx });

export const unsetShowIdx = (storeCode: string, macList: string[]) =>
  post(`${store(storeCode)}/unset/showIdx`, { macList });

export function uploadSoftware(
  storeCode: string,
  file: File,
  fields: { os: string; model: string; ver: string },
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  return uploadWithProgress(`${store(storeCode)}/sw/file`, form, onProgress);
}

export const deleteSoftware = (storeCode: string, id: number | string) =>
  httpRequest(`${store(storeCode)}/sw/file/${enc(String(id))}`, { method: 'DELETE' });

export const getPlusSetting = (storeCode: string, signal?: AbortSignal) =>
  httpRequest<Record<string, unknown>>(`${store(storeCode)}/setting`, { signal });

/** the query of a store's plus settings: the settings dialog edits them, the bulk dialogs start from them */
export const plusSettingQuery = (storeCode: string) => ({
  queryKey: ['plus', 'setting', storeCode],
  queryFn: ({ signal }: { signal: AbortSignal }) => getPlusSetting(storeCode, signal),
});

export const savePlusSetting = (storeCode: string, body: Record<string, unknown>) =>
  post<Record<string, unknown>>(`${store(storeCode)}/setting`, body);
