// The calls of the signage devices (doc 3 §7 Signage; docs/api.md 'Signage devices'), on the generated client
// (schemas/plusDevice, plusSoftware and plusSetting x-calls). The device table, the overview and the software
// packages are schema lists (x-lists) read through the data provider; these are the actions and the one-device
// reads, in the words of the screens.
import type { PlusDeviceConfigBody, PlusSettingSaveBody } from '../../domain/generated/calls';
import { plusDeviceCalls, plusSettingCalls, plusSoftwareCalls, plusSettingKeys } from '../generated/client';

export type {
  PlusDeviceRow as DeviceRow,
  PlusDeviceFound as DeviceSearchAnswer,
} from '../../domain/generated/calls';

export const getDevice = (storeCode: string, mac: string, signal?: AbortSignal) =>
  plusDeviceCalls.get({ storeCode, mac }, { signal });

export const saveDeviceConfig = (config: PlusDeviceConfigBody) =>
  plusDeviceCalls.saveConfig({ body: config });

export const removeDevice = (storeCode: string, mac: string) => plusDeviceCalls.remove({ storeCode, mac });

/** `id`: the MAC, with the index digits for one slot (deviceIdText) */
export const assignProducts = (storeCode: string, id: string, codes: string[]) =>
  plusDeviceCalls.assign({ body: { storeCode, devList: [{ mac: id, product: codes }] } });

export const deassignDevice = (storeCode: string, id: string) =>
  plusDeviceCalls.deassign({ body: { storeCode, devList: [{ mac: id }] } });

export const blinkProduct = (storeCode: string, prCode: string) =>
  plusDeviceCalls.blinkProduct({ storeCode, body: { prCode } });

export const searchDevices = (storeCode: string, term: string) =>
  plusDeviceCalls.searchByProduct({ storeCode, term });

/** applies a template to devices ('' clears it); `update` false: they get the show at their next sync */
export const applyTemplate = (storeCode: string, template: string, macList: string[], update = true) =>
  plusDeviceCalls.applyTemplate({
    storeCode,
    body: { template, macList, flag: update ? 1 : 0 },
    query: update ? undefined : { update: false },
  });

export const showInfo = (storeCode: string, devList: string[], duration: number) =>
  plusDeviceCalls.showInfo({ storeCode, body: { devList, duration } });

export const syncDevices = (storeCode: string, devList: string[]) =>
  plusDeviceCalls.sync({ storeCode, body: { devList } });

export const switchMode = (storeCode: string, macList: string[], mode: number) =>
  plusDeviceCalls.switchMode({ storeCode, body: { macList, mode } });

export const setShowIdx = (storeCode: string, macList: string[], showIdx: number) =>
  plusDeviceCalls.setShowIdx({ storeCode, body: { macList, showIdx } });

export const unsetShowIdx = (storeCode: string, macList: string[]) =>
  plusDeviceCalls.unsetShowIdx({ storeCode, body: { macList } });

export const uploadSoftware = (
  storeCode: string,
  file: File,
  fields: { os: string; model: string; ver: string },
  onProgress: (percent: number) => void,
) => plusSoftwareCalls.upload({ storeCode, form: { ...fields, file } }, { onProgress });

export const deleteSoftware = (storeCode: string, id: number | string) =>
  plusSoftwareCalls.remove({ storeCode, id });

/** the query of a store's plus settings: the settings dialog edits them, the bulk dialogs start from them */
export const plusSettingQuery = (storeCode: string) => ({
  queryKey: plusSettingKeys.get({ storeCode }),
  queryFn: ({ signal }: { signal: AbortSignal }) => plusSettingCalls.get({ storeCode }, { signal }),
});

export const savePlusSetting = (storeCode: string, body: Record<string, unknown>) =>
  plusSettingCalls.save({ storeCode, body: body as PlusSettingSaveBody });
