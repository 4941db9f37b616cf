// The drawing surface of a label render: one canvas per resolution, kept and reused. Renders are synchronous,
// so one surface per size is never shared by two renders at once. Reuse matters for the large panels: the native
// memory of a canvas (7.7 MB at 1600 x 1200) is only released when the event loop next turns (Node runs N-API
// finalizers from the loop), so a fresh canvas per render means fresh pages and their page faults every time,
// which cost more than drawing the label (scripts/bench/render.ts).
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

const surfaces = new Map<string, Canvas>();

/** A 2D context of the given size in its default state (no transform, default styles), its pixels cleared. */
export function labelSurface(width: number, height: number): SKRSContext2D {
  const key = `${width}x${height}`;
  let canvas = surfaces.get(key);
  if (!canvas) {
    canvas = createCanvas(width, height);
    surfaces.set(key, canvas);
  }
  const ctx = canvas.getContext('2d');
  ctx.reset();
  return ctx;
}
