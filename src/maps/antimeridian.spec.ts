// Natural Earth's antimeridian steps, made flat for Leaflet: no stroke or edge across the world any more.
import type { MultiLineString, MultiPolygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { cutLines, planarPolygons } from './antimeridian';
import { loadGeography } from './geography';

/** steps of more than 180° of longitude, except along a pole (the edge that closes a polar ring) */
const wideSteps = (line: Position[]) =>
  line.filter((p, i) => i > 0 && Math.abs(p[0] - line[i - 1][0]) > 180 && Math.abs(p[1]) !== 90).length;

describe('flat geography', () => {
  it('cuts a line where it steps across the antimeridian', () => {
    const line: MultiLineString = {
      type: 'MultiLineString',
      coordinates: [
        [
          [178, 65],
          [180, 66],
          [-180, 66],
          [-178, 67],
        ],
      ],
    };
    expect(cutLines(line).coordinates).toEqual([
      [
        [178, 65],
        [180, 66],
      ],
      [
        [-180, 66],
        [-178, 67],
      ],
    ]);
  });

  it('draws an island across the antimeridian on both sides, continuous each time', () => {
    const island: Position[] = [
      [179, -16],
      [180, -17],
      [-180, -17],
      [-179, -16],
      [-180, -15],
      [180, -15],
      [179, -16],
    ];
    const flat = planarPolygons({ type: 'Polygon', coordinates: [island] });
    expect(flat.coordinates).toHaveLength(2);
    const [east, west] = flat.coordinates.map(([ring]) => ring.map(([lng]) => lng));
    expect(east).toEqual([179, 180, 180, 181, 180, 180, 179]);
    expect(west).toEqual([-181, -180, -180, -179, -180, -180, -181]);
  });

  it('closes a ring around the south pole over the pole', () => {
    const around: Position[] = [
      [0, -70],
      [120, -70],
      [179, -75],
      [-180, -75],
      [-90, -72],
      [0, -70],
    ];
    const [[ring]] = planarPolygons({ type: 'Polygon', coordinates: [around] }).coordinates;
    expect(ring).toEqual([
      [-180, -75],
      [-90, -72],
      [0, -70],
      [120, -70],
      [179, -75],
      [179, -90],
      [-180, -90],
      [-180, -75],
    ]);
  });

  it('leaves no stroke across the world in either detail level of Natural Earth', async () => {
    for (const detail of ['110m', '50m'] as const) {
      const { land, borders, coastlines } = await loadGeography(detail);
      for (const lines of [borders, coastlines])
        expect(lines.coordinates.filter((line) => wideSteps(line) > 0)).toEqual([]);
      const rings = land.features.flatMap((f: { geometry: MultiPolygon }) => f.geometry.coordinates.flat());
      expect(rings.filter((ring) => wideSteps(ring) > 0)).toEqual([]);
    }
  });
});
