// world-atlas ships Natural Earth as TopoJSON files with a `countries` and a `land` object; typed here so that
// the compiler does not infer a literal type from a 750 kB file.
declare module 'world-atlas/countries-110m.json' {
  import type { GeometryCollection, Topology } from 'topojson-specification';
  const topology: Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
  export default topology;
}
declare module 'world-atlas/countries-50m.json' {
  import type { GeometryCollection, Topology } from 'topojson-specification';
  const topology: Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
  export default topology;
}
