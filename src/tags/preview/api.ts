// The tag preview's call (doc 1 §7 GET /preview/store/{code}/tag/{id}; docs/api.md "Label images"), on the
// generated client (schemas/tag.schema.json x-calls.preview).
import type { TagPreview } from '../../../domain/generated/calls';

export type { TagPreview };

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
