// The reused label canvas: every render starts from the default state and cleared pixels, whatever the last one
// left behind.
import { describe, expect, it } from 'vitest';
import { labelSurface } from './surface.ts';

describe('label surface', () => {
  it('is the same canvas per size, handed out in the default state with its pixels cleared', () => {
    const first = labelSurface(40, 30);
    first.fillStyle = 'rgb(255,0,0)';
    first.fillRect(0, 0, 40, 30);
    first.translate(10, 5);
    first.globalAlpha = 0.5;
    first.font = 'bold 30px sans-serif';
    const again = labelSurface(40, 30);
    expect(again.canvas).toBe(first.canvas);
    expect(again.globalAlpha).toBe(1);
    expect(again.font).toBe('10px sans-serif');
    const { a, b, c, d, e, f } = again.getTransform();
    expect([a, b, c, d, e, f]).toEqual([1, 0, 0, 1, 0, 0]);
    expect([...again.getImageData(0, 0, 1, 1).data]).toEqual([0, 0, 0, 0]);
    expect(labelSurface(41, 30).canvas).not.toBe(first.canvas);
  });
});
