// Leaflet maps in jsdom: a ResizeObserver that does nothing (jsdom has none), and optionally a size for every
// element so that a map can fit bounds (jsdom lays nothing out). Call once at the top of a describe or file.
import { afterAll, beforeAll, vi } from 'vitest';

export function leafletInJsdom({ size }: { size?: { width: number; height: number } } = {}): void {
  const sizes = ['clientWidth', 'clientHeight'] as const;
  const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    if (!size) return;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get: () => size.width,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => size.height,
    });
  });
  afterAll(() => {
    if (size)
      sizes.forEach((name, i) => saved[i] && Object.defineProperty(HTMLElement.prototype, name, saved[i]));
    vi.unstubAllGlobals();
  });
}
