// The offline geography: both Natural Earth detail levels convert to land, borders and coastlines, once each.
import type { MultiLineString } from 'geojson';
import { describe, expect, it } from 'vitest';
import { detailForZoom, loadGeography } from './geography';

const points = (lines: MultiLineString) => lines.coordinates.reduce((sum, line) => sum + line.length, 0);

describe('the offline geography', () => {
  it('draws the world at 1:110m and everything closer at 1:50m', () => {
    expect([0, 2, 3, 6, 14, 20].map(detailForZoom)).toEqual(['110m', '110m', '50m', '50m', '50m', '50m']);
  });

  it('gives land polygons, country borders and coastlines, the finer level with more points', async () => {
    const coarse = await loadGeography('110m');
    const fine = await loadGeography('50m');
    for (const geography of [coarse, fine]) {
      expect(geography.land.features.length).toBeGreaterThan(0);
      expect(geography.land.features.every((f) => f.geometry.type.endsWith('Polygon'))).toBe(true);
      expect(geography.borders.type).toBe('MultiLineString');
      expect(geography.borders.coordinates.length).toBeGreaterThan(100);
      expect(geography.coastlines.coordinates.length).toBeGreaterThan(100);
    }
    expect(points(fine.coastlines)).toBeGreaterThan(2 * points(coarse.coastlines));
    expect(points(fine.borders)).toBeGreaterThan(2 * points(coarse.borders));
  });

  it('loads each level once per page', () => {
    expect(loadGeography('50m')).toBe(loadGeography('50m'));
  });
});
