// The calls of the signage media and templates (doc 3 §7 Signage; docs/api.md 'Signage media', 'Signage
// templates'). Lists go through the data provider (schemas/plusMedia, plusTemplate, plusMediaStore x-lists).
import type { MediaType, Slide, TemplateSize } from '../domain/signageTemplate';
import { fetchDownloadBlob } from '../downloads/api';
import { httpRequest } from '../providers/httpClient';
import { uploadWithProgress } from '../files/uploadWithProgress';

const enc = encodeURIComponent;

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

export interface TemplateRow {
  _id: string;
  size: TemplateSize;
  show: Slide[];
  slides: number;
  updatedAt: string;
  /** on save: the devices following the template that were given its new show */
  sentTo?: string[];
  /** on save: the devices its new size no longer fits, now custom */
  unlinked?: string[];
}

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
  const form = new FormData();
  form.append('meta', JSON.stringify(items.map((i) => ({ width: i.width, height: i.height }))));
  for (const item of items) form.append('files', item.file, item.file.name);
  items.forEach(
    (item) => item.thumbnail && form.append('thumbnail', item.thumbnail, `${item.file.name}.png`),
  );
  const query = replaceId === undefined ? '' : `?id=${replaceId}`;
  return uploadWithProgress<{ data: MediaRow[] }>(
    `/plus/store/${enc(storeCode)}/${type}/file${query}`,
    form,
    onProgress,
  );
}

export const mediaFilePath = (storeCode: string, type: MediaType, id: number) =>
  `/plus/store/${enc(storeCode)}/${type}/file/${id}`;

export const fetchMedia = (storeCode: string, type: MediaType, id: number) =>
  fetchDownloadBlob(`${mediaFilePath(storeCode, type, id)}?inline=1`);

export const fetchThumbnail = (storeCode: string, id: number) =>
  fetchDownloadBlob(`${mediaFilePath(storeCode, 'video', id)}/thumbnail`);

export const deleteMedia = (storeCode: string, type: MediaType, id: number) =>
  httpRequest(mediaFilePath(storeCode, type, id), { method: 'DELETE' });

export const listMedia = async (storeCode: string, type: MediaType, signal?: AbortSignal) =>
  (await httpRequest<{ data: MediaRow[] }>(`/plus/store/${enc(storeCode)}/${type}/list`, { signal })).data;

export const getTemplate = (storeCode: string, name: string, signal?: AbortSignal) =>
  httpRequest<TemplateRow>(`/plus/store/${enc(storeCode)}/template/${enc(name)}`, { signal });

export const saveTemplate = (
  storeCode: string,
  name: string,
  body: { size: TemplateSize; show: Slide[] },
  create?: { overwrite: boolean },
) =>
  httpRequest<TemplateRow>(
    `/plus/store/${enc(storeCode)}/template/${enc(name)}${create ? `?create=1${create.overwrite ? '&overwrite=1' : ''}` : ''}`,
    { method: 'POST', body },
  );

export const deleteTemplate = (storeCode: string, name: string) =>
  httpRequest<Record<string, never>>(`/plus/store/${enc(storeCode)}/template/${enc(name)}`, {
    method: 'DELETE',
  });

export const deleteTemplates = (storeCode: string, idList: string[]) =>
  httpRequest<{ count: number }>(`/plus/store/${enc(storeCode)}/template/delete`, {
    method: 'POST',
    body: { idList },
  });

export const importTemplates = (storeCode: string, content: unknown, replace?: string) =>
  httpRequest<{ data: TemplateRow[] }>(
    `/plus/store/${enc(storeCode)}/template/import${replace ? `?replace=${enc(replace)}` : ''}`,
    { method: 'POST', body: content },
  );

export const exportTemplate = (storeCode: string, name: string) =>
  fetchDownloadBlob(`/plus/store/${enc(storeCode)}/template/${enc(name)}/export`);

export const listTemplates = async (storeCode: string, signal?: AbortSignal) =>
  (await httpRequest<{ data: TemplateRow[] }>(`/plus/store/${enc(storeCode)}/template/list`, { signal }))
    .data;

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

const devicePath = (storeCode: string, mac: string) => `/plus/store/${enc(storeCode)}/device/${enc(mac)}`;

export const getDeviceShow = (storeCode: string, mac: string, signal?: AbortSignal) =>
  httpRequest<DeviceShow>(`${devicePath(storeCode, mac)}/show`, { signal });

export const saveDeviceShow = (
  storeCode: string,
  mac: string,
  body: { screenWidth: number; screenHeight: number; show: Slide[] },
) => httpRequest<DeviceShow>(`${devicePath(storeCode, mac)}/show`, { method: 'POST', body });

/** applies a template to devices ('' clears it); flag 1 gives every device the show again */
export const applyTemplate = (storeCode: string, template: string, macList: string[]) =>
  httpRequest<{ template: string | null; count: number; macList: string[] }>(
    `/plus/store/${enc(storeCode)}/device/list/template`,
    { method: 'POST', body: { template, macList, flag: 1 } },
  );

/** the PNG of what a device shows now (its reported show, current slide) */
export const fetchDevicePicture = (storeCode: string, mac: string) =>
  fetchDownloadBlob(`${devicePath(storeCode, mac)}/picture`);
