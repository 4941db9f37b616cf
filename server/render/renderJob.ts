// The work a render thread does (server/render/renderPool.ts): one job draws one label page, or every page of a
// label. Print bitmaps will come as another job kind here, so every drawing of a label runs off the main thread.
import { renderLabel, renderLabelPages, type RenderInput } from './renderLabel.ts';

export type RenderJob =
  { kind: 'label'; input: RenderInput } | { kind: 'pages'; input: Omit<RenderInput, 'page'> };

/** The PNGs of a job: one for 'label', one per page for 'pages'. */
export default function runRenderJob(job: RenderJob): Uint8Array[] {
  return job.kind === 'label' ? [renderLabel(job.input)] : renderLabelPages(job.input);
}
