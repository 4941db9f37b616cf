// Natural Earth (world-atlas) is made for spherical drawing: a ring or a line may step from 180° to -180° where it
// crosses the antimeridian. Leaflet draws on a plane, where that step is a stroke across the whole world. Before
// drawing: lines are cut at the step; a ring that crosses and comes back (Chukotka, Fiji) is made continuous and
// also drawn shifted by 360° so that both sides show; a ring around a pole (Antarctica) is closed over the pole;
// a hole that crosses is left out.
import type { MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';

const crosses = (a: Position, b: Position) => Math.abs(b[0] - a[0]) > 180;

export function cutLines(lines: MultiLineString): MultiLineString {
  const coordinates: Position[][] = [];
  for (const line of lines.coordinates) {
    let part: Position[] = [line[0]];
    for (let i = 1; i < line.length; i++) {
      if (crosses(line[i - 1], line[i])) {
        if (part.length > 1) coordinates.push(part);
        part = [];
      }
      part.push(line[i]);
    }
    if (part.length > 1) coordinates.push(part);
  }
  return { type: 'MultiLineString', coordinates };
}

/** the ring with each step across the antimeridian undone: continuous, partly beyond ±180 */
function unwrap(ring: Position[]): Position[] {
  let shift = 0;
  return ring.map(([lng, lat], i) => {
    const step = i === 0 ? 0 : lng - ring[i - 1][0];
    if (step > 180) shift -= 360;
    else if (step < -180) shift += 360;
    return [lng + shift, lat];
  });
}

const shifted = (ring: Position[], by: number): Position[] => ring.map(([lng, lat]) => [lng + by, lat]);

/** the indexes where a closed ring steps across the antimeridian (the point after each step) */
function steps(ring: Position[]): number[] {
  const open = ring.length - 1;
  const found: number[] = [];
  for (let i = 0; i < open; i++) if (crosses(ring[i], ring[(i + 1) % open])) found.push((i + 1) % open);
  return found;
}

/** a ring around a pole, crossing once: from -180 to 180 without the step, closed along the pole */
function overThePole(ring: Position[], step: number): Position[] {
  const open = ring.slice(0, -1);
  const along = [...open.slice(step), ...open.slice(0, step)];
  const pole = along.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90;
  return [...along, [along[along.length - 1][0], pole], [along[0][0], pole], along[0]];
}

function planarPolygon([outer, ...holes]: Position[][]): Position[][][] {
  const kept = holes.filter((hole) => steps(hole).length === 0);
  const found = steps(outer);
  if (found.length === 0) return [[outer, ...kept]];
  if (found.length % 2 === 1) return [[overThePole(outer, found[0]), ...kept]];
  // crosses and comes back: the continuous ring lies beyond ±180 on one side; its copy shows the other side
  const ring = unwrap(outer);
  const beyond = ring.some(([lng]) => lng > 180) ? -360 : 360;
  return [[ring], [shifted(ring, beyond)]];
}

export function planarPolygons(geometry: Polygon | MultiPolygon): MultiPolygon {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return { type: 'MultiPolygon', coordinates: polygons.flatMap(planarPolygon) };
}
