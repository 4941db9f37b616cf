// The icon of a cluster of markers: how many stores it holds, on the fill colour of its highest ranked marker
// (MarkerClusters.tsx), with the text black or white, whichever reads better on that colour; the count is named
// for screen readers ("12 stores"), as Leaflet makes the icon a button.
import { divIcon, type DivIcon, type MarkerCluster, type Path } from 'leaflet';

/** the icon's diameter by its count: small groups stay close to a marker's size */
const SIZES = [
  { below: 10, size: 30 },
  { below: 100, size: 36 },
  { below: Infinity, size: 42 },
];
const NEUTRAL = '#546e7a';

/** half the largest icon: how far a fitted view keeps a store from the map's edges, room for its cluster */
export const CLUSTER_ICON_RADIUS = SIZES.at(-1)!.size / 2;

/** black or white, whichever contrasts more with a #rrggbb colour (WCAG relative luminance) */
export function readableText(background: string): '#000000' | '#ffffff' {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#ffffff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // the luminance where black and white contrast equally
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** the fill colour of the cluster's highest ranked marker */
export function clusterColor(markers: Path[]): string {
  let top: Path['options'] | undefined;
  for (const marker of markers)
    if (!top || (marker.options.clusterRank ?? 0) > (top.clusterRank ?? 0)) top = marker.options;
  return top?.fillColor ?? NEUTRAL;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function clusterIcon(cluster: MarkerCluster, label: (count: number) => string): DivIcon {
  const count = cluster.getChildCount();
  const background = clusterColor(cluster.getAllChildMarkers() as Path[]);
  const size = SIZES.find((s) => count < s.below)!.size;
  const style = [
    `width:${size}px`,
    `height:${size}px`,
    `background:${background}`,
    `color:${readableText(background)}`,
  ].join(';');
  return divIcon({
    className: 'store-cluster',
    iconSize: [size, size],
    html:
      `<span class="store-cluster-count" data-count="${count}" style="${style}">` +
      `<span aria-hidden="true">${count}</span>` +
      `<span class="store-cluster-label">${escape(label(count))}</span></span>`,
  });
}
