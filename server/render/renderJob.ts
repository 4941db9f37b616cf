// The work a render thread does (server/render/renderPool.ts): one job draws one label page, or every page of a
// label, or one slide of a signage show. Print bitmaps will come as another job kind here, so every drawing of a
// label runs off the main thread.
import { renderLabel, renderLabelPages, type RenderInput } from './renderLabel.ts';
import { renderSignage, type SignageRenderInput } from './signageShow.ts';

export type RenderJob =
  | { kind: 'label'; input: RenderInput }
  | { kind: 'pages'; input: Omit<RenderInput, 'page'> }
  | { kind: 'signage'; input: SignageRenderInput };

/** The PNGs of a job: one for 'label' and 'signage', one per page for 'pages'. */
export default async function runRenderJob(job: RenderJob): Promise<Uint8Array[]> {
  switch (job.kind) {
    case 'label':
      return [renderLabel(job.input)];
    case 'pages':
      return renderLabelPages(job.input);
    case 'signage':
      return [await renderSignage(job.input)];
  }
}
