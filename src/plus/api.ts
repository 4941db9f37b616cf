// The calls of the signage media and templates (doc 3 §7 Signage; docs/api.md 'Signage media', 'Signage
// templates'), on the generated client (schemas/plusMedia, plusTemplate and plusDevice x-calls). Lists go through
// the data provider (schemas/plusMedia, plusTemplate, plusMediaStore x-lists).
import type { MediaType, Slide, TemplateSize } from '../../domain/signageTemplate';
import { plusDeviceCalls, plusMediaCalls, plusTemplateCalls } from '../generated/client';

export type { DeviceShow, MediaRow, TemplateRow } from '../../domain/signage';

export interface UploadItem {
  file: File;
  width?: number;
  height?: number;
  thumbnail?: Blob;
}

export function uploadMedia(
  storeCode: string,
  type: MediaType,
  items: UploadItem[],
  onProgress: (percent: number) => void,
  replaceId?: number,
) {
  const form = {
    meta: JSON.stringify(items.map((i) => ({ width: i.width, height: i.height }))),
    files: items.map((item) => item.file),
    thumbnail: items.flatMap((item) =>
      item.thumbnail
        ? [new File([item.thumbnail], `${item.file.name}.png`, { type: item.thumbnail.type })]
        : [],
    ),
  };
  return plusMediaCalls.upload({ storeCode, type, form, query: { id: replaceId } }, { onProgress });
}

export const fetchMedia = (storeCode: string, type: MediaType, id: number) =>
  plusMediaCalls.file({ storeCode, type, id, query: { inline: 1 } });

export const fetchThumbnail = (storeCode: string, id: number) => plusMediaCalls.thumbnail({ storeCode, id });

export const deleteMedia = (storeCode: string, type: MediaType, id: number) =>
  plusMediaCalls.remove({ storeCode, type, id });

export const listMedia = async (storeCode: string, type: MediaType, signal?: AbortSignal) =>
  (await plusMediaCalls.list({ storeCode, type }, { signal })).data;

export const getTemplate = (storeCode: string, name: string, signal?: AbortSignal) =>
  plusTemplateCalls.get({ storeCode, name }, { signal });

export const saveTemplate = (
  storeCode: string,
  name: string,
  body: { size: TemplateSize; show: Slide[] },
  create?: { overwrite: boolean },
) =>
  plusTemplateCalls.save({
    storeCode,
    name,
    body,
    query: create ? { create: 1, overwrite: create.overwrite ? 1 : undefined } : undefined,
  });

export const deleteTemplate = (storeCode: string, name: string) =>
  plusTemplateCalls.remove({ storeCode, name });

export const deleteTemplates = (storeCode: string, idList: string[]) =>
  plusTemplateCalls.removeMany({ storeCode, body: { idList } });

export const importTemplates = (storeCode: string, content: unknown, replace?: string) =>
  plusTemplateCalls.importFile({ storeCode, body: content, query: { replace: replace || undefined } });

export const exportTemplate = (storeCode: string, name: string) =>
  plusTemplateCalls.export({ storeCode, name });

export const listTemplates = async (storeCode: string, signal?: AbortSignal) =>
  (await plusTemplateCalls.list({ storeCode }, { signal })).data;

export const getDeviceShow = (storeCode: string, mac: string, signal?: AbortSignal) =>
  plusDeviceCalls.show({ storeCode, mac }, { signal });

export const saveDeviceShow = (
  storeCode: string,
  mac: string,
  body: { screenWidth: number; screenHeight: number; show: Slide[] },
) => plusDeviceCalls.saveShow({ storeCode, mac, body });

/** the PNG of what a device shows now (its reported show, current slide) */
export const fetchDevicePicture = (storeCode: string, mac: string) =>
  plusDeviceCalls.picture({ storeCode, mac });
