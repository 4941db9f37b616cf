// The tag preview's API call (doc 1 §7 GET /preview/store/{code}/tag/{id}; docs/api.md "Label images").
import { httpRequest } from '../../providers/httpClient';

export interface TagPreview {
  tagId: string;
  tagMac: string;
  tagType: string;
  prCode: string | null;
  layoutId: string | null;
  layoutName: string | null;
  prInfo: string[];
  alias: Array<{ index: number; name: string }>;
  /** the page the tag shows now (0 = main) and its image */
  pageNo: number;
  encodedImage: string;
  subPage: string[];
  subPageNo: number[];
}

export function fetchTagPreview(storeCode: string, tagId: string, signal?: AbortSignal): Promise<TagPreview> {
  const enc = encodeURIComponent;
  return httpRequest(`/preview/store/${enc(storeCode)}/tag/${enc(tagId)}?t=${Date.now()}`, { signal });
}

/** The tag's pages in page order: [{ pageNo, src }]. */
export function previewPages(preview: TagPreview): Array<{ pageNo: number; src: string }> {
  const pages = [
    { pageNo: preview.pageNo, image: preview.encodedImage },
    ...preview.subPage.map((image, i) => ({ pageNo: preview.subPageNo[i] ?? i + 1, image })),
  ];
  return pages
    .sort((a, b) => a.pageNo - b.pageNo)
    .map((p) => ({ pageNo: p.pageNo, src: `data:image/png;base64,${p.image}` }));
}
