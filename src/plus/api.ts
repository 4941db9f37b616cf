// The calls of the signage media and templates (doc 3 §7 Signage; docs/api.md 'Signage media', 'Signage
// templates'), on the generated client (schemas/plusMedia, plusTemplate and plusDevice x-calls). Lists go through
// the data provider (schemas/plusMedia, plusTemplate, plusMediaStore x-lists).
import type { MediaType, Slide, TemplateSize } from '../../domain/signageTemplate';
import { plusMediaCalls, plusTemplateCalls } from '../generated/client';

export type {
  PlusDeviceShowView as DeviceShow,
  PlusMediaRow as MediaRow,
  TemplateRow,
} from '../../domain/generated/calls';

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
  return plusMediaCalls.upload(
    { storeCode, type, form, query: { id: replaceId === undefined ? undefined : String(replaceId) } },
    { onProgress },
  );
}

export const listMedia = async (storeCode: string, type: MediaType, signal?: AbortSignal) =>
  (await plusMediaCalls.list({ storeCode, type }, { signal })).data;

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

export const listTemplates = async (storeCode: string, signal?: AbortSignal) =>
  (await plusTemplateCalls.list({ storeCode }, { signal })).data;
